extension ViewNode {
  /// Whether this node is `node` or lies inside it, in the same layer
  /// (a presentation's views are not inside the views that present them).
  func isInside(_ node: ViewNode) -> Bool {
    // A view mounted for the accessibility tree only is inside the view it
    // stands for.
    self === node || accessibilityAncestors.contains { $0 === node }
  }

  /// Whether `node` is this node's parent, or its parent's, and so on,
  /// across layers.
  func isDescendant(of node: ViewNode) -> Bool {
    sequence(first: self) { $0.parent }.dropFirst().contains { $0 === node }
  }

  /// Whether this node comes before `other` in tree order (a container
  /// before what it contains); costs about the tree's depth.
  func precedesInTree(_ other: ViewNode) -> Bool {
    treePath.lexicographicallyPrecedes(other.treePath)
  }

  /// The indices leading from the root to this node.
  private var treePath: [Int] {
    var path: [Int] = []
    var node = self
    while let parent = node.parent {
      path.append(node.indexInParent)
      node = parent
    }
    return path.reversed()
  }
}
