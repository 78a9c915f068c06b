/// Marks a view as its focus scope's default: ``View/prefersDefaultFocus(_:in:)``.
public struct _PrefersDefaultFocusModifier: PrimitiveModifier, Equatable {
  let prefersDefaultFocus: Bool
  let namespace: Namespace.ID

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { PrefersDefaultFocusNode(graph: graph) }
}

/// A view preferring default focus in the scope of a namespace.
final class PrefersDefaultFocusNode: ModifierNode<_PrefersDefaultFocusModifier>, DefaultFocusPreference {
  private var isRegistered = false

  override func run() {
    if modifier.prefersDefaultFocus {
      if !isRegistered || modifierChanged {
        graph.focus.defaults.add(id, isUserInitiated: false, isNew: !isRegistered)
        isRegistered = true
      }
      if scope == nil {
        graph.diagnostics.warn(
          "prefersDefaultFocus(_:in:): no focusScope(_:) around this view declares its namespace; "
            + "the preference is ignored. Apply .focusScope(namespace) to a container of the view.")
      }
    } else if isRegistered {
      graph.focus.defaults.remove(id)
      isRegistered = false
    }
    super.run()
  }

  override func willUnmount() {
    if isRegistered { graph.focus.defaults.remove(id) }
    isRegistered = false
    super.willUnmount()
  }

  /// The nearest enclosing scope declaring this view's namespace.
  var scope: FocusScopeNode? {
    for case let scope as FocusScopeNode in ancestors where scope.namespace == modifier.namespace {
      return scope
    }
    return nil
  }

  var preferenceNode: ViewNode { self }
  var preferredNamespace: Namespace.ID? { modifier.namespace }

  func preferredTarget(in session: KeyboardFocus) -> DefaultFocusTarget? {
    guard modifier.prefersDefaultFocus, scope != nil, let node = firstFocusTarget else { return nil }
    return DefaultFocusTarget(node: node, key: nil)
  }
}

extension View {
  /// Makes this view the one that gets focus by default in the focus scope
  /// of `namespace`: when the window opens with nothing focused, and when
  /// ``ResetFocusAction`` resets focus in that scope.
  ///
  /// ```swift
  /// @Namespace private var login
  ///
  /// VStack {
  ///   TextField("Username", text: $username)
  ///   SecureField("Password", text: $password)
  ///     .prefersDefaultFocus(in: login)
  /// }
  /// .focusScope(login)
  /// ```
  ///
  /// A container of ``focusScope(_:)`` must declare `namespace`; without
  /// one the preference is ignored and a runtime warning says so. When
  /// several views of one scope prefer default focus, the first in tree
  /// order wins. `prefersDefaultFocus(false, in:)` states no preference.
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
    modifier(_PrefersDefaultFocusModifier(prefersDefaultFocus: prefersDefaultFocus, namespace: namespace))
  }
}
