/// PageUp, PageDown, Home and End scroll a scroll view, as they do in a
/// focused scroll view on a Mac.
///
/// - Which scroll view: the innermost one around the focused view that
///   has something to scroll; with nothing focused, the first one in the
///   window that has.
/// - How far: PageUp and PageDown by the visible length less one line
///   (one line of context stays in view); Home and End to the start and
///   the end. A scroll view scrolling only sideways scrolls sideways.
/// - Focus does not move, as on a Mac. The focused view may scroll out of
///   sight; the next Tab (or any other move) goes to the next view in
///   order and scrolls it back into view.
///
/// These keys reach scroll views only when the focused control and the
/// `onKeyPress` handlers around it did not use them: a text field keeps
/// Home and End for its caret.
extension ViewGraph {
  /// Scrolls for PageUp, PageDown, Home or End; whether a scroll view took
  /// the key.
  func scrollForKey(_ key: KeyEquivalent) -> Bool {
    guard key == .pageUp || key == .pageDown || key == .home || key == .end else { return false }
    guard let scroll = scrollViewForKeys else { return false }
    let axis: Axis = scroll.canScroll(.vertical) ? .vertical : .horizontal
    let page = max(1, (axis == .vertical ? scroll.frame.height : scroll.frame.width) - 1)
    func moved(_ delta: Int) -> Point {
      axis == .vertical
        ? Point(x: scroll.offset.x, y: scroll.offset.y + delta) : Point(x: scroll.offset.x + delta, y: scroll.offset.y)
    }
    switch key {
    case .pageUp, .pageDown:
      let original = scroll.offset
      scroll.scroll(to: moved(key == .pageUp ? -page : page))
      scroll.settleUserScroll(from: original)
    case .home:
      scroll.scroll(to: axis == .vertical ? Point(x: scroll.offset.x, y: 0) : Point(x: 0, y: scroll.offset.y))
      scrolling.requestEdge(scroll, end: false)
    default:
      let end = scroll.maxOffset
      scroll.scroll(to: axis == .vertical ? Point(x: scroll.offset.x, y: end.y) : Point(x: end.x, y: scroll.offset.y))
      scrolling.requestEdge(scroll, end: true)
    }
    return true
  }

  /// The scroll view the keys scroll: around focus, else the first.
  private var scrollViewForKeys: ScrollNode? {
    func scrolls(_ node: ScrollNode) -> Bool { node.canScroll(.vertical) || node.canScroll(.horizontal) }
    if let focused = focusedNode {
      // A focusable scroll view has focus itself (through its modifiers).
      var inner: ViewNode? = focused
      while let node = inner, !(node is ScrollNode), node.children.count == 1, !node.isLayoutItem || node === focused {
        inner = node.children[0]
      }
      if let own = inner as? ScrollNode, scrolls(own) { return own }
      return focused.ancestors.lazy.compactMap { $0 as? ScrollNode }.first(where: scrolls)
    }
    return scrollNodes.first(where: scrolls)
  }
}
