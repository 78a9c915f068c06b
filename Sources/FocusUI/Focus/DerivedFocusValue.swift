/// The value of a focus state as its session derives it from where focus
/// (or a cursor) is, and the bodies that read it.
///
/// Keyboard and accessibility focus states both store one; bindings speak of
/// values as `AnyHashable` keys, with `nil` for the default.
@MainActor
struct DerivedFocusValue<Value: Hashable> {
  let defaultValue: Value
  private(set) var value: Value
  private var readers = BodyReaders()

  init(defaultValue: Value) {
    self.defaultValue = defaultValue
    value = defaultValue
  }

  var isDefault: Bool { value == defaultValue }

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
  /// default); bodies that read the old one run again. Returns the old and
  /// new values when it changed — typed, not as keys: boxing both in an
  /// `AnyHashable` on every Tab cost about 5 % of it, for the rare state
  /// with a custom control.
  mutating func set(_ newValue: Any?) -> (old: Value, new: Value)? {
    let typed = (newValue as? Value) ?? defaultValue
    guard typed != value else { return nil }
    let old = value
    value = typed
    readers.invalidateAll()
    return (old, typed)
  }
}
