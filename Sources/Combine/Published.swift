/// A property of an ``ObservableObject`` class that announces its changes:
/// the class's `objectWillChange` sends before each change, so views
/// holding the object run again, and `$property` publishes each new value.
///
/// ```swift
/// final class Basket: ObservableObject {
///   @Published var items: [String] = []
/// }
///
/// struct BasketView: View {
///   @ObservedObject var basket: Basket
///   var body: some View {
///     Text("\(basket.items.count) items")
///       .onReceive(basket.$items) { print("now", $0) }
///   }
/// }
/// ```
///
/// `@Published` works on properties of classes only.
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  /// A published property starting at `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { storage.value }
    set { storage.set(newValue) }
  }

  /// The publisher of the property's values: `$property`. Settable, as in
  /// Combine, so that `assign(to: &$property)` can take it `inout`; the
  /// publisher stays the property's.
  public var projectedValue: Published<Value>.Publisher {
    get { Publisher(storage: storage) }
    set {}
  }

  /// Reads and writes the property of a class instance: a write first
  /// makes the object's `objectWillChange` send, then publishes the new
  /// value, then stores it (subscribers see it before the property holds
  /// it, as with Combine).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set { object[keyPath: storageKeyPath].storage.set(newValue) }
  }

  /// Publishes the values of a `@Published` property: the current value as
  /// soon as something subscribes, then each new value.
  ///
  /// ```swift
  /// model.$query.sink { print("query:", $0) }.store(in: &subscriptions)
  /// ```
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let storage: PublishedStorage<Value>

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Value) -> Void
    ) -> AnyCancellable {
      receiveValue(storage.value)
      return storage.subscribers.add(receiveValue, completion: receiveCompletion)
    }
  }
}

extension Published.Publisher: IdentifiablePublisher {
  package var publisherIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
}

/// Where a `@Published` property keeps its value, and the publisher of its
/// object, once something asked the object for `objectWillChange`.
class PublishedLink {
  var objectWillChange: ObservableObjectPublisher?
}

/// The value and subscribers of one `@Published` property.
final class PublishedStorage<Value>: PublishedLink {
  private(set) var value: Value
  let subscribers = SubscriberList<Value, Never>()
  /// Subscriptions that live as long as the property: `assign(to: &$x)`.
  private var kept: [AnyCancellable] = []

  init(_ value: Value) {
    self.value = value
  }

  func set(_ newValue: Value) {
    objectWillChange?.send()
    subscribers.send(newValue)
    value = newValue
  }

  func keep(_ subscription: AnyCancellable) {
    kept.append(subscription)
  }
}

/// Lets reflection find the `@Published` properties of an object.
protocol PublishedProperty {
  var link: PublishedLink { get }
}

extension Published: PublishedProperty {
  var link: PublishedLink { storage }
}
