/// The persistent storage of one focus state, `@FocusState` or
/// `@AccessibilityFocusState`: its identity for its session, the link to
/// that session, the value the session derives from where focus (or a
/// cursor) is, and the bodies that read it. A view's state lives in its
/// node's slot; the property wrapper's box links to it when the view is
/// installed.
///
/// ```swift
/// let slot = FocusStateSlot<Bool, AssistiveFocus>(
///   defaultValue: false, followed: .voiceOver, session: graph.accessibility)
/// slot.read()      // false; the body running now runs again when it changes
/// slot.write(true) // VoiceOver's cursor moves in the next update
/// ```
///
/// A write while a body runs is applied, with a runtime warning (state
/// changes belong in actions). Reading records the running body as a
/// reader; a change of the derived value runs those bodies again.
@MainActor
final class FocusStateSlot<Value: Hashable, Session: FocusStateSession>: AnyFocusStateSlot<Session> {
  /// The value the state has while nothing derives another.
  let defaultValue: Value
  // The derived value lives in the slot's own fields rather than in a
  // generic struct: the slot's generic code reaches a struct of `Value`
  // through its type metadata, looked up on every Tab.
  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  /// The value its session derived from where focus (or a cursor) is.
  @exclusivity(unchecked) private(set) var value: Value
  /// Whether `value` is the default: kept rather than compared, since the
  /// slot's generic code compares through `Value`'s witnesses (for an
  /// optional, a tuple type made at run time) and it is asked on every Tab.
  @exclusivity(unchecked) private var isDefault = true
  /// The bodies that read the value, run again when it changes.
  @exclusivity(unchecked) private var readers = BodyReaders()
  /// Triggers handed to custom controls through ``FocusBinding``, by
  /// value. Only keyboard focus states hand them out (see the extension
  /// below); the others keep this empty.
  private var triggers: [Value: FocusTrigger] = [:]

  init(defaultValue: Value, followed: Session.Followed, session: Session) {
    self.defaultValue = defaultValue
    value = defaultValue
    super.init(followed: followed, session: session)
  }

  /// The value, recording the body running now as a reader.
  func read() -> Value {
    readers.recordCurrent()
    return value
  }

  func write(_ newValue: Value) {
    warnIfInBody(typeName)
    session?.requestWrite(to: self, value: newValue == defaultValue ? nil : AnyHashable(newValue))
  }

  override var hasDefaultValue: Bool { isDefault }

  /// The state's type for messages and reports: `FocusState<Field?>`.
  override var typeName: String {
    var name = "\(Value.self)"
    if name.hasPrefix("Optional<"), name.hasSuffix(">") {
      name = String(name.dropFirst("Optional<".count).dropLast()) + "?"
    }
    return "\(Session.stateWrapperName)<\(name)>"
  }

  /// The value as Swift source writes it: `.username`, `nil`, `true`.
  override var valueDescription: String { KeyboardFocus.describe(AnyHashable(value)) }

  override func setDerived(_ newValue: Any?) {
    guard let typed = newValue as? Value else { return setDerived(defaultValue, isDefault: true) }
    setDerived(typed, isDefault: typed == defaultValue)
  }

  /// ``setDerived(_:)`` with the value typed and whether it is the
  /// default known, as a binding entry has them: no cast, and no
  /// comparison with the default on every Tab.
  func setDerived(_ typed: Value, isDefault newIsDefault: Bool) {
    // Most states have no custom control: nothing more to do.
    guard !triggers.isEmpty else {
      change(to: typed, isDefault: newIsDefault)
      return
    }
    // A custom control hears of every change of its value, however it
    // came: a write, its own `onFocus`, or focus moving elsewhere.
    let oldValue = value
    let wasDefault = isDefault
    guard change(to: typed, isDefault: newIsDefault) else { return }
    if !wasDefault { triggers[oldValue]?.blur() }
    if !isDefault { triggers[value]?.focus() }
  }

  /// Sets the value; bodies that read the old one run again. Returns
  /// whether it changed.
  @discardableResult
  @inline(__always)
  private func change(to typed: Value, isDefault newIsDefault: Bool) -> Bool {
    if newIsDefault {
      guard !isDefault else { return false }
      value = defaultValue
      isDefault = true
    } else {
      guard isDefault || typed != value else { return false }
      value = typed
      isDefault = false
    }
    readers.invalidateAll()
    return true
  }

  override func trigger(forKey key: AnyHashable) -> FocusTrigger? {
    // Asked on every change of the state: most states have no custom control.
    guard !triggers.isEmpty, let value = key.base as? Value else { return nil }
    return triggers[value]
  }
}

extension FocusStateSlot where Session == KeyboardFocus {
  /// A `@FocusState`'s slot in `session`'s window.
  convenience init(defaultValue: Value, session: KeyboardFocus) {
    self.init(defaultValue: defaultValue, followed: (), session: session)
  }

  /// The trigger a custom control stands for `value` with
  /// (``FocusBinding``), made on first use.
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

  /// The triggers, for a state that goes on alone when its window closes.
  var allTriggers: [Value: FocusTrigger] { triggers }
}

/// The type-erased face of a focus state's slot, for its session.
@MainActor
class AnyFocusStateSlot<Session: FocusStateSession>: RegisteredFocusState {
  let stateID = FocusStateIDs.next()
  /// What the state follows within its session (``FocusStateSession/Followed``).
  let followed: Session.Followed
  /// The window's focus while it lives.
  var session: Session? { sessionLink.target }
  /// The session's link rather than a `weak` reference: a weak reference
  /// gives the session a side table, and then every retain and release of
  /// it (many per key) takes the runtime's slow path.
  private let sessionLink: ObjectLink<Session>

  init(followed: Session.Followed, session: Session) {
    self.followed = followed
    sessionLink = session.link
    session.register(self)
  }

  var hasDefaultValue: Bool { true }

  /// The state's type, for messages: `FocusState<Field?>`.
  var typeName: String { Session.stateWrapperName }

  /// The value now, as Swift source writes it.
  var valueDescription: String { "" }

  /// Sets the value derived from focus (`nil`, or a value of another
  /// type: the default); when it changed, the triggers a custom control
  /// installed for the old and the new value hear of it (blur, then
  /// focus).
  func setDerived(_ newValue: Any?) {}

  /// The trigger a custom control installed for `key`, if any.
  func trigger(forKey key: AnyHashable) -> FocusTrigger? { nil }
}

extension AnyFocusStateSlot: UnmountingSlot {
  /// The view holding the state left: the session forgets the state.
  func nodeWillUnmount() { session?.unregister(self) }
}
