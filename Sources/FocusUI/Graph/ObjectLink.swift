/// A reference to an object of the graph — a node (``NodeLink``), the
/// graph, one of its features — that does not keep it alive and reads
/// `nil` once it is gone: what a child holds of its parent, a journal entry
/// or the screen reader of its window, a `@FocusState` slot of its focus.
///
/// A Swift `weak` reference would do the same, but it gives the object a
/// side table, and then every retain and release of that object takes the
/// runtime's slow path: for the graph and its focus feature, which every
/// key touches many times, a tenth of a Tab. The object owns its link and
/// empties it as it deinitialises; holders keep the link alive, never the
/// object.
///
/// ```swift
/// let link = graph.link
/// link.target  // the graph while it lives, then nil
/// ```
final class ObjectLink<Target: AnyObject>: @unchecked Sendable {
  /// Set once by the object, cleared by its deinitialiser, read on the
  /// main actor only (graphs, nodes and features live and die there).
  private(set) nonisolated(unsafe) unowned(unsafe) var target: Target?

  init(_ target: Target) {
    self.target = target
  }

  /// Called by the object as it deinitialises.
  func clear() {
    target = nil
  }
}
