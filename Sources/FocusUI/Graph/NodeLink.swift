/// A reference to a node that does not keep it alive and reads `nil` once
/// the node is gone: what a child holds of its parent, and a state slot of
/// the nodes that read it.
///
/// A Swift `weak` reference would do the same, but it gives the object a
/// side table, and every retain and release of an object with a side table
/// takes the runtime's slow path: with a weak reference to every parent,
/// that was a sixth of the time spent building a form. A node owns its
/// link (made on first use) and empties it when it deinitialises; the
/// holders of the link keep the link alive, never the node.
///
/// ```swift
/// let link = node.link
/// link.node  // the node while it lives, then nil
/// ```
final class NodeLink: @unchecked Sendable {
  /// Set once by the node, cleared by its deinitialiser, read on the main
  /// actor only (nodes live and die there).
  private(set) nonisolated(unsafe) unowned(unsafe) var node: ViewNode?

  init(_ node: ViewNode) {
    self.node = node
  }

  /// Called by the node as it deinitialises.
  func clear() {
    node = nil
  }
}

/// A reference to a node that does not keep it alive (see ``NodeLink``).
struct WeakNode {
  private let link: NodeLink
  var node: ViewNode? { link.node }

  @MainActor init(_ node: ViewNode) { link = node.link }
}
