/// A value that follows where focus is, and moves focus when you set it.
///
/// Bind views to values with ``View/focused(_:equals:)`` (or
/// ``View/focused(_:)`` for a `Bool`). When focus enters a bound view, the
/// state reads that view's value; when focus leaves every bound view, it
/// reads `nil` (or `false`). Setting the state moves focus to the view bound
/// to the new value; setting `nil` (or `false`) removes focus.
///
/// ```swift
/// struct LoginForm: View {
///   enum Field: Hashable { case username, password }
///
///   @State private var username = ""
///   @State private var password = ""
///   @FocusState private var focusedField: Field?
///
///   var body: some View {
///     Form {
///       TextField("Username", text: $username)
///         .focused($focusedField, equals: .username)
///       SecureField("Password", text: $password)
///         .focused($focusedField, equals: .password)
///       Button("Sign In") {
///         if username.isEmpty {
///           focusedField = .username
///         } else if password.isEmpty {
///           focusedField = .password
///         } else {
///           handleLogin(username, password)
///         }
///       }
///     }
///   }
/// }
/// ```
///
/// How the value is derived: the runtime walks from the focused view up
/// through its ancestors, innermost first; the first binding of this state it
/// meets gives the value. So a state bound to a container reads `true` (or
/// the container's value) while focus is anywhere inside it, unless a binding
/// of the same state closer to focus says otherwise. When one view carries
/// several values of one state and focus arrived there by setting one of
/// them, the state reads the value that was set.
///
/// A write is applied before the next frame, in the same update; reading the
/// state in the action that wrote it still gives the old value. A write whose
/// view does not exist yet waits, and is applied in the update where that
/// view appears (append a row, then focus it, in one action); it is dropped if
/// the user moves focus first, or another write to the state replaces it.
///
/// ## Outside a view
///
/// As a deliberate extension of SwiftUI (after Blueprint's model), a focus
/// state also works outside views: in a model object, a view controller, a
/// test. There it is live storage: it keeps what you write, ``FocusBinding``
/// triggers fire on writes, custom controls' `onFocus`/`onBlur` write it,
/// and its triggers go away with the object that holds it. Once a view binds
/// it with ``View/focused(_:equals:)``, it belongs to that view's window:
/// writes move real focus and the user's focus moves update it. A state
/// bound in a second window warns and follows only the first; when its
/// window closes it goes on alone with its last value.
///
/// ```swift
/// @MainActor @Observable final class LoginModel {
///   @ObservationIgnored @FocusState var field: Field?
///   var username = ""
///   func submit() { field = username.isEmpty ? .username : nil }
/// }
///
/// TextField("Username", text: $model.username)
///   .focused(model.$field, equals: .username)
/// ```
@MainActor @preconcurrency
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: FocusStateBox<Value>

  // The initialisers live in the type's body (not in extensions) so that
  // `@FocusState var x: T?` is default-initialised and stays out of the
  // view's memberwise initialiser.

  /// Creates a focus state that is `true` while focus is in a view bound
  /// with ``View/focused(_:)``.
  public init() where Value == Bool {
    box = FocusStateBox(defaultValue: false)
  }

  /// Creates a focus state holding the value of the focused bound view, or
  /// `nil`.
  public init<T: Hashable>() where Value == T? {
    box = FocusStateBox(defaultValue: nil)
  }

  /// The current value: where focus is, in terms of the bound values.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to hand to ``View/focused(_:equals:)``.
  public var projectedValue: Binding {
    Binding(box: box)
  }

  /// A property wrapper for a focus state handed to another view: it reads
  /// and writes the same state.
  ///
  /// ```swift
  /// struct NameField: View {
  ///   @FocusState.Binding var isFocused: Bool
  ///   var body: some View {
  ///     TextField("Name", text: .constant("")).focused($isFocused)
  ///   }
  /// }
  /// ```
  @MainActor @preconcurrency
  @propertyWrapper
  public struct Binding {
    let box: FocusStateBox<Value>

    init(box: FocusStateBox<Value>) {
      self.box = box
    }

    /// The state's current value; setting it moves focus.
    public var wrappedValue: Value {
      get { box.read() }
      nonmutating set { box.write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState.Binding: BindingComparable {
  /// Bindings of one state compare equal, so a child handed the same
  /// binding again is not re-evaluated.
  func hasSameLocation(as other: FocusState<Value>.Binding) -> Bool {
    box === other.box || (box.slot != nil && box.slot === other.box.slot)
  }
}

extension FocusState: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    if box.hasDetachedWrite {
      // Written in the view's initialiser: a view's state lives in its node,
      // which the value written to a not-yet-installed copy never reaches.
      node.graph.diagnostics.warn(
        "FocusState<\(Value.self)> of \(node.debugName) was written before the view was installed "
          + "(in its initialiser?); the write is ignored. Write it in an action or in onAppear.")
    }
    if ordinal < node.slots.count, let slot = node.slots[ordinal] as? FocusStateSlot<Value, KeyboardFocus> {
      box.slot = slot
    } else {
      let slot = FocusStateSlot(defaultValue: box.defaultValue, session: node.graph.focus)
      node.setSlot(slot, at: ordinal)
      box.slot = slot
    }
  }
}

/// What a `FocusState` value holds.
///
/// Declared in a view, the state lives in the view's node: installing the
/// view links the box to that node's slot. Declared anywhere else (a model
/// object, a view controller, a test) the box is the storage itself: reads
/// and writes work, ``FocusBinding`` triggers fire, and the first time a
/// view binds the state with `.focused(...)`, the box joins that window's
/// focus session, so that writes move real focus and focus moves update it.
@MainActor
final class FocusStateBox<Value: Hashable> {
  let defaultValue: Value
  /// The slot of the view that declared the state, or the slot the state
  /// joined in the window that bound it.
  var slot: FocusStateSlot<Value, KeyboardFocus>?
  /// Whether `slot` was made for this box when a window bound it (the box
  /// owns it), rather than installed from a view.
  private var ownsSlot = false
  /// The value while the state is in no window.
  private var detachedValue: Value
  private var readers = BodyReaders()
  /// Triggers of custom controls, while the state is in no window; they move
  /// to the slot when it joins one.
  private var triggers: [Value: FocusTrigger] = [:]
  private var warnedTwoWindows = false

  init(defaultValue: Value) {
    self.defaultValue = defaultValue
    detachedValue = defaultValue
  }

  func read() -> Value {
    guard let slot = liveSlot else {
      readers.recordCurrent()
      return detachedValue
    }
    return slot.read()
  }

  func write(_ value: Value) {
    guard let slot = liveSlot else {
      warnIfInBody("FocusState")
      setDetached(value)
      return
    }
    slot.write(value)
  }

  /// The slot, unless its window closed: then the state goes on detached,
  /// with the last value it had there.
  private var liveSlot: FocusStateSlot<Value, KeyboardFocus>? {
    guard let slot else { return nil }
    if slot.session == nil, ownsSlot {
      detachedValue = slot.value
      triggers = slot.allTriggers
      self.slot = nil
      ownsSlot = false
      return nil
    }
    return slot
  }

  /// Sets the detached value: readers run again, and the triggers of the
  /// old and new values fire, as they do in a window.
  private func setDetached(_ value: Value) {
    guard value != detachedValue else { return }
    let old = detachedValue
    detachedValue = value
    readers.invalidateAll()
    if old != defaultValue { triggers[old]?.blur() }
    if value != defaultValue { triggers[value]?.focus() }
  }

  /// The slot a `.focused(...)` binding in `session`'s window uses: the
  /// installed one, or one made now for a state declared outside views.
  /// `nil`, with a warning, when the state already belongs to another window.
  func slot(in session: KeyboardFocus) -> FocusStateSlot<Value, KeyboardFocus>? {
    if let slot = liveSlot {
      guard slot.session !== session, ownsSlot else { return slot }
      if !warnedTwoWindows {
        warnedTwoWindows = true
        session.graph.diagnostics.warn(
          "FocusState<\(Value.self)> is bound in two windows; only the first one's focus follows it.")
      }
      return nil
    }
    let slot = FocusStateSlot(defaultValue: defaultValue, session: session)
    slot.adopt(triggers)
    triggers = [:]
    self.slot = slot
    ownsSlot = true
    if detachedValue != defaultValue { slot.write(detachedValue) }
    // Bodies that read the detached value read the slot from now on.
    readers.invalidateAll()
    return slot
  }

  /// Whether a value was written while detached (what a view's state
  /// loses when its view is installed).
  var hasDetachedWrite: Bool { slot == nil && detachedValue != defaultValue }

  /// The slot of the view that declared the state, if a view did.
  var installedSlot: FocusStateSlot<Value, KeyboardFocus>? { ownsSlot ? nil : slot }

  /// The trigger for `value`: the slot's, or the box's own while detached.
  func trigger(for value: Value) -> FocusTrigger {
    if let slot = liveSlot { return slot.trigger(for: value) }
    if let trigger = triggers[value] { return trigger }
    let trigger = FocusTrigger()
    triggers[value] = trigger
    return trigger
  }

  /// A custom control standing for `value` took focus.
  func controlDidFocus(_ value: Value) {
    if let slot = liveSlot {
      slot.session?.externalFocus(slot, key: AnyHashable(value))
    } else {
      setDetached(value)
    }
  }

  /// A custom control standing for `value` lost focus: the state resets if
  /// it still holds `value`.
  func controlDidBlur(_ value: Value) {
    if let slot = liveSlot {
      slot.session?.externalBlur(slot, key: AnyHashable(value))
    } else if detachedValue == value {
      setDetached(defaultValue)
    }
  }
}
