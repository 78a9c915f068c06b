/// Declares a focus scope: ``View/focusScope(_:)``.
public struct _FocusScopeModifier: PrimitiveModifier, Equatable {
  let namespace: Namespace.ID

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { FocusScopeNode(graph: graph) }
}

/// A focus scope: the modified view's subtree, named by a namespace.
final class FocusScopeNode: ModifierNode<_FocusScopeModifier> {
  private(set) var namespace: Namespace.ID?

  override func run() {
    if namespace != modifier.namespace {
      if let namespace { graph.focus.defaults.removeScope(id, namespace: namespace) }
      graph.focus.defaults.addScope(id, namespace: modifier.namespace)
      namespace = modifier.namespace
    }
    super.run()
  }

  override func willUnmount() {
    if let namespace { graph.focus.defaults.removeScope(id, namespace: namespace) }
    namespace = nil
    super.willUnmount()
  }
}

extension View {
  /// Makes this view a focus scope named `namespace`: views inside mark
  /// their preference with ``prefersDefaultFocus(_:in:)``, and
  /// ``ResetFocusAction`` (`resetFocus(in: namespace)`) returns focus to it.
  ///
  /// ```swift
  /// @Namespace private var toolbar
  ///
  /// HStack {
  ///   Button("Cut") { cut() }
  ///   Button("Paste") { paste() }
  ///     .prefersDefaultFocus(in: toolbar)
  /// }
  /// .focusScope(toolbar)
  /// ```
  ///
  /// A scope does not trap Tab: the user moves in and out of it freely.
  public func focusScope(_ namespace: Namespace.ID) -> some View {
    modifier(_FocusScopeModifier(namespace: namespace))
  }
}
