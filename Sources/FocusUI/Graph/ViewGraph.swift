import FocusEngine
import Foundation

/// The running view tree of one host: nodes, pending updates, lifecycle
/// callbacks, layout and the semantic tree.
///
/// A ``Screen`` owns the graphs it shows and drives them: it routes input
/// to them, calls ``update()`` once per event and ``layout(in:)``, and
/// draws. Focus, accessibility focus, focused values and shortcuts plug in
/// as ``GraphFeature``s.
@MainActor
package final class ViewGraph {
  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  @exclusivity(unchecked) private(set) var root: ViewNode!
  @exclusivity(unchecked) package var stats = RuntimeStats()
  package let diagnostics: RuntimeWarnings
  /// This graph as others refer to it without keeping it alive.
  var link: ObjectLink<ViewGraph> {
    if let ownLink { return ownLink }
    let link = ObjectLink(self)
    ownLink = link
    return link
  }
  private var ownLink: ObjectLink<ViewGraph>?
  /// Set when something changed since the last layout.
  @exclusivity(unchecked) package var needsLayout = true
  package private(set) var size = Size.zero

  private var nextNodeID = 0
  /// The last node id given out before the running (or last) update: a
  /// node with a larger id was made by it.
  private(set) var nodesBeforeUpdate = 0
  @exclusivity(unchecked) private var nodes = NodeTable()
  @exclusivity(unchecked) private var dirty: [ViewNode] = []
  @exclusivity(unchecked) private var callbacks: [(node: ViewNode?, action: () -> Void)] = []
  @exclusivity(unchecked) private var isUpdating = false
  /// `@Observable` changes reported from any thread, applied in `update()`.
  let observationInbox = ObservationInbox()
  /// The composite nodes whose bodies are running, innermost last: state and
  /// environment reads are recorded against the last one. Static because
  /// bodies of one graph run at a time on the main actor.
  static var evaluationStack: [ViewNode] = []
  /// The features plugged in (focus, accessibility, the journal, …).
  @exclusivity(unchecked) private var features = GraphFeatures()
  /// One feature kept beside the others, found without a search: keyboard
  /// focus keeps itself here (its extension, `ViewGraph.focus`), asked for
  /// a dozen times on every key.
  @exclusivity(unchecked) var fastFeature: AnyObject?
  /// The features in the order they settle.
  var featuresInSettlingOrder: [any GraphFeature] { features.ordered }

  /// Creates a graph running `view` in `environment`; `prepare` can plug
  /// in features before the first node mounts.
  package init(
    _ view: some View, environment: EnvironmentValues = EnvironmentValues(), diagnostics: RuntimeWarnings? = nil,
    journal: FocusJournal? = nil, prepare: (ViewGraph) -> Void = { _ in }
  ) {
    self.diagnostics = diagnostics ?? RuntimeWarnings()
    var environment = environment
    environment.runtimeWarnings = self.diagnostics
    let rootView = RootView(content: view)
    let node = rootView.makeNode(in: self)
    node.viewType = ObjectIdentifier(RootView<AnyView>.self)
    node.environment = environment
    root = node
    join(journal ?? FocusJournal())
    prepare(self)
    node.mountAsRoot()
    withUpdate {
      node.update(view: rootView, environment: environment)
    }
  }

  deinit {
    ownLink?.clear()
  }

  // MARK: - Features

  /// The graph's `F`, made and plugged in the first time it is asked for.
  func feature<F: GraphFeature>(_ type: F.Type) -> F {
    if let feature = existingFeature(type) { return feature }
    let feature = F(graph: self)
    install(feature)
    return feature
  }

  /// The graph's `F`, if something made it already.
  func existingFeature<F: GraphFeature>(_ type: F.Type) -> F? {
    features[type]
  }

  /// Plugs in `feature` (one of its type per graph).
  func install<F: GraphFeature>(_ feature: F) {
    features.add(feature)
  }

  /// Tells the features that `node` is leaving.
  func nodeWillUnmount(_ node: ViewNode) {
    features.forEach { $0.nodeWillUnmount(node) }
  }

  /// Tells the features that the children of `node` changed places.
  func childrenDidMove(in node: ViewNode) {
    features.forEach { $0.childrenDidMove(in: node) }
  }

  // MARK: - Nodes

  func makeNodeID() -> NodeID {
    nextNodeID += 1
    return NodeID(nextNodeID)
  }

  func register(_ node: ViewNode) {
    nodes.insert(node)
    stats.liveNodes += 1
  }

  func unregister(_ node: ViewNode) {
    stats.nodeTableProbes += nodes.remove(node.id)
    stats.liveNodes -= 1
  }

  /// The mounted node with `id`, if it still exists.
  func node(_ id: NodeID) -> ViewNode? { nodes[id] }

  /// Creates the node that runs `view`.
  func makeNode(for view: any View) -> ViewNode {
    makeTypedNode(view)
  }

  /// ``makeNode(for:)`` with the view's type known: the view is asked
  /// through its type, not cast to another existential (which would box a
  /// large view again).
  func makeTypedNode<V: View>(_ view: V) -> ViewNode {
    if let primitive = V.self as? any PrimitiveView.Type {
      return makePrimitiveNode(primitive, view)
    }
    return CompositeNode<V>(graph: self)
  }

  private func makePrimitiveNode<P: PrimitiveView, V: View>(_: P.Type, _ view: V) -> ViewNode {
    (view as! P).makeNode(in: self)
  }

  // MARK: - Updates

  /// Queues `node` to run in the next update.
  func scheduleUpdate(_ node: ViewNode) {
    dirty.append(node)
    noteChangeOutsideEvents()
  }

  /// How many events hosts are routing now (``Screen/send(_:)``): changes
  /// made meanwhile are drawn when the event settles.
  package static var eventsInProgress = 0

  /// A change (state set, a focus write) that may have come from no event:
  /// from a task, a timer, a `DispatchQueue.main` block. The host is woken
  /// to draw it — the terminal's wait, each browser tab's writer — as for
  /// an observed model; changes inside an event or an update need not.
  func noteChangeOutsideEvents() {
    guard !isUpdating, Self.eventsInProgress == 0 else { return }
    ObservationInbox.hostWakeUp.fire()
  }

  /// Queues a lifecycle callback to run after the current update, in order.
  func enqueueCallback(for node: ViewNode?, _ action: @escaping () -> Void) {
    callbacks.append((node, action))
  }

  /// Whether lifecycle callbacks (`onAppear`, …) wait to run in this
  /// update: a feature may let their writes come first.
  var hasPendingCallbacks: Bool { !callbacks.isEmpty }

  /// Runs every invalidated node, parents first, then the lifecycle callbacks
  /// this produced, until nothing is left to do.
  package func update() {
    withUpdate {}
  }

  /// Whether an update has work to do: invalidated nodes, callbacks,
  /// observed changes, or a feature's changes.
  package var hasPendingWork: Bool {
    hasWorkThisRound || observationInbox.hasChanges
  }

  private var hasWorkThisRound: Bool {
    if !dirty.isEmpty || !callbacks.isEmpty { return true }
    return features.contains { $0.hasPendingChanges }
  }

  /// Replaces the root view (an app's window after its body ran again).
  package func setRoot(_ view: AnyView) {
    withUpdate {
      root.update(view: RootView(content: view), environment: root.environment)
    }
  }

  /// Puts every view of the graph in the active or inactive phase: sets
  /// ``EnvironmentValues/scenePhase`` and ``EnvironmentValues/appearsActive``
  /// at the root, so that exactly the bodies that read them run again.
  /// Keyboard focus is not touched: it waits in place for the scene to be
  /// active again.
  package func setSceneActive(_ isActive: Bool) {
    var environment = root.environment
    guard environment.appearsActive != isActive else { return }
    environment.setSceneActive(isActive)
    withUpdate {
      root.update(view: nil, environment: environment)
    }
  }

  private func withUpdate(_ body: () -> Void) {
    guard !isUpdating else {
      body()
      return
    }
    isUpdating = true
    defer { isUpdating = false }
    nodesBeforeUpdate = nextNodeID
    body()
    applyObservedChanges()
    if hasPendingWork { stats.updatePasses += 1 }
    var rounds = 0
    while hasWorkThisRound {
      rounds += 1
      if rounds > 100 {
        diagnostics.warn(
          "Views kept changing state in response to their own updates for 100 rounds; "
            + "the remaining changes are applied in the next frame. Check onChange and onAppear actions for a cycle."
        )
        break
      }
      runDirtyNodes()
      features.forEach { $0.applyChanges() }
      runDirtyNodes()
      runCallbacks()
      applyObservedChanges()
    }
  }

  private func applyObservedChanges() {
    for (id, generation) in observationInbox.drain() {
      guard let node = nodes[id] else { continue }
      if let generation, (node as? BodyNode)?.generation != generation { continue }
      node.invalidate()
    }
  }

  private func runDirtyNodes() {
    while !dirty.isEmpty {
      // One dirty node (a status line after a Tab) needs no sorted copy.
      if dirty.count == 1 {
        let node = dirty[0]
        dirty.removeAll(keepingCapacity: true)
        if node.isMounted, node.needsRun { node.update(view: nil, environment: node.environment) }
        continue
      }
      let batch = dirty.sorted { $0.depth < $1.depth }
      dirty.removeAll(keepingCapacity: true)
      for node in batch where node.isMounted && node.needsRun {
        node.update(view: nil, environment: node.environment)
      }
    }
  }

  private func runCallbacks() {
    let batch = callbacks
    callbacks.removeAll(keepingCapacity: true)
    for callback in batch {
      callback.action()
    }
  }

  // MARK: - Layout

  /// Lays the tree out in a screen of `size` cells, if anything changed:
  /// the window first, then its layers over it, bottom first.
  ///
  /// A feature may find work once frames are current (a lazy stack needs
  /// rows made for what scrolled into view, a binding learns the scroll
  /// position): that work is applied in an update and the tree laid out
  /// again, a few rounds at most, so that the frame drawn is settled.
  package func layout(in size: Size) {
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    var rounds = 0
    while true {
      if needsLayout || size != self.size {
        self.size = size
        needsLayout = false
        stats.layoutPasses += 1
        let window = Rect(origin: .zero, size: size)
        root.place(in: window)
        for layer in layers { layer.place(in: layer.layerFrame(in: window)) }
      }
      features.forEach { $0.didLayout() }
      rounds += 1
      guard rounds < Self.layoutRounds, hasPendingWork else { break }
      update()
    }
  }

  /// The most layouts per frame: rows made after the first may need more.
  private static let layoutRounds = 8

  // MARK: - Layers

  /// The layers drawn over the window (presentations), bottom first: in
  /// tree order, so that a presentation inside another is above it, and
  /// of two presented by different views the later one in the tree is on
  /// top, whichever appeared first (the stack depends on the views, not on
  /// their history).
  var layers: [LayerNode] {
    // Rows may have moved since a layer mounted: the order is checked on
    // use. There are rarely two layers; one needs no sorting.
    mountedLayers.count < 2 ? mountedLayers : mountedLayers.sorted { $0.precedesInTree($1) }
  }
  @exclusivity(unchecked) private var mountedLayers: [LayerNode] = []

  /// The topmost modal layer: while it is up, only the views inside it
  /// take focus, keys, clicks and the assistive cursors.
  var modalLayer: LayerNode? { layers.last { $0.isModal } }

  /// Whether a modal layer (a sheet, an alert, …) is up: the app's menus
  /// and command shortcuts wait until it is gone.
  package var isShowingModal: Bool { modalLayer != nil }

  func addLayer(_ layer: LayerNode) {
    mountedLayers.append(layer)
    needsLayout = true
  }

  func removeLayer(_ layer: LayerNode) {
    mountedLayers.removeAll { $0 === layer }
    needsLayout = true
  }

  /// Draws the last layout.
  package func render() -> Canvas {
    var canvas = Canvas(size: size)
    root.draw(into: &canvas)
    for layer in layers { layer.drawLayer(into: &canvas) }
    // A menu's box opens over everything, a sheet too.
    activeGrab?.draw(into: &canvas)
    return canvas
  }
}

