extension ViewGraph {
  /// The innermost view with a gesture inside `top` (and the layers over
  /// the window, when `layers`) whose layout items cover `point` on
  /// screen; with no point, the first in tree order.
  func gesture(inside top: ViewNode, at point: Point?, layers: Bool = false) -> ViewNode? {
    var found: ViewNode?
    func visit(_ node: ViewNode) {
      if (node as? any InteractiveControl)?.recognizesTaps == true, covers(node, point) {
        if point == nil, found != nil { return }
        found = node
      }
      for child in node.children where !child.isLayerRoot { visit(child) }
    }
    visit(top)
    if layers { for layer in self.layers { visit(layer) } }
    return found
  }

  /// Offers the `count`-th click of a series to `gesture` and the gestures
  /// around it, innermost first (up to `top`, when given): the first
  /// waiting for it takes it.
  func clickGestures(around gesture: ViewNode, count: Int, upTo top: ViewNode? = nil) {
    for node in gesture.selfAndAncestors {
      if node === top { return }
      if (node as? any InteractiveControl)?.tap(count: count) == true { return }
    }
  }

  /// Whether `point` is on one of `node`'s layout items, on screen.
  private func covers(_ node: ViewNode, _ point: Point?) -> Bool {
    guard let point else { return true }
    let items = node.isLayoutItem ? [node] : node.layoutItems
    return items.contains { $0.screenFrame.contains(point) }
  }

  /// The pointer moved to `point` of the window with the button held: the
  /// control the press landed on follows it (a slider's thumb along its
  /// track).
  package func drag(to point: Point) {
    guard let id = pointer.captured, let node = node(id), let control = node as? any InteractiveControl else { return }
    if let modal = modalLayer, !node.isInside(modal) { return }
    control.drag(to: point - node.screenFrame.origin)
  }

  /// The pointer moved to `point` of the window: the views with `onHover`
  /// actions it entered or left are told. While a modal layer is up, the
  /// views behind it are not under the pointer.
  package func pointerMoved(to point: Point?) {
    let hoverNodes = pointer.hoverNodes
    guard !hoverNodes.isEmpty else { return }
    let modal = modalLayer
    for id in hoverNodes.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let node = node(id), let hover = node as? any InteractiveControl else { continue }
      let isInside = modal.map { node.isInside($0) } ?? true
      hover.setHovered(isInside && point.map { covers(node, $0) } == true)
    }
  }
}
