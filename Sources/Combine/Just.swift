/// A publisher that sends one value to each subscriber, then finishes.
///
/// ```swift
/// Just(5).sink { print($0) }   // 5
/// ```
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value each subscriber receives.
  public let output: Output

  public init(_ output: Output) {
    self.output = output
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    receiveValue(output)
    receiveCompletion(.finished)
    return AnyCancellable {}
  }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
