/// The subscribers of one publisher, in the order they subscribed.
///
/// A subscriber cancelled while values are sent gets no further values, and
/// one added while values are sent gets the next value, not this one. Once
/// finished, the list sends nothing more, and a new subscriber hears the
/// completion at once.
package final class SubscriberList<Output, Failure: Error> {
  private typealias Subscriber = (
    id: Int, receive: (Output) -> Void, complete: (Subscribers.Completion<Failure>) -> Void
  )
  private var subscribers: [Subscriber] = []
  private var nextID = 0
  package private(set) var completion: Subscribers.Completion<Failure>?

  package init() {}

  package var isEmpty: Bool { subscribers.isEmpty }

  /// Adds a subscriber; the returned cancellable removes it.
  package func add(
    _ receive: @escaping (Output) -> Void,
    completion complete: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }
  ) -> AnyCancellable {
    if let completion {
      complete(completion)
      return AnyCancellable {}
    }
    let id = nextID
    nextID += 1
    subscribers.append((id, receive, complete))
    return AnyCancellable { [weak self] in
      self?.subscribers.removeAll { $0.id == id }
    }
  }

  /// Sends `value` to every subscriber still subscribed.
  package func send(_ value: Output) {
    guard completion == nil, !subscribers.isEmpty else { return }
    let ids = subscribers.map(\.id)
    for id in ids {
      guard let subscriber = subscribers.first(where: { $0.id == id }) else { continue }
      subscriber.receive(value)
    }
  }

  /// Ends the publisher: every subscriber hears `completion`, once.
  package func finish(_ completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let ending = subscribers
    subscribers = []
    for subscriber in ending { subscriber.complete(completion) }
  }
}
