extension ViewGraph {
  /// The first element labelled `label` in the order of ``elements()``
  /// (the window's in tree order, then each layer's, then the open
  /// drop-down box's), found through the ``ElementIndex``: only the few
  /// items filed under the label have their elements built.
  package func element(labelled label: String) -> Element? {
    // Containers are labelled "" and are not filed: a rare search.
    if label.isEmpty { return elements().first { $0.label == label } }
    let candidates = feature(ElementIndex.self).candidates(labelled: label, in: self).compactMap {
      id -> (ViewNode, Element)? in
      guard let node = node(id), let element = element(of: node), element.label == label else { return nil }
      return (node, element)
    }
    if let first = candidates.min(by: { precedesInElements($0.0, $1.0) }) { return first.1 }
    return grabElements().first { $0.label == label }
  }

  /// The element that has keyboard focus: the focused node's, when it is
  /// in the semantic tree, else the highlighted item of the open drop-down
  /// box (as the first focused element of ``elements()``).
  package var focusedElement: Element? {
    // A graph with no focus session has no focused node; asking `focus`
    // would start one, which reading the elements does not.
    if let id = madeFocus?.tree.focused, let node = node(id),
      let element = element(of: node), element.isFocused
    {
      return element
    }
    return grabElements().first { $0.isFocused }
  }

  /// `node`'s element as ``elements()`` gives it (moved by the scroll
  /// views around it, marked selected in a selectable list), or `nil` when
  /// `node` has none there: it is no item, makes no element, or an item
  /// around it hides the elements inside (a button's label, a navigation
  /// level below the top one). O(depth).
  func element(of node: ViewNode) -> Element? {
    guard node.isMounted, node.isLayoutItem else { return nil }
    var shift = Point.zero
    var list: ListNode?
    var top = node
    if !node.isLayerRoot {
      var ancestor = node.parent
      while let current = ancestor {
        if current.isLayoutItem, !current.exposesChildElements { return nil }
        shift = shift + current.contentShift
        if list == nil, let candidate = current as? ListNode, candidate.isSelectable { list = candidate }
        top = current
        if current.isLayerRoot { break }
        ancestor = current.parent
      }
    }
    // Every mounted layer is listed; a node outside layers is in the root's
    // tree. (A view mounted for the accessibility tree only is in neither.)
    guard top === root || top is LayerNode else { return nil }
    let own = buildElement(of: node)
    let row = list?.rowElement(for: node, own: own)
    guard let built = row ?? own else { return nil }
    var element = labelled(built, of: node, isRow: row != nil)
    element.frame.origin = element.frame.origin + shift
    return element
  }

  /// `node`'s own element, counted in ``RuntimeStats/elementsBuilt``.
  func buildElement(of node: ViewNode) -> Element? {
    stats.elementsBuilt += 1
    return node.makeElement()
  }

  /// Whether `node`'s element comes before `other`'s in ``elements()``:
  /// the window's first, then the layers' bottom first, each in tree order.
  private func precedesInElements(_ node: ViewNode, _ other: ViewNode) -> Bool {
    let (layer, otherLayer) = (layerRank(of: node), layerRank(of: other))
    if layer != otherLayer { return layer < otherLayer }
    return node.precedesInTree(other)
  }

  /// 0 in the window, else 1 + the position of the node's layer in `layers`.
  private func layerRank(of node: ViewNode) -> Int {
    var top = node
    for ancestor in node.selfAndAncestors { top = ancestor }
    guard top.isLayerRoot, let position = layers.firstIndex(where: { $0 === top }) else { return 0 }
    return position + 1
  }

  /// The grab's elements (an open drop-down's items), counted.
  func grabElements() -> [Element] {
    guard let grab = activeGrab else { return [] }
    let elements = grab.elements()
    stats.elementsBuilt += elements.count
    return elements
  }
}
