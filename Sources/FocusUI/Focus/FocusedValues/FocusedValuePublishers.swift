import FocusEngine

/// A graph's focused-value publishers, and the store its readers read: the
/// graph's own, or one an app's graphs share (it resolves the focused
/// scene's values).
@MainActor
final class FocusedValuePublishers: GraphFeature {
  /// Values follow where focus and the assistive cursors settled.
  static var settlesAfter: [any GraphFeature.Type] { [KeyboardFocus.self, AssistiveFocus.self] }

  let store: FocusedValueStore
  /// Scene-scoped publishers, which publish without focus.
  var scenePublishers: [NodeID: FocusedValuePublisherNode] = [:]
  /// How many view-scoped publishers are mounted: they are found from the
  /// focused node up, so only their count is kept.
  var viewPublisherCount = 0

  /// A graph that is its own scene: readers see what it publishes.
  init(graph: ViewGraph) {
    store = FocusedValueStore()
    store.resolve = { [unowned graph] in graph.publishedFocusedValues() }
  }

  /// A graph whose readers read `store`, shared with other graphs.
  init(sharing store: FocusedValueStore) {
    self.store = store
  }

  var hasPendingChanges: Bool { store.needsRefresh }
  func applyChanges() { store.refresh() }
  var isPublishing: Bool { viewPublisherCount > 0 || !scenePublishers.isEmpty }
}

extension ViewGraph {
  /// Creates a graph whose focused-value readers read `store`, which an
  /// app's graphs share.
  package convenience init(
    _ view: some View, environment: EnvironmentValues = EnvironmentValues(), focusedValues store: FocusedValueStore,
    diagnostics: RuntimeWarnings? = nil, journal: FocusJournal? = nil
  ) {
    self.init(view, environment: environment, diagnostics: diagnostics, journal: journal) { graph in
      graph.install(FocusedValuePublishers(sharing: store))
    }
  }

  var focusedValuePublishers: FocusedValuePublishers { feature(FocusedValuePublishers.self) }

  /// The focused values readers in this graph see.
  var focusedValueStore: FocusedValueStore { focusedValuePublishers.store }

  /// A publisher appeared, changed its value or scope, or left.
  func focusedValuePublisherChanged(_ node: FocusedValuePublisherNode, isMounted: Bool) {
    let publishers = focusedValuePublishers
    let isScene = isMounted && node.modifier.scope == .scene
    let wasScene = publishers.scenePublishers[node.id] != nil
    if isScene != wasScene { publishers.scenePublishers[node.id] = isScene ? node : nil }
    publishers.store.setNeedsRefresh()
  }

  /// Focus moved: view-scoped values may change.
  func focusDidMove() {
    guard let publishers = existingFeature(FocusedValuePublishers.self), publishers.isPublishing else { return }
    publishers.store.setNeedsRefresh()
  }

  /// The values this graph publishes, as its scene is the focused one.
  ///
  /// Scene-scoped values come first, so that view-scoped ones for the same
  /// key override them. Among scene-scoped publishers of one key, the one on
  /// the focused chain closest to focus wins, else the earliest mounted.
  /// Among view-scoped ones, the one closest to focus wins; they publish
  /// only while they are or contain the focused view. The window's undo
  /// manager is published first, whatever has focus.
  package func publishedFocusedValues() -> FocusedValues {
    var values = FocusedValues()
    values.undoManager = root.environment.undoManager
    guard let publishers = existingFeature(FocusedValuePublishers.self), publishers.isPublishing else { return values }
    var chain: [FocusedValuePublisherNode] = []
    if let focused = focus.tree.focused, let node = node(focused) {
      for case let publisher as FocusedValuePublisherNode in node.selfAndAncestors {
        chain.append(publisher)
      }
    }
    let onChain = Set(chain.map(\.id))
    // Later writes win: earliest-mounted scene publishers last among those
    // off the chain, then the chain from the outside in.
    let offChain = publishers.scenePublishers.values
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
