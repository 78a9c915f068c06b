import Foundation

/// The publishers the operators return, as in Combine.
public enum Publishers {
  /// Sends what `transform` makes of each value: ``Publisher/map(_:)``.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let transform = self.transform
      return upstream.sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
    }
  }

  /// Sends the non-`nil` results of `transform`: ``Publisher/compactMap(_:)``.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let transform = self.transform
      return upstream.sink(receiveCompletion: receiveCompletion) { value in
        if let output = transform(value) { receiveValue(output) }
      }
    }
  }

  /// Sends the values `isIncluded` accepts: ``Publisher/filter(_:)``.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let isIncluded = self.isIncluded
      return upstream.sink(receiveCompletion: receiveCompletion) { if isIncluded($0) { receiveValue($0) } }
    }
  }

  /// Drops a value equal to the one before: ``Publisher/removeDuplicates()``.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let predicate = self.predicate
      var last: Output?
      return upstream.sink(receiveCompletion: receiveCompletion) { value in
        if let previous = last, predicate(previous, value) { return }
        last = value
        receiveValue(value)
      }
    }
  }

  /// Sends each value on a scheduler: ``Publisher/receive(on:options:)``.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let scheduler = self.scheduler
      return upstream.sink { completion in
        scheduler.schedule { receiveCompletion(completion) }
      } receiveValue: { value in
        scheduler.schedule { receiveValue(value) }
      }
    }
  }
}

extension Publisher {
  /// Each value, transformed.
  ///
  /// ```swift
  /// model.$items.map(\.count).sink { print("\($0) items") }
  /// ```
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// The non-`nil` results of `transform`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// The values `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// The values, without one equal to the value before it.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// The values, on `scheduler` (`DispatchQueue.main`, `RunLoop.main`).
  ///
  /// ```swift
  /// loader.$items.receive(on: DispatchQueue.main).assign(to: \.items, on: viewModel)
  /// ```
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<
      Self, S
    >
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }
}

extension Publisher where Output: Equatable {
  /// The values, without one equal to the value before it.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
