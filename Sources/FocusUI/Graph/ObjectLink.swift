/// A reference to a graph or one of its features that does not keep it
/// alive and reads `nil` once it is gone: what a journal entry, the screen
/// reader or a `@FocusState` slot holds of the window they serve.
///
/// The same trade as ``NodeLink``: a Swift `weak` reference gives its
/// object a side table, and then every retain and release of that object
/// takes the runtime's slow path — for the graph and its focus feature,
/// which every key touches many times, a tenth of a Tab. The object owns
/// its link and empties it as it deinitialises; holders keep the link
/// alive, never the object.
///
/// ```swift
/// let link = graph.link
/// link.target  // the graph while it lives, then nil
/// ```
final class ObjectLink<Target: AnyObject>: @unchecked Sendable {
  /// Set once by the object, cleared by its deinitialiser, read on the
  /// main actor only (graphs and their features live and die there).
  private(set) nonisolated(unsafe) unowned(unsafe) var target: Target?

  init(_ target: Target) {
    self.target = target
  }

  /// Called by the object as it deinitialises.
  func clear() {
    target = nil
  }
}