/// Counters the runtime keeps so tests and benchmarks can assert work done.
public struct RuntimeStats: Hashable, Sendable {
  /// How many times a view's `body` (or a modifier's `body(content:)`) ran.
  public var bodyEvaluations = 0
  /// How many times a `ForEach` row closure ran (when its `ForEach` is
  /// updated, or when state read only in the row changed).
  public var rowEvaluations = 0
  /// How many `ForEach` rows were matched to their data again (by id) when
  /// a `ForEach` changed: none when its data and closure did not.
  public var rowsDiffed = 0
  /// How many update passes had work to do (ran bodies, moved focus,
  /// refreshed focused values or ran callbacks).
  public var updatePasses = 0
  /// How many layout passes ran.
  public var layoutPasses = 0
  /// How many times an item was placed (items that did not change are
  /// skipped, and not counted).
  public var placements = 0
  /// How many times an item worked out its size (a size cached for the
  /// same proposal is not worked out again, and not counted).
  public var measurements = 0
  /// How many nodes are in the graph now.
  public var liveNodes = 0
  /// How many semantic elements were built, for `TestHost/elements` and
  /// for lookups by label or of the focused element (which build only the
  /// elements of the few views they consider).
  public var elementsBuilt = 0
  /// How many items' frames the visible elements (`elements(in:)`, what
  /// the browser page gets) were tested against the visible area: about a
  /// screenful, however long the stacks below a scroll view.
  package var elementFramesTested = 0
  /// How many parts of frames' semantics (a visible view's element, its
  /// accessibility element) were built rather than kept from the frame
  /// before (``SemanticsCache``): what changed, not a screenful.
  package var semanticPartsBuilt = 0
  /// How many texts', controls' and graphics' accessibility elements were
  /// built: a view's own, when its element is asked for, and no other.
  package var accessibilityLeavesBuilt = 0
  /// How many items' frames clicks were tested against to find the element
  /// under the pointer: the depth of the tree and a binary search per
  /// stack, however long the stacks.
  ///
  /// ```swift
  /// let before = host.stats.hitFramesTested
  /// host.click(at: Point(x: 2, y: 0))
  /// host.stats.hitFramesTested - before  // about the same at any length
  /// ```
  public var hitFramesTested = 0
  /// How many slots of the node table were probed to remove nodes: about
  /// one a node, however many nodes are mounted.
  package var nodeTableProbes = 0
  /// How many `.task` actions were started (a restart for a new id counts
  /// again).
  public var tasksStarted = 0

  public init() {}
}

extension ViewGraph {
  /// The control whose drawing is reading state now: a write to that state
  /// redraws it (without running any body).
  static var drawingNode: ViewNode?

  /// Runs `read` with reads attributed to `node`'s drawing.
  static func drawing<T>(_ node: ViewNode, _ read: () -> T) -> T {
    let saved = drawingNode
    drawingNode = node
    defer { drawingNode = saved }
    return read()
  }
}
