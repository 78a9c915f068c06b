/// The value of a focus state as its session derives it from where focus
/// (or a cursor) is, and the bodies that read it.
///
/// Keyboard and accessibility focus states both store one; bindings speak of
/// values as `AnyHashable` keys, with `nil` for the default.
@MainActor
struct DerivedFocusValue<Value: Hashable> {
  let defaultValue: Value
  private(set) var value: Value
  /// Whether `value` is the default: kept rather than compared, since the
  /// slot's generic code compares through `Value`'s witnesses (for an
  /// optional, a tuple type made at run time) and it is asked on every Tab.
  private(set) var isDefault = true
  private var readers = BodyReaders()

  init(defaultValue: Value) {
    self.defaultValue = defaultValue
    value = defaultValue
  }

  /// The value, recording the body running now as a reader.
  mutating func read() -> Value {
    readers.recordCurrent()
    return value
  }

  /// The state's type for messages and reports: `FocusState<Field?>`
  /// for `wrapper` "FocusState".
  func typeName(_ wrapper: String) -> String {
    var name = "\(Value.self)"
    if name.hasPrefix("Optional<"), name.hasSuffix(">") {
      name = String(name.dropFirst("Optional<".count).dropLast()) + "?"
    }
    return "\(wrapper)<\(name)>"
  }

  /// The value as Swift source writes it: `.username`, `nil`, `true`.
  var valueDescription: String { KeyboardFocus.describe(AnyHashable(value)) }

  /// `value` as a binding key: `nil` for the default.
  func key(for value: Value) -> AnyHashable? {
    value == defaultValue ? nil : AnyHashable(value)
  }

  /// Sets the derived value (`nil` or a value of another type: the
  /// default); bodies that read the old one run again. Returns whether it
  /// changed: a Bool, as a tuple of the old and new values cost a tuple
  /// type made at run time on every Tab.
  @discardableResult
  mutating func set(_ newValue: Any?) -> Bool {
    guard let typed = newValue as? Value else { return set(defaultValue, isDefault: true) }
    return set(typed, isDefault: typed == defaultValue)
  }

  /// ``set(_:)`` with the value typed, and whether it is the default
  /// known (a binding entry knows both since its view was bound): no cast
  /// and no comparison with the default on every Tab.
  @discardableResult
  mutating func set(_ typed: Value, isDefault newIsDefault: Bool) -> Bool {
    guard !newIsDefault else {
      guard !isDefault else { return false }
      value = defaultValue
      isDefault = true
      readers.invalidateAll()
      return true
    }
    guard isDefault || typed != value else { return false }
    value = typed
    isDefault = false
    readers.invalidateAll()
    return true
  }
}
