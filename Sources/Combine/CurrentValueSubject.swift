/// A subject that holds a value: a new subscriber receives it at once,
/// then every value sent.
///
/// ```swift
/// let volume = CurrentValueSubject<Double, Never>(0.5)
/// volume.sink { print($0) }.store(in: &subscriptions)   // 0.5
/// volume.value = 0.8                                     // 0.8
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubscriberList<Output, Failure>()

  /// The value now; setting it sends it.
  public var value: Output {
    didSet { subscribers.send(value) }
  }

  public init(_ value: Output) {
    self.value = value
  }

  public func send(_ value: Output) {
    self.value = value
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.finish(completion)
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    if subscribers.completion == nil { receiveValue(value) }
    return subscribers.add(receiveValue, completion: receiveCompletion)
  }
}

extension CurrentValueSubject: IdentifiablePublisher {
  package var publisherIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}
