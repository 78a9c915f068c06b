/// A reference to a node that does not keep it alive and reads `nil` once
/// the node is gone: what a child holds of its parent, and a state slot of
/// the nodes that read it (see ``ObjectLink``). With a `weak` reference to
/// every parent, side tables were a sixth of the time spent building a
/// form. A node makes its link on first use.
///
/// ```swift
/// let link = node.link
/// link.node  // the node while it lives, then nil
/// ```
typealias NodeLink = ObjectLink<ViewNode>

extension ObjectLink where Target == ViewNode {
  /// The node while it lives.
  var node: ViewNode? { target }
}

/// A reference to a node that does not keep it alive (see ``NodeLink``).
struct WeakNode {
  private let link: NodeLink
  var node: ViewNode? { link.node }

  @MainActor init(_ node: ViewNode) { link = node.link }
}
