/// A publisher you send values through yourself.
///
/// ```swift
/// let events = PassthroughSubject<String, Never>()
/// events.sink { print($0) }.store(in: &subscriptions)
/// events.send("saved")
/// events.send(completion: .finished)
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the subject: its subscribers hear `completion` and nothing more.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Sends the one value there is.
  public func send() {
    send(())
  }
}
