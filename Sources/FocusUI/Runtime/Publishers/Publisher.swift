/// A source of values over time, such as a model's ``ObservableObject/objectWillChange``
/// or a `@Published` property's `$property`.
///
/// Combine is not available on Linux, so FocusUI brings the part of it that
/// SwiftUI code uses with observable objects, under Combine's names: this
/// protocol, ``sink(receiveValue:)``, ``AnyCancellable``,
/// ``ObservableObjectPublisher`` and ``Published``. `import FocusUI` is
/// enough. Operators (`map`, `debounce`, `receive(on:)`, …), subjects,
/// completions and demand are not part of it; a publisher here never fails
/// and never finishes.
///
/// ```swift
/// final class Model: ObservableObject {
///   @Published var count = 0
/// }
///
/// let model = Model()
/// let subscription = model.$count.sink { print("count:", $0) }   // count: 0
/// model.count = 1                                                 // count: 1
/// ```
///
/// A publisher calls its subscribers on the thread that sent the value,
/// as Combine's do. Views expect the main actor: send changes there.
public protocol Publisher<Output, Failure> {
  /// The values sent.
  associatedtype Output
  /// The error a publisher could finish with: `Never` for every publisher
  /// here.
  associatedtype Failure: Error

  /// Calls `receiveValue` with every value sent from now on, until the
  /// returned cancellable is cancelled or released.
  ///
  /// ```swift
  /// model.objectWillChange.sink { print("about to change") }.store(in: &subscriptions)
  /// ```
  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// Publishers the runtime can tell apart by identity, so that a view
/// handed the same publisher again keeps its subscription.
protocol IdentifiablePublisher {
  var publisherIdentity: ObjectIdentifier { get }
}

/// The subscribers of one publisher, in the order they subscribed.
///
/// A subscriber cancelled while values are sent gets no further values, and
/// one added while values are sent gets the next value, not this one.
final class SubscriberList<Output> {
  private var subscribers: [(id: Int, receive: (Output) -> Void)] = []
  private var nextID = 0

  init() {}

  var isEmpty: Bool { subscribers.isEmpty }

  /// Adds `receive`; the returned cancellable removes it.
  func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    let id = nextID
    nextID += 1
    subscribers.append((id, receive))
    return AnyCancellable { [weak self] in
      self?.subscribers.removeAll { $0.id == id }
    }
  }

  /// Sends `value` to every subscriber still subscribed.
  func send(_ value: Output) {
    guard !subscribers.isEmpty else { return }
    let ids = subscribers.map(\.id)
    for id in ids {
      guard let subscriber = subscribers.first(where: { $0.id == id }) else { continue }
      subscriber.receive(value)
    }
  }
}
