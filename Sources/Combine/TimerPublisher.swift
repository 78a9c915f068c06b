import Foundation
import Synchronization

/// A publisher that starts sending when told: ``connect()``, or
/// `autoconnect()` for the first subscriber.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts sending; cancel the result to stop.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects when the first subscriber comes and disconnects when the
  /// last goes.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Timer {
  /// A publisher of the current date every `interval` seconds, once
  /// connected: the usual clock of a SwiftUI view.
  ///
  /// ```swift
  /// struct Clock: View {
  ///   @State private var now = Date()
  ///   let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  ///   var body: some View {
  ///     Text(now.formatted(date: .omitted, time: .standard))
  ///       .onReceive(timer) { now = $0 }
  ///   }
  /// }
  /// ```
  ///
  /// It ticks on the main actor, whatever run loop and mode are named
  /// (every FocusUI host runs the main actor, not Foundation's run loop),
  /// by sleeping until each tick's time: a `TestHost`'s clock moves it.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The publisher `Timer.publish(every:on:in:)` returns.
  public final class TimerPublisher: ConnectablePublisher, Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// Seconds between ticks (at least a millisecond).
    public let interval: TimeInterval

    /// A subscriber's closure. `@unchecked Sendable`: it is stored under
    /// the lock and called on the main actor alone, where a timer on the
    /// main run loop sends in Combine too.
    private struct Receiver: @unchecked Sendable {
      let receive: (Date) -> Void
    }

    private struct State {
      var subscribers: [Int: Receiver] = [:]
      var nextID = 0
      var ticking: Task<Void, Never>?
    }

    private let state = Mutex(State())

    init(interval: TimeInterval) {
      self.interval = max(0.001, interval)
    }

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Date) -> Void
    ) -> AnyCancellable {
      let receiver = Receiver(receive: receiveValue)
      let id = state.withLock { state in
        defer { state.nextID += 1 }
        state.subscribers[state.nextID] = receiver
        return state.nextID
      }
      return AnyCancellable { [weak self] in
        _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
      }
    }

    /// Starts ticking: the first tick comes one interval from now.
    public func connect() -> any Cancellable {
      let period = Duration.milliseconds(Int64((interval * 1000).rounded()))
      let task = Task { @MainActor [weak self] in
        let clock = ContinuousClock()
        var due = clock.now + period
        var delay = period
        while !Task.isCancelled {
          do { try await clock.sleep(for: delay) } catch { return }
          guard let self else { return }
          self.tick(Date())
          // The next tick comes one period after this one was due: a wake
          // that came late shortens the next wait, so ticks do not drift.
          // (Sleeping until an absolute time would not do: a test host's
          // clock moves apart from the real one.)
          let lateness = clock.now - due
          delay = period - min(period, max(.zero, lateness))
          due += period
        }
      }
      state.withLock { $0.ticking = task }
      return AnyCancellable { task.cancel() }
    }

    @MainActor private func tick(_ date: Date) {
      let receivers = state.withLock { $0.subscribers.sorted { $0.key < $1.key }.map(\.value) }
      for receiver in receivers { receiver.receive(date) }
    }

    deinit {
      state.withLock { $0.ticking?.cancel() }
    }
  }
}

extension Timer.TimerPublisher: IdentifiablePublisher {
  package var publisherIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Publishers {
  /// A connectable publisher connected while it has subscribers:
  /// ``ConnectablePublisher/autoconnect()``.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    private var connection: (any Cancellable)?
    private var subscribers = 0

    init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let subscription = upstream.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      subscribers += 1
      if connection == nil { connection = upstream.connect() }
      return AnyCancellable { [weak self] in
        subscription.cancel()
        guard let self else { return }
        self.subscribers -= 1
        if self.subscribers == 0 {
          self.connection?.cancel()
          self.connection = nil
        }
      }
    }
  }
}

extension Publishers.Autoconnect: IdentifiablePublisher {
  package var publisherIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}
