/// A node, then its parents up to the root of its layer (``ViewNode/selfAndAncestors``).
///
/// Its own type rather than `sequence(first:next:)`: that function's
/// closure is nonisolated, so the main-actor closure walking the parents
/// asked the runtime for the current executor at every step — a few
/// percent of a Tab, which walks the focused chain more than once.
@MainActor
struct AncestorChain: @MainActor Sequence {
  let first: ViewNode?

  func makeIterator() -> Iterator { Iterator(upcoming: first) }

  @MainActor
  struct Iterator: @MainActor IteratorProtocol {
    var upcoming: ViewNode?

    mutating func next() -> ViewNode? {
      guard let node = upcoming else { return nil }
      upcoming = node.isLayerRoot ? nil : node.parent
      return node
    }
  }
}
