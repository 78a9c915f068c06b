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
    // Taken out rather than copied (a copy of a table about to change is
    // a new table), and its storage kept for the next run's reads.
    var current: [ObjectIdentifier: WeakNode] = [:]
    swap(&current, &nodes)
    for reader in current.values {
      reader.node?.invalidate()
    }
    if nodes.isEmpty {
      current.removeAll(keepingCapacity: true)
      nodes = current
    }
  }
}
