extension View {
  /// Marks this layout as the one whose views are the scroll targets of
  /// the scroll view around it, for ``View/scrollPosition(id:anchor:)``.
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyVStack { ForEach(items) { ItemRow(item: $0) } }
  ///     .scrollTargetLayout()
  /// }
  /// .scrollPosition(id: $visibleItem)
  /// ```
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
  }
}

/// ``View/scrollTargetLayout(isEnabled:)``.
public struct _ScrollTargetLayoutModifier: PrimitiveModifier, Equatable {
  let isEnabled: Bool

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { ScrollTargetLayoutNode(graph: graph) }
}

/// Marks the layout whose views are scroll targets.
final class ScrollTargetLayoutNode: ModifierNode<_ScrollTargetLayoutModifier> {
  override func didMount() {
    graph.scrolling.targetLayouts[ObjectIdentifier(self)] = self
  }

  override func willUnmount() {
    graph.scrolling.targetLayouts[ObjectIdentifier(self)] = nil
  }
}
