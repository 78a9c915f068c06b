import Synchronization

extension Publishers {
  /// Sends a value once `dueTime` passed with no newer one:
  /// ``Publisher/debounce(for:scheduler:options:)``.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let scheduler = self.scheduler
      let dueTime = self.dueTime
      let latest = DebounceGeneration()
      let subscription = upstream.sink { completion in
        // A value still waiting is dropped: the completion follows at once.
        latest.advance()
        scheduler.schedule { receiveCompletion(completion) }
      } receiveValue: { value in
        // Each value waits its due time; only the newest is sent then.
        let generation = latest.advance()
        scheduler.schedule(after: scheduler.now.advanced(by: dueTime)) {
          if latest.isCurrent(generation) { receiveValue(value) }
        }
      }
      return AnyCancellable {
        latest.cancel()
        subscription.cancel()
      }
    }
  }
}

/// Which value of a debounce is the newest: each value takes the next
/// number; a waiting value is sent only if its number is still the last.
/// Values come on any thread, so the count is under a lock.
private final class DebounceGeneration: Sendable {
  private let state = Mutex((current: 0, isCancelled: false))

  /// A number for a new value, which makes the waiting ones stale.
  @discardableResult
  func advance() -> Int {
    state.withLock { state in
      state.current += 1
      return state.current
    }
  }

  func isCurrent(_ generation: Int) -> Bool {
    state.withLock { !$0.isCancelled && $0.current == generation }
  }

  /// No waiting value is sent after this.
  func cancel() {
    state.withLock { $0.isCancelled = true }
  }
}

extension Publisher {
  /// Each value once `dueTime` passed with no newer value: the last of a
  /// burst, as of typing into a search field.
  ///
  /// ```swift
  /// $query
  ///   .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
  ///   .removeDuplicates()
  ///   .sink { [weak self] in self?.search($0) }
  ///   .store(in: &subscriptions)
  /// ```
  ///
  /// On `DispatchQueue.main` and `RunLoop.main` the wait is a task's sleep
  /// on the main actor, so a `TestHost`'s clock moves it.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}
