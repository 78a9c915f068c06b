import FocusEngine

/// The persistent storage of one `@FocusState`: its identity for the focus
/// session, the value derived from where focus is, and the bodies that read
/// it.
@MainActor
final class FocusStateSlot<Value: Hashable>: AnyFocusStateSlot {
  private var derived: DerivedFocusValue<Value>
  /// Triggers handed to custom controls through ``FocusBinding``, by value.
  private var triggers: [Value: FocusTrigger] = [:]

  init(defaultValue: Value, session: KeyboardFocus) {
    derived = DerivedFocusValue(defaultValue: defaultValue)
    super.init(session: session)
  }

  var value: Value { derived.value }

  func read() -> Value { derived.read() }

  func write(_ newValue: Value) {
    warnIfInBody(typeName)
    session?.requestWrite(to: self, value: derived.key(for: newValue))
  }

  override var hasDefaultValue: Bool { derived.isDefault }

  override var typeName: String { derived.typeName("FocusState") }

  override var valueDescription: String { derived.valueDescription }

  override func setDerived(_ newValue: Any?) {
    // Most states have no custom control: nothing more to do.
    guard let change = derived.set(newValue), !triggers.isEmpty else { return }
    // A custom control hears of every change of its value, however it
    // came: a write, its own `onFocus`, or focus moving elsewhere.
    if change.old != derived.defaultValue { triggers[change.old]?.blur() }
    if change.new != derived.defaultValue { triggers[change.new]?.focus() }
  }

  func trigger(for value: Value) -> FocusTrigger {
    if let trigger = triggers[value] { return trigger }
    let trigger = FocusTrigger()
    triggers[value] = trigger
    return trigger
  }

  /// Takes over triggers a state made before it joined a window.
  func adopt(_ triggers: [Value: FocusTrigger]) {
    self.triggers.merge(triggers) { current, _ in current }
  }

  var allTriggers: [Value: FocusTrigger] { triggers }

  override func trigger(forKey key: AnyHashable) -> FocusTrigger? {
    // Asked on every change of the state: most states have no custom control.
    guard !triggers.isEmpty, let value = key.base as? Value else { return nil }
    return triggers[value]
  }
}

/// The type-erased face of a focus state slot, for the session.
@MainActor
class AnyFocusStateSlot: RegisteredFocusState {
  let stateID = FocusStateIDs.next()
  /// The window's focus while it lives.
  var session: KeyboardFocus? { sessionLink.target }
  private let sessionLink: ObjectLink<KeyboardFocus>

  init(session: KeyboardFocus) {
    sessionLink = session.link
    session.register(self)
  }

  var hasDefaultValue: Bool { true }

  /// The state's type, for messages: `FocusState<Field?>`.
  var typeName: String { "FocusState" }

  /// The value now, as Swift source writes it.
  var valueDescription: String { "" }

  /// Sets the value derived from focus (`nil`: the default); when it
  /// changed, the triggers a custom control installed for the old and the
  /// new value hear of it (blur, then focus).
  func setDerived(_ newValue: Any?) {}

  /// The trigger a custom control installed for `key`, if any.
  func trigger(forKey key: AnyHashable) -> FocusTrigger? { nil }
}

extension AnyFocusStateSlot: UnmountingSlot {
  /// The view holding the state left: the session forgets the state.
  func nodeWillUnmount() { session?.unregister(self) }
}
