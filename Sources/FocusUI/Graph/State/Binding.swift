/// A read-write reference to a value owned elsewhere, usually a parent's
/// ``State``.
///
/// ```swift
/// struct NameField: View {
///   @Binding var name: String
///   var body: some View { TextField("Name", text: $name) }
/// }
///
/// struct Profile: View {
///   @State private var profile = (name: "", age: 0)
///   var body: some View { NameField(name: $profile.name) }
/// }
/// ```
///
/// Two bindings to the same location compare equal for the runtime, so a
/// child view handed the same binding again is not re-evaluated.
@MainActor @preconcurrency
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let location: Location<Value>

  init(location: Location<Value>) {
    self.location = location
  }

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = ClosureLocation(get: get, set: set)
  }

  /// Creates a binding from a getter and a setter that also receives the
  /// transaction; transactions are not modelled, the second argument is
  /// always an empty `Transaction`.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    location = ClosureLocation(get: get, set: { set($0, Transaction()) })
  }

  /// Creates a binding from another binding (what `init(_ binding:)` does for
  /// `@Binding var x: T` parameters written `_x = binding`).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// The referenced value.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, so `$name` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// Changes the value in place where the binding's storage allows it
  /// (`@State`, a model's property), so that editing a long text does not
  /// copy it; otherwise reads, changes and writes it back.
  ///
  /// ```swift
  /// text.update { $0.append("x") }
  /// ```
  package func update(_ body: (inout Value) -> Void) {
    location.modify(body)
  }

  /// A binding to a member of the value: `$profile.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(location: ProjectedLocation(base: location, keyPath: keyPath))
  }
}

extension Binding {
  /// A binding to the wrapped value of an optional binding, or `nil` when
  /// the value is `nil`.
  public init?(_ base: Binding<Value?>) {
    guard base.wrappedValue != nil else { return nil }
    self.init(get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
  }
}

extension Binding: BindingComparable {
  func hasSameLocation(as other: Binding<Value>) -> Bool {
    guard let mine = location.identity, let theirs = other.location.identity else { return false }
    return mine == theirs
  }
}

/// Transactions are accepted for source compatibility and carry nothing.
public struct Transaction: Sendable {
  public init() {}
}

/// Where a binding reads and writes.
@MainActor
class Location<Value> {
  func get() -> Value { fatalError("abstract") }
  func set(_ value: Value) {}
  /// Changes the value where it is stored, so that a big value (a long
  /// `String`) uniquely held there is not copied; by default, a get and a
  /// set.
  func modify(_ body: (inout Value) -> Void) {
    var value = get()
    body(&value)
    set(value)
  }
  /// Equal identities point at the same storage; `nil` never compares equal.
  var identity: LocationIdentity? { nil }
}

/// The storage and member path a binding points at.
struct LocationIdentity: Hashable {
  var root: ObjectIdentifier
  var path: [AnyKeyPath]
}

final class StateLocation<Value>: Location<Value> {
  let box: StateBox<Value>
  init(box: StateBox<Value>) { self.box = box }
  override func get() -> Value { box.read() }
  override func set(_ value: Value) { box.write(value) }
  override func modify(_ body: (inout Value) -> Void) { box.modify(body) }
  override var identity: LocationIdentity? { LocationIdentity(root: box.identity, path: []) }
}

final class ClosureLocation<Value>: Location<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
}

final class ConstantLocation<Value>: Location<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
  override func get() -> Value { value }
}

final class ProjectedLocation<Root, Value>: Location<Value> {
  let base: Location<Root>
  let keyPath: WritableKeyPath<Root, Value>
  init(base: Location<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func modify(_ body: (inout Value) -> Void) {
    base.modify { body(&$0[keyPath: keyPath]) }
  }
  override func set(_ value: Value) {
    var root = base.get()
    root[keyPath: keyPath] = value
    base.set(root)
  }
  override var identity: LocationIdentity? {
    guard var identity = base.identity else { return nil }
    identity.path.append(keyPath)
    return identity
  }
}

/// Reads the location of an object's property, for ``Bindable``.
final class ObjectLocation<Root: AnyObject, Value>: Location<Value> {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }
  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
  override func modify(_ body: (inout Value) -> Void) { body(&object[keyPath: keyPath]) }
  override var identity: LocationIdentity? {
    LocationIdentity(root: ObjectIdentifier(object), path: [keyPath])
  }
}
