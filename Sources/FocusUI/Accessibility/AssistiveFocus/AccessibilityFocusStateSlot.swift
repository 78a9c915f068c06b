/// The persistent storage of one `@AccessibilityFocusState`: the
/// technologies it follows, the value derived from their cursors, and the
/// bodies that read it.
@MainActor
final class AccessibilityFocusStateSlot<Value: Hashable>: AnyAccessibilityFocusStateSlot {
  private var derived: DerivedFocusValue<Value>

  init(defaultValue: Value, technologies: AccessibilityTechnologies, session: AssistiveFocus) {
    derived = DerivedFocusValue(defaultValue: defaultValue)
    super.init(technologies: technologies, session: session)
  }

  func read() -> Value { derived.read() }

  func write(_ newValue: Value) {
    warnIfInBody(typeName)
    session?.requestWrite(to: self, value: derived.key(for: newValue))
  }

  override func setDerived(_ newValue: AnyHashable?) {
    _ = derived.set(newValue?.base)
  }

  override var typeName: String { derived.typeName("AccessibilityFocusState") }

  override var valueDescription: String { derived.valueDescription }
}

/// The type-erased face of an accessibility focus state, for the session.
@MainActor
class AnyAccessibilityFocusStateSlot: RegisteredFocusState {
  let stateID = FocusStateIDs.next()
  /// The technologies it follows; empty: every running one.
  let technologies: AccessibilityTechnologies
  weak var session: AssistiveFocus?

  init(technologies: AccessibilityTechnologies, session: AssistiveFocus) {
    self.technologies = technologies
    self.session = session
    session.register(self)
  }

  /// Sets the value derived from the cursors (`nil`: the default).
  func setDerived(_ newValue: AnyHashable?) {}

  /// The state's type, for messages: `AccessibilityFocusState<Bool>`.
  var typeName: String { "AccessibilityFocusState" }

  /// The value now, as Swift source writes it.
  var valueDescription: String { "" }
}

extension AnyAccessibilityFocusStateSlot: UnmountingSlot {
  /// The view holding the state left: the session forgets the state.
  func nodeWillUnmount() { session?.unregister(self) }
}
