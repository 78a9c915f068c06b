/// A source of values over time, such as a model's ``ObservableObject/objectWillChange``,
/// a `@Published` property's `$property`, a subject or a timer.
///
/// Linux has no Combine, so FocusUI brings the part of it that SwiftUI apps
/// use beside their views, under Combine's names, in a module named
/// `Combine`: a model file that imports only Foundation and Combine
/// compiles unchanged. That part is this protocol and
/// ``sink(receiveCompletion:receiveValue:)``, ``assign(to:on:)``,
/// ``ObservableObject``, ``Published``, ``ObservableObjectPublisher``,
/// ``AnyCancellable``, ``Just``, ``PassthroughSubject``,
/// ``CurrentValueSubject``, ``AnyPublisher``, `Timer.publish(every:on:in:)`
/// with `autoconnect()`, and the operators `map`, `filter`,
/// `removeDuplicates`, `compactMap`, `receive(on:)` and
/// `eraseToAnyPublisher`. Demand (back-pressure) is not: a subscriber
/// takes every value.
///
/// ```swift
/// import Combine
///
/// final class Model: ObservableObject {
///   @Published var count = 0
/// }
///
/// let model = Model()
/// let subscription = model.$count.sink { print("count:", $0) }   // count: 0
/// model.count = 1                                                 // count: 1
/// ```
///
/// A publisher calls its subscribers on the thread that sent the value, as
/// Combine's do (a timer on `RunLoop.main` sends on the main actor). Views
/// expect the main actor: send changes there.
public protocol Publisher<Output, Failure> {
  /// The values sent.
  associatedtype Output
  /// The error the publisher can finish with (`Never`: it cannot fail).
  associatedtype Failure: Error

  /// Calls `receiveValue` with every value sent from now on and
  /// `receiveCompletion` once if the publisher finishes, until the
  /// returned cancellable is cancelled or released.
  ///
  /// ```swift
  /// subject.sink { completion in
  ///   if case .failure(let error) = completion { print(error) }
  /// } receiveValue: { print($0) }
  /// .store(in: &subscriptions)
  /// ```
  func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with every value sent from now on, until the
  /// returned cancellable is cancelled or released.
  ///
  /// ```swift
  /// model.objectWillChange.sink { print("about to change") }.store(in: &subscriptions)
  /// ```
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value sent to `object`'s property at `keyPath`.
  ///
  /// ```swift
  /// model.$query.assign(to: \.title, on: window).store(in: &subscriptions)
  /// ```
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }

  /// Republishes every value sent through a `@Published` property, for as
  /// long as the property's object lives (no cancellable to keep).
  ///
  /// ```swift
  /// init() {
  ///   $query.map { $0.count }.assign(to: &$length)
  /// }
  /// ```
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    storage.keep(sink { [weak storage] value in storage?.set(value) })
  }
}

/// Namespaces for what subscribers receive, as in Combine.
public enum Subscribers {
  /// How a publisher ended: it finished, or failed with an error.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Publishers the runtime can tell apart by identity, so that a view
/// handed the same publisher again keeps its subscription.
package protocol IdentifiablePublisher {
  var publisherIdentity: ObjectIdentifier { get }
}
