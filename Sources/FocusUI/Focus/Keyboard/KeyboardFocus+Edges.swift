import FocusEngine

extension KeyboardFocus {
  /// Whether Tab (`forward`) or Shift-Tab from the focused view would go
  /// round to the other end of the window's order: the place a page gives
  /// the key back to the browser, so that focus can leave it (WCAG 2.2's
  /// 2.1.2, no keyboard trap). The terminal has no outside, and wraps.
  ///
  /// ```swift
  /// // order: Username, Password, Sign In; focused: Sign In
  /// graph.focus.tabWraps(forward: true)    // true
  /// graph.focus.tabWraps(forward: false)   // false
  /// ```
  ///
  /// Never while a sheet or an alert is up (it keeps focus until it is
  /// dismissed, as a dialog does), with nothing focused, or while rows of
  /// lazy stacks not made yet may hold the next stop.
  func tabWraps(forward: Bool) -> Bool {
    guard graph.modalLayer == nil, let focused = tree.focused, tree.contains(focused) else { return false }
    guard probedForEaches().isEmpty else { return false }
    return forward ? tree.order.last == focused : tree.order.first == focused
  }
}
