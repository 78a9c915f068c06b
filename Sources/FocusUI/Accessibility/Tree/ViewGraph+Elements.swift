import FocusEngine

extension ViewGraph {
  /// The semantic tree of the last layout: the window's in tree order,
  /// then each layer's, bottom first.
  package func elements() -> [Element] {
    var result: [Element] = []
    collectElements(root, shift: .zero, list: nil, into: &result)
    for layer in layers { collectElements(layer, shift: .zero, list: nil, into: &result) }
    result += grabElements()
    return result
  }

  /// The elements ``elements()`` lists that show in `area`, and the
  /// focused one wherever it is: what a host that keeps an element per
  /// visible view needs, at a cost that follows what is visible. Inside a
  /// scroll view, a view whose frame is out of the visible part is passed
  /// over with all it holds (the scroll view clips them); the rows of a
  /// 10,000-field form cost a frame test each.
  package func elements(in area: Rect) -> [Element] {
    elements(in: area, keeping: nil)
  }

  /// ``elements(in:)``, each visible view's element kept in `cache` from
  /// the last frame when nothing it reads changed (see ``SemanticsCache``).
  func elements(in area: Rect, keeping cache: SemanticsCache?) -> [Element] {
    var result: [Element] = []
    // With no item above, the first item's walk up looks at every node
    // around it: a layer's, at the view that presents it and those around.
    let keeping = cache.map { Keeping(cache: $0, parentItem: nil, isUnderChange: false) }
    collectElements(root, shift: .zero, list: nil, area: area, keeping: keeping, into: &result)
    for layer in layers { collectElements(layer, shift: .zero, list: nil, area: area, keeping: keeping, into: &result) }
    result += grabElements()
    // As `focusedElement` does: reading elements starts no focus session.
    let focused = madeFocus?.tree.focused
    // Loops, not `removeAll(where:)`: a main-actor closure handed to the
    // standard library checks its executor on every call.
    var shown = 0
    var hasFocused = false
    for index in result.indices where result[index].id == focused || !result[index].frame.intersection(area).isEmpty {
      if result[index].id == focused { hasFocused = true }
      if index != shown { result.swapAt(index, shown) }
      shown += 1
    }
    result.removeSubrange(shown...)
    // Scrolled out of view: built from the focused view alone.
    if focused != nil, !hasFocused, let element = focusedElement {
      result.append(element)
    }
    return result
  }

  /// Collects elements, their frames moved by `shift` (the scroll offsets
  /// of the scroll views around them) onto the screen; the rows of `list`
  /// (the selectable list around) are marked selected or not. With an
  /// `area`, what a scroll view holds outside its visible part (`clip`, in
  /// the area) is passed over.
  private func collectElements(
    _ node: ViewNode, shift: Point, list: ListNode?, area: Rect? = nil, clip: Rect? = nil,
    keeping: Keeping? = nil, into result: inout [Element]
  ) {
    var keeping = keeping
    if node.isLayoutItem {
      let built: Element?
      if var cacheState = keeping {
        // The nodes between the item above and this one (modifiers) are
        // around it too.
        var ancestor = node.parent
        while !cacheState.isUnderChange, let current = ancestor, current !== cacheState.parentItem {
          if current.semanticMarks & ViewNode.SemanticMarks.changed != 0 { cacheState.isUnderChange = true }
          ancestor = current.parent
        }
        if let kept = cacheState.cache.keptElement(of: node, shift: shift, isUnderChange: cacheState.isUnderChange) {
          built = kept
        } else {
          built = labelledElement(of: node, list: list)
          cacheState.cache.keep(built, of: node, shift: shift)
        }
        cacheState.parentItem = node
        if node.semanticMarks & ViewNode.SemanticMarks.changed != 0, node.isReadByContent {
          cacheState.isUnderChange = true
        }
        keeping = cacheState
      } else {
        built = labelledElement(of: node, list: list)
      }
      if var element = built {
        element.frame.origin = element.frame.origin + shift
        result.append(element)
      }
      if !node.exposesChildElements { return }
    }
    let inner = shift + node.contentShift
    let innerList = (node as? ListNode).flatMap { $0.isSelectable ? $0 : nil } ?? list
    // Below a scroll view, only what shows inside its frame is visible.
    var clip = clip
    if let area, node is ScrollNode {
      clip = (clip ?? area).intersection(Rect(origin: node.frame.origin + shift, size: node.frame.size))
    }
    let children = node.isLayoutItem ? node.layoutItems : node.children
    var start = children.startIndex
    // A vertical stack's items lie one below the other: those above the
    // clip are skipped by a binary search, and the walk stops below it (a
    // 10,000-row form tests a screenful of frames, as drawing it does).
    // A form's or a list's scroll view stacks its rows itself.
    let axis = (node as? StackNode)?.layout.axis ?? (node as? ScrollNode)?.stackAxis
    let isColumn = clip != nil && node.isLayoutItem && axis == .vertical
    if isColumn, let clip {
      start = children.partitioningIndex { $0.frame.maxY + inner.y > clip.minY }
    }
    for child in children[start...] where !child.isLayerRoot {
      if clip != nil { stats.elementFramesTested += 1 }
      if let clip, child.isLayoutItem,
        Rect(origin: child.frame.origin + inner, size: child.frame.size).intersection(clip).isEmpty
      {
        if isColumn, child.frame.minY + inner.y >= clip.maxY { break }
        continue
      }
      collectElements(child, shift: inner, list: innerList, area: area, clip: clip, keeping: keeping, into: &result)
    }
  }

  /// `node`'s element as ``elements()`` has it before the scroll views
  /// around move it: its own, or its row's in `list`, labelled as the
  /// accessibility tree labels it.
  private func labelledElement(of node: ViewNode, list: ListNode?) -> Element? {
    let own = buildElement(of: node)
    let row = list?.rowElement(for: node, own: own)
    guard let built = row ?? own else { return nil }
    return labelled(built, of: node, isRow: row != nil)
  }

  /// Where a walk that keeps elements is: the cache, the last item above,
  /// and whether a node around changed.
  struct Keeping {
    let cache: SemanticsCache
    var parentItem: ViewNode?
    var isUnderChange: Bool
  }
}
