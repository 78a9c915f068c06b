extension ViewGraph {
  /// The root node.
  var rootNode: ViewNode { root }

  /// Scrolls the scroll views around `node` the least needed to show it:
  /// the innermost shows the node, each one further out shows the part of
  /// the node the one inside shows.
  func reveal(_ node: ViewNode) {
    guard var rect = node.layoutBounds else { return }
    for case let scroll as ScrollNode in node.ancestors {
      scroll.scrollToVisible(rect)
      let shown = Rect(origin: rect.origin + scroll.contentShift, size: rect.size).intersection(scroll.frame)
      rect = shown.isEmpty ? scroll.frame : shown
    }
  }
}

extension ViewNode {
  /// Where this node is laid out: its frame, or for a node that is not a
  /// layout item the frames of its items together; `nil` with none placed.
  var layoutBounds: Rect? {
    if isLayoutItem { return hasBeenPlaced ? frame : nil }
    let placed = layoutItems.filter(\.hasBeenPlaced)
    guard let first = placed.first else { return nil }
    return placed.dropFirst().reduce(first.frame) { $0.union($1.frame) }
  }

  /// The lazy rows holding this node, innermost first: each lazy
  /// `ForEach` around it and the data offset of the row it is in.
  var lazyRowChain: [(rows: any KeyedRows, offset: Int)] {
    var chain: [(rows: any KeyedRows, offset: Int)] = []
    var node = self
    while let parent = node.parent {
      if let rows = parent.keyedRows, rows.isLazy, node.indexInParent < rows.rowOffsets.count {
        chain.append((rows, rows.rowOffsets[node.indexInParent]))
      }
      node = parent
    }
    return chain
  }
}
