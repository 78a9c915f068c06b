extension ViewGraph {
  /// The element a pointer click at `point` lands on: the last element of
  /// ``elements()`` there that is no container (the innermost, in the
  /// topmost layer), else the last list there (its blank space picks a
  /// row). While a modal layer is up, only its own elements are hit.
  ///
  /// It searches from the end of the semantic tree and stops at the first
  /// hit, building only the elements of items whose frame holds the point
  /// (every element's frame is its item's frame, moved by the scroll views
  /// around it): a click near the bottom of a long form builds none of the
  /// rows above.
  ///
  /// A point hits only what is drawn there. A scroll view shows its content
  /// inside its frame only, so a point outside that frame passes over the
  /// content (a row scrolled out above the view is not under a button that
  /// sits above it); and the items of a stack, in order along its axis, are
  /// narrowed to those across the point by a binary search, as drawing
  /// narrows them to those in view. A click costs the depth of the tree and
  /// a search per stack, not a test of every row of a long form.
  func hitElement(at point: Point, modal: LayerNode?) -> Element? {
    var list: Element?
    let trees: [ViewNode] = modal.map { [$0] } ?? [root] + layers
    for tree in trees.reversed() {
      if let hit = lastHit(in: tree, at: point, shift: .zero, list: nil, fallback: &list) { return hit }
    }
    return list
  }

  /// The last element no container under `point` in `node`'s subtree, in
  /// the order of ``elements()``; notes the last list there in `fallback`
  /// if none was noted yet (the search runs backwards).
  private func lastHit(
    in node: ViewNode, at point: Point, shift: Point, list: ListNode?, fallback: inout Element?
  ) -> Element? {
    if !node.isLayoutItem || node.exposesChildElements, !hidesContent(of: node, at: point, shift: shift) {
      let inner = shift + node.contentShift
      let innerList = (node as? ListNode).flatMap { $0.isSelectable ? $0 : nil } ?? list
      let children = node.isLayoutItem ? node.layoutItems : node.children
      for child in children[itemsAcross(point, in: node, children, shift: inner)].reversed() where !child.isLayerRoot {
        if let hit = lastHit(in: child, at: point, shift: inner, list: innerList, fallback: &fallback) { return hit }
      }
    }
    guard node.isLayoutItem else { return nil }
    stats.hitFramesTested += 1
    guard Rect(origin: node.frame.origin + shift, size: node.frame.size).contains(point) else { return nil }
    let own = buildElement(of: node)
    guard var element = list?.rowElement(for: node, own: own) ?? own else { return nil }
    element.frame.origin = element.frame.origin + shift
    guard element.frame.contains(point) else { return nil }
    if element.role != .container { return element }
    if fallback == nil, node is ListNode { fallback = element }
    return nil
  }

  /// Whether `node` clips its content and `point` is outside it: a scroll
  /// view's content shows inside the scroll view's frame only.
  private func hidesContent(of node: ViewNode, at point: Point, shift: Point) -> Bool {
    guard node is ScrollNode else { return false }
    return !Rect(origin: node.frame.origin + shift, size: node.frame.size).contains(point)
  }

  /// The range of `items` (the items of `node`) that may be drawn across
  /// `point`: for a vertical stack or a scroll view's vertical content,
  /// whose items follow one another downwards, the few whose rows hold
  /// the point, found by a binary search (as drawing finds those in view);
  /// every item otherwise. (A horizontal stack's order follows the layout
  /// direction, so it is not searched.)
  private func itemsAcross(_ point: Point, in node: ViewNode, _ items: [ViewNode], shift: Point) -> Range<Int> {
    let isColumn =
      if let stack = node as? StackNode {
        stack.layout.axis == .vertical
      } else if let scroll = node as? ScrollNode {
        scroll.stackAxis == .vertical
      } else {
        false
      }
    guard isColumn else { return items.indices }
    let y = point.y - shift.y
    let first = items.partitioningIndex { $0.frame.maxY > y }
    stats.hitFramesTested += Int.bitWidth - items.count.leadingZeroBitCount
    var end = first
    while end < items.count, items[end].frame.minY <= y { end += 1 }
    return first..<end
  }
}
