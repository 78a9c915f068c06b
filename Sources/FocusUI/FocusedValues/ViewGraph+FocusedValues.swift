import FocusEngine

extension ViewGraph {
  /// A publisher appeared, changed its value or scope, or left: scene-scoped
  /// ones are kept in a table (they publish without focus); view-scoped
  /// ones are found from the focused node up, so only their count is kept.
  func focusedValuePublisherChanged(_ node: FocusedValuePublisherNode, isMounted: Bool) {
    let isScene = isMounted && node.modifier.scope == .scene
    let wasScene = sceneValuePublishers[node.id] != nil
    if isScene != wasScene { sceneValuePublishers[node.id] = isScene ? node : nil }
    focusedValueStore.setNeedsRefresh()
  }

  /// Focus moved: view-scoped values may change.
  func focusDidMove() {
    if viewValuePublisherCount > 0 || !sceneValuePublishers.isEmpty { focusedValueStore.setNeedsRefresh() }
  }

  /// The values this graph publishes, as its scene is the focused one.
  ///
  /// Scene-scoped values come first, so that view-scoped ones for the same
  /// key override them. Among scene-scoped publishers of one key, the one on
  /// the focused chain closest to focus wins, else the earliest mounted.
  /// Among view-scoped ones, the one closest to focus wins; they publish
  /// only while they are or contain the focused view.
  package func publishedFocusedValues() -> FocusedValues {
    var values = FocusedValues()
    guard viewValuePublisherCount > 0 || !sceneValuePublishers.isEmpty else { return values }
    var chain: [FocusedValuePublisherNode] = []
    if let focused = focus.tree.focused, let node = node(focused) {
      for case let publisher as FocusedValuePublisherNode in sequence(first: node, next: { $0.parent }) {
        chain.append(publisher)
      }
    }
    let onChain = Set(chain.map(\.id))
    // Later writes win: earliest-mounted scene publishers last among those
    // off the chain, then the chain from the outside in.
    let offChain = sceneValuePublishers.values
      .filter { !onChain.contains($0.id) }
      .sorted { $0.id > $1.id }
    for publisher in offChain { publisher.modifier.write(&values) }
    for publisher in chain.reversed() where publisher.modifier.scope == .scene {
      publisher.modifier.write(&values)
    }
    for publisher in chain.reversed() where publisher.modifier.scope == .view {
      publisher.modifier.write(&values)
    }
    return values
  }
}
