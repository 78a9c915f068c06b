/// A subject that sends each value to the subscribers there are when it is
/// sent, and keeps none.
///
/// ```swift
/// final class Editor: ObservableObject {
///   let saved = PassthroughSubject<URL, Never>()
/// }
///
/// Text(status).onReceive(editor.saved) { status = "Saved \($0.lastPathComponent)" }
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubscriberList<Output, Failure>()

  public init() {}

  public func send(_ value: Output) {
    subscribers.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.finish(completion)
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribers.add(receiveValue, completion: receiveCompletion)
  }
}

extension PassthroughSubject: IdentifiablePublisher {
  package var publisherIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}
