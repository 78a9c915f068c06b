import Foundation

/// A publisher's values as an asynchronous sequence: ``Publisher/values-1dm9r``.
///
/// ```swift
/// Task {
///   for await name in model.$name.debounce(for: 0.5, scheduler: RunLoop.main).values {
///     await validate(name)
///   }
/// }
/// ```
///
/// The sequence subscribes when its iterator is made and ends when the
/// publisher finishes or the task awaiting it is cancelled. Values sent
/// while the loop is busy wait in order (Combine asks for one value at a
/// time and drops what comes meanwhile; this stand-in has no demand, and
/// keeps them).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output
  private let publisher: P

  public init(_ publisher: P) {
    self.publisher = publisher
  }

  public func makeAsyncIterator() -> Iterator {
    let inbox = PublisherInbox<P.Output, Never>()
    inbox.subscribe(to: publisher)
    return Iterator(inbox: inbox)
  }

  /// Awaits the publisher's next value.
  public struct Iterator: AsyncIteratorProtocol {
    let inbox: PublisherInbox<P.Output, Never>

    public mutating func next() async -> P.Output? {
      try? await inbox.next()
    }
  }
}

/// A failing publisher's values as an asynchronous sequence that throws
/// the failure: ``Publisher/values-v7nz``.
///
/// ```swift
/// for try await page in loader.pages.values { show(page) }
/// ```
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output
  private let publisher: P

  public init(_ publisher: P) {
    self.publisher = publisher
  }

  public func makeAsyncIterator() -> Iterator {
    let inbox = PublisherInbox<P.Output, P.Failure>()
    inbox.subscribe(to: publisher)
    return Iterator(inbox: inbox)
  }

  /// Awaits the publisher's next value, or throws its failure.
  public struct Iterator: AsyncIteratorProtocol {
    let inbox: PublisherInbox<P.Output, P.Failure>

    public mutating func next() async throws -> P.Output? {
      try await inbox.next()
    }
  }
}

extension Publisher where Failure == Never {
  /// The values sent from now on, to `for await` over.
  ///
  /// ```swift
  /// for await count in model.$count.values { print(count) }
  /// ```
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The values sent from now on, to `for try await` over; the publisher's
  /// failure is thrown.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// What a publisher sent and the iterator has not taken yet, and the
/// iterator waiting for it.
///
/// `@unchecked Sendable`: every field is read and written under `lock`;
/// a value is handed from the sending thread to the awaiting task once
/// and not kept, as Combine's own async publishers do.
final class PublisherInbox<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer: [Output] = []
  private var waiter: CheckedContinuation<Handoff?, any Error>?

  /// A value on its way from the sending thread to the awaiting task.
  /// `@unchecked Sendable`: it is made by the sender and read once by the
  /// receiver, and neither keeps it.
  struct Handoff: @unchecked Sendable {
    let value: Output
  }
  private var ending: Subscribers.Completion<Failure>?
  private var isCancelled = false
  private var subscription: AnyCancellable?

  func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Failure {
    let subscription = publisher.sink { [weak self] completion in
      self?.end(completion)
    } receiveValue: { [weak self] value in
      self?.receive(value)
    }
    lock.withLock { self.subscription = subscription }
  }

  private func receive(_ value: Output) {
    lock.lock()
    if let waiter {
      self.waiter = nil
      lock.unlock()
      waiter.resume(returning: Handoff(value: value))
    } else {
      buffer.append(value)
      lock.unlock()
    }
  }

  private func end(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    ending = completion
    let waiter = self.waiter
    self.waiter = nil
    lock.unlock()
    waiter.map { resume($0, with: completion) }
  }

  private func resume(
    _ waiter: CheckedContinuation<Handoff?, any Error>, with completion: Subscribers.Completion<Failure>
  ) {
    switch completion {
    case .finished: waiter.resume(returning: nil)
    case .failure(let error): waiter.resume(throwing: error)
    }
  }

  /// The next value: one that waits, else the next sent; `nil` once the
  /// publisher finished or the task was cancelled.
  func next() async throws -> Output? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Handoff?, any Error>) in
        lock.lock()
        if !buffer.isEmpty {
          let value = buffer.removeFirst()
          lock.unlock()
          waiter.resume(returning: Handoff(value: value))
        } else if isCancelled {
          lock.unlock()
          waiter.resume(returning: nil)
        } else if let ending {
          lock.unlock()
          resume(waiter, with: ending)
        } else {
          self.waiter = waiter
          lock.unlock()
        }
      }?.value
    } onCancel: {
      cancel()
    }
  }

  /// Ends the sequence: the subscription is cancelled, a waiting
  /// iterator gets `nil`.
  private func cancel() {
    lock.lock()
    isCancelled = true
    let waiter = self.waiter
    self.waiter = nil
    let subscription = self.subscription
    self.subscription = nil
    lock.unlock()
    subscription?.cancel()
    waiter?.resume(returning: nil)
  }
}
