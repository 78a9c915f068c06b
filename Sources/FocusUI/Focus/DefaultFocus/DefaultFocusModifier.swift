import FocusEngine

/// Marks a region whose default focus is a value of a focus state:
/// ``View/defaultFocus(_:_:priority:)``.
public struct _DefaultFocusModifier<Value: Hashable>: PrimitiveModifier {
  let binding: FocusState<Value>.Binding
  let value: Value
  let priority: DefaultFocusEvaluationPriority

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { DefaultFocusNode<Value>(graph: graph) }
}

/// A `defaultFocus` region: the modified view's subtree. It joins the
/// session's preferences when it mounts and leaves them when it goes.
final class DefaultFocusNode<Value: Hashable>: ModifierNode<_DefaultFocusModifier<Value>>, DefaultFocusPreference {
  private var key: BindingKey?
  private var isRegistered = false

  override func run() {
    let slot = modifier.binding.box.slot(in: graph.focus)
    key = slot.map { BindingKey(state: $0.stateID, value: AnyHashable(modifier.value)) }
    let isUserInitiated = modifier.priority == .userInitiated
    if !isRegistered || modifierChanged {
      graph.focus.defaults.add(id, isUserInitiated: isUserInitiated, isNew: !isRegistered)
      isRegistered = true
    }
    super.run()
  }

  override func willUnmount() {
    graph.focus.defaults.remove(id)
    super.willUnmount()
  }

  var preferenceNode: ViewNode { self }
  var preferredNamespace: Namespace.ID? { nil }

  func preferredTarget(in session: KeyboardFocus) -> DefaultFocusTarget? {
    // A row of a lazy stack not made yet is made for it, as for a write.
    guard let key, let node = session.target(for: key) ?? session.lazyTarget(for: key, warns: false) else {
      return nil
    }
    return DefaultFocusTarget(node: node, key: key)
  }
}

extension View {
  /// Gives focus to the view bound to `value` of `binding` when focus
  /// enters this view's region automatically: when the window opens with
  /// nothing focused, or when the region first appears while nothing is
  /// focused.
  ///
  /// ```swift
  /// struct LoginForm: View {
  ///   enum Field: Hashable { case username, password }
  ///   @FocusState private var focusedField: Field?
  ///
  ///   var body: some View {
  ///     Form {
  ///       TextField("Username", text: $username)
  ///         .focused($focusedField, equals: .username)
  ///       SecureField("Password", text: $password)
  ///         .focused($focusedField, equals: .password)
  ///     }
  ///     .defaultFocus($focusedField, .password)
  ///   }
  /// }
  /// ```
  ///
  /// The default is a starting point, not a binding: writing the state
  /// afterwards (in `onAppear` too: default focus is evaluated once the
  /// window's first update, its `onAppear` actions included, has run) moves
  /// focus as usual, and the state reads the default's value while its view
  /// has focus. When the bound view does not exist yet, the region waits for
  /// it while nothing else gets focus. Among several regions, the first in
  /// tree order whose view exists wins (an outer region before an inner
  /// one).
  ///
  /// Focus moved into a container programmatically (a write of a value
  /// bound to a container around the region) lands on the bound view too.
  ///
  /// With ``DefaultFocusEvaluationPriority/userInitiated``, Tab or
  /// Shift-Tab moving into the region from outside lands on the bound view
  /// too; with ``DefaultFocusEvaluationPriority/automatic`` (the default),
  /// they stop at the region's first or last focusable view.
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(_DefaultFocusModifier(binding: binding, value: value, priority: priority))
  }
}
