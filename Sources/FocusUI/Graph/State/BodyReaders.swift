/// The nodes whose bodies read a value, so that a change re-runs exactly
/// them. Each change forgets them: the next run records its reads again.
@MainActor
struct BodyReaders {
  private var nodes: [ObjectIdentifier: WeakNode] = [:]

  /// Records the body running now, if any, as a reader.
  mutating func recordCurrent() {
    if let reader = ViewGraph.evaluationStack.last {
      nodes[ObjectIdentifier(reader)] = WeakNode(reader)
    }
  }

  /// Invalidates the readers and forgets them.
  mutating func invalidateAll() {
    let current = nodes
    nodes.removeAll(keepingCapacity: true)
    for reader in current.values {
      reader.node?.invalidate()
    }
  }
}
