/// The publisher of an ``ObservableObject``'s changes: it sends (no value)
/// just before the object changes.
///
/// Classes get one for free: their `objectWillChange` sends whenever one of
/// their `@Published` properties is about to change. Send it yourself for
/// changes that aren't `@Published`:
/// ```swift
/// final class Counter: ObservableObject {
///   private var hits = 0
///   var count: Int { hits }
///   func hit() {
///     objectWillChange.send()
///     hits += 1
///   }
///   @Published var label = ""   // gives the class its publisher
/// }
/// ```
/// A class without `@Published` properties declares its own:
/// `let objectWillChange = ObservableObjectPublisher()`.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void, Never>()

  public init() {}

  /// Tells the subscribers that the object is about to change.
  public func send() {
    subscribers.send(())
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribers.add(receiveValue, completion: receiveCompletion)
  }
}

extension ObservableObjectPublisher: IdentifiablePublisher {
  package var publisherIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}
