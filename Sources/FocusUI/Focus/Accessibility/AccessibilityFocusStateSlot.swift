/// The persistent storage of one `@AccessibilityFocusState`: the
/// technologies it follows, the value derived from their cursors, and the
/// bodies that read it.
@MainActor
final class AccessibilityFocusStateSlot<Value: Hashable>: AnyAccessibilityFocusStateSlot {
  let defaultValue: Value
  private(set) var value: Value
  private var readers = BodyReaders()

  init(defaultValue: Value, technologies: AccessibilityTechnologies, session: AccessibilitySession) {
    self.defaultValue = defaultValue
    value = defaultValue
    super.init(technologies: technologies, session: session)
  }

  func read() -> Value {
    readers.recordCurrent()
    return value
  }

  func write(_ newValue: Value) {
    warnIfInBody("AccessibilityFocusState<\(Value.self)>")
    session?.requestWrite(to: self, value: newValue == defaultValue ? nil : AnyHashable(newValue))
  }

  override func setDerived(_ newValue: AnyHashable?) {
    let typed = (newValue?.base as? Value) ?? defaultValue
    guard typed != value else { return }
    value = typed
    readers.invalidateAll()
  }
}

/// The type-erased face of an accessibility focus state, for the session.
@MainActor
class AnyAccessibilityFocusStateSlot {
  private static var nextID = 0
  let stateID: Int
  /// The technologies it follows; empty: every running one.
  let technologies: AccessibilityTechnologies
  weak var session: AccessibilitySession?

  init(technologies: AccessibilityTechnologies, session: AccessibilitySession) {
    Self.nextID += 1
    stateID = Self.nextID
    self.technologies = technologies
    self.session = session
    session.register(self)
  }

  /// Sets the value derived from the cursors (`nil`: the default).
  func setDerived(_ newValue: AnyHashable?) {}
}

extension AnyAccessibilityFocusStateSlot: UnmountingSlot {
  /// The view holding the state left: the session forgets the state.
  func nodeWillUnmount() { session?.unregister(self) }
}
