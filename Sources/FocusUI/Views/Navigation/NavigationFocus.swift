import FocusEngine

/// Focus around navigation: into a view that appears (a pushed level, a
/// collapsed split view's next column), back to the view that had it when
/// it goes.
extension KeyboardFocus {
  /// Focus moves to `area`'s first `defaultFocus` view, else its first
  /// focusable view, unless focus is already inside (an `onAppear` write
  /// put it there). Returns `false` when `area` has nothing focusable yet.
  @discardableResult
  func moveFocus(into area: ViewNode) -> Bool {
    if let focused = tree.focused, let node = graph.node(focused), node.isInside(area) { return true }
    guard let target = defaultTarget(inside: area) ?? area.firstFocusTarget.map({ .init(node: $0, key: nil) })
    else { return false }
    focusByDefault(target, origin: .programmatic, cause: .navigation)
    return true
  }

  /// Focus returns to `id`'s view if it still takes focus, else moves into
  /// `area`.
  func returnFocus(to id: NodeID?, orInto area: ViewNode?) {
    if let id, let node = graph.node(id), node.isInFocusOrder {
      if tree.focused != id {
        focusByDefault(DefaultFocusTarget(node: node, key: nil), origin: .programmatic, cause: .navigation)
      }
      return
    }
    if let area { moveFocus(into: area) }
  }
}
