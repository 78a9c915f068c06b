/// A publisher whose type hides the one it wraps: what an API returns so
/// that its operators can change.
///
/// ```swift
/// var names: AnyPublisher<String, Never> {
///   $people.map { $0.map(\.name).joined(separator: ", ") }.eraseToAnyPublisher()
/// }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe:
    (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable
  private let identity: ObjectIdentifier?

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher.sink(receiveCompletion: $0, receiveValue: $1) }
    identity = (publisher as? any IdentifiablePublisher)?.publisherIdentity
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribe(receiveCompletion, receiveValue)
  }
}

extension AnyPublisher: IdentifiablePublisher {
  package var publisherIdentity: ObjectIdentifier {
    // A wrapper of a publisher without identity is new each time.
    identity ?? ObjectIdentifier(AnyPublisherToken())
  }
}

private final class AnyPublisherToken {}

extension Publisher {
  /// This publisher, with its type hidden.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
