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
    if !node.isLayoutItem || node.exposesChildElements {
      let inner = shift + node.contentShift
      let innerList = (node as? ListNode).flatMap { $0.isSelectable ? $0 : nil } ?? list
      for child in (node.isLayoutItem ? node.layoutItems : node.children).reversed() where !child.isLayerRoot {
        if let hit = lastHit(in: child, at: point, shift: inner, list: innerList, fallback: &fallback) { return hit }
      }
    }
    guard node.isLayoutItem, Rect(origin: node.frame.origin + shift, size: node.frame.size).contains(point) else {
      return nil
    }
    let own = buildElement(of: node)
    guard var element = list?.rowElement(for: node, own: own) ?? own else { return nil }
    element.frame.origin = element.frame.origin + shift
    guard element.frame.contains(point) else { return nil }
    if element.role != .container { return element }
    if fallback == nil, node is ListNode { fallback = element }
    return nil
  }
}
