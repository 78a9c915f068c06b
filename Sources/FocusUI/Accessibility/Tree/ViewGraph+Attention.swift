extension ViewGraph {
  /// Where the keyboard is, for a screen reader that follows the
  /// terminal's cursor (BRLTTY, Speakup, Fenrir): the focused view's
  /// top-left cell, or the keyboard's row in a focused list; `nil` with no
  /// focus. Shown where the view is drawn (scroll views applied), in the
  /// window's coordinates. A text field being edited shows the caret
  /// instead (``textCursor``).
  ///
  /// ```swift
  /// host.press(.tab)
  /// graph.attentionPoint   // Point(x: 0, y: 4): the Username field
  /// ```
  package var attentionPoint: Point? {
    guard let id = madeFocus?.tree.focused, let node = node(id) else { return nil }
    if let list = node as? ListNode, let row = list.keyboardRowNode {
      return shownOrigin(of: row)
    }
    return focusedElement?.frame.origin ?? shownOrigin(of: node)
  }

  /// Where `node`'s top-left cell is drawn: its frame moved by the scroll
  /// views around it.
  private func shownOrigin(of node: ViewNode) -> Point {
    var origin = node.frame.origin
    var ancestor = node.parent
    while let current = ancestor {
      origin = origin + current.contentShift
      if current.isLayerRoot { break }
      ancestor = current.parent
    }
    return origin
  }
}
