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
    if ordinal < node.slots.count, let slot = node.slots[ordinal] as? FocusStateSlot<Value> {
      box.slot = slot
    } else {
      let slot = FocusStateSlot(defaultValue: box.defaultValue, session: node.graph.focus)
      node.setSlot(slot, at: ordinal)
      box.slot = slot
    }
  }
}

/// What a `FocusState` value holds: its default until the runtime links it
/// to the node's slot.
@MainActor
final class FocusStateBox<Value: Hashable> {
  let defaultValue: Value
  var slot: FocusStateSlot<Value>?
  private var warned = false

  init(defaultValue: Value) {
    self.defaultValue = defaultValue
  }

  func read() -> Value {
    guard let slot else {
      warnDetached()
      return defaultValue
    }
    return slot.read()
  }

  func write(_ value: Value) {
    guard let slot else {
      warnDetached()
      return
    }
    slot.write(value)
  }

  /// The installed slot, or `nil` with a warning: a binding made from a
  /// state that no view installed cannot move focus.
  var installedSlot: FocusStateSlot<Value>? {
    if slot == nil { warnDetached() }
    return slot
  }

  private func warnDetached() {
    guard !warned else { return }
    warned = true
    RuntimeWarnings.emitGlobally(
      "FocusState<\(Value.self)> is used outside of an installed view (for example in a model object); "
        + "its value is constant (\(defaultValue)) and will not update. Declare it with @FocusState in a View.")
  }
}
