import FocusEngine

/// Scrolling in one view graph: what must be scrolled into view after the
/// next layout (a view that gained focus, a screen reader's cursor, a
/// ``ScrollViewProxy`` target, an edge reached by Home or End), which rows
/// the lazy stacks make, and the ``View/scrollPosition(id:anchor:)``
/// bindings kept in step.
///
/// Everything here happens after a layout, when frames are current. The
/// graph lays out again while this feature has changes (rows to make or
/// release, a binding written), a few rounds at most per frame.
@MainActor
final class ScrollPositions: GraphFeature {
  /// Rows made for what scrolled into view join focus in the next round,
  /// once focus and what follows it settled for this one.
  static var settlesAfter: [any GraphFeature.Type] { [FocusedValuePublishers.self] }

  /// The graph owns this feature. `unowned(unsafe)`, as ``ViewNode/graph``:
  /// a safe unowned reference takes the runtime's slow path on every use.
  unowned(unsafe) let graph: ViewGraph

  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  /// Views to scroll into view, oldest first.
  @exclusivity(unchecked) private var reveals: [NodeID] = []
  /// `scrollTo` requests waiting for their target.
  @exclusivity(unchecked) private var requests: [ScrollRequest] = []
  /// Scroll views sent to an edge by Home or End: kept there while rows
  /// are made, which changes how long the content is.
  @exclusivity(unchecked) private var edges: [(node: ScrollNode, end: Bool)] = []
  /// The lazy stacks, in no order.
  @exclusivity(unchecked) private var lazyStacks: [ObjectIdentifier: LazyStackNode] = [:]
  /// Rows kept while a request scrolls to them.
  @exclusivity(unchecked) private var requestedRows: [(rows: any KeyedRows, offset: Int)] = []
  /// The rows each lazy stack should hold, found after the last layout.
  @exclusivity(unchecked) private var plannedRows: [(stack: LazyStackNode, rows: [LazyRowSet])] = []
  /// The `scrollPosition(id:)` bindings.
  @exclusivity(unchecked) private var trackers: [ObjectIdentifier: any ScrollPositionTracking] = [:]
  /// The `scrollTargetLayout()` containers.
  @exclusivity(unchecked) var targetLayouts: [ObjectIdentifier: ScrollTargetLayoutNode] = [:]

  init(graph: ViewGraph) {
    self.graph = graph
  }

  var hasPendingChanges: Bool { !plannedRows.isEmpty }

  // MARK: - Requests

  /// Scrolls the scroll views around `id`'s node so that it shows, after
  /// the next layout.
  func requestReveal(_ id: NodeID) {
    if reveals.last != id { reveals.append(id) }
  }

  /// Scrolls to the view identified by `id` inside `scope` (the whole
  /// window when `nil`), after the next layout.
  func requestScroll(to id: AnyHashable, anchor: UnitPoint?, in scope: ViewNode?, from tracker: ObjectIdentifier? = nil)
  {
    requests.removeAll { $0.tracker != nil && $0.tracker == tracker }
    requests.append(
      ScrollRequest(id: id, anchor: anchor, scope: scope.map { WeakNode($0) }, isScoped: scope != nil, tracker: tracker)
    )
  }

  /// Keeps `node` at its start or end while rows are made.
  func requestEdge(_ node: ScrollNode, end: Bool) {
    edges.removeAll { $0.node === node }
    edges.append((node, end))
  }

  /// Whether a request from `tracker` waits.
  func hasRequest(from tracker: ObjectIdentifier) -> Bool {
    requests.contains { $0.tracker == tracker }
  }

  // MARK: - Registration

  func register(_ stack: LazyStackNode) {
    lazyStacks[ObjectIdentifier(stack)] = stack
    sortedStacks = nil
  }

  func unregister(_ stack: LazyStackNode) {
    lazyStacks[ObjectIdentifier(stack)] = nil
    sortedStacks = nil
    plannedRows.removeAll { $0.stack === stack }
  }
  func register(_ tracker: any ScrollPositionTracking) { trackers[ObjectIdentifier(tracker)] = tracker }
  func unregister(_ tracker: any ScrollPositionTracking) { trackers[ObjectIdentifier(tracker)] = nil }

  /// The lazy stacks, in tree order (sorted again only when stacks come
  /// or go).
  var stacks: [LazyStackNode] {
    if let sortedStacks { return sortedStacks }
    let sorted = lazyStacks.values.filter(\.isMounted).sorted { $0.precedesInTree($1) }
    sortedStacks = sorted
    return sorted
  }
  @exclusivity(unchecked) private var sortedStacks: [LazyStackNode]?

  /// Views were moved: the stacks may be in another order.
  func childrenDidMove(in node: ViewNode) {
    sortedStacks = nil
  }

  // MARK: - After a layout

  func didLayout() {
    resolveRequests()
    for id in reveals {
      if let node = graph.node(id) { graph.reveal(node) }
    }
    reveals.removeAll(keepingCapacity: true)
    for (node, end) in edges where node.isMounted {
      node.scroll(to: end ? node.maxOffset : .zero)
    }
    planRows()
    if plannedRows.isEmpty {
      edges.removeAll()
      if requests.isEmpty { requestedRows.removeAll() }
      reportPositions()
    }
  }

  /// Makes and releases the rows planned after the last layout; the graph
  /// lays out again.
  func applyChanges() {
    let planned = plannedRows
    plannedRows.removeAll()
    for (stack, sets) in planned where stack.isMounted {
      stack.holdAnchor()
      // Outer rows first: releasing one releases the rows inside it.
      for set in sets where set.rows.isMounted {
        set.rows.keepRows(at: set.offsets)
      }
    }
  }

  private func planRows() {
    plannedRows.removeAll()
    // With no lazy stack there are no rows to plan, nor pins to find.
    guard !lazyStacks.isEmpty else { return }
    let pins = pinnedRows()
    for stack in stacks {
      guard let wanted = stack.wantedRows(pinned: pins) else { continue }
      if wanted.contains(where: { $0.offsets != $0.rows.rowOffsets }) {
        plannedRows.append((stack, wanted))
      }
    }
  }

  /// The rows kept whatever their place: the one holding focus and its
  /// neighbours (arrow keys reach them), those focus returns to when a
  /// sheet or alert closes, those under an assistive technology's cursor,
  /// and those a request scrolls to.
  private func pinnedRows() -> [ObjectIdentifier: [Int]] {
    var pins: [ObjectIdentifier: [Int]] = [:]
    func pin(_ node: ViewNode, neighbours: Bool) {
      var innermost = true
      for (rows, offset) in node.lazyRowChain {
        var offsets = pins[ObjectIdentifier(rows), default: []]
        offsets.append(offset)
        if neighbours, innermost {
          let reach = rows.lazyContainer?.trackCount ?? 1
          for delta in 1...reach {
            if offset - delta >= 0 { offsets.append(offset - delta) }
            if offset + delta < rows.rowCount { offsets.append(offset + delta) }
          }
        }
        innermost = false
        pins[ObjectIdentifier(rows)] = offsets
      }
    }
    if let focused = graph.focusedNode { pin(focused, neighbours: true) }
    for id in graph.focus.presentations.savedNodes {
      if let node = graph.node(id) { pin(node, neighbours: true) }
    }
    if let accessibility = graph.existingFeature(AssistiveFocus.self) {
      for id in accessibility.cursorNodes {
        if let node = graph.node(id) { pin(node, neighbours: true) }
      }
    }
    for (rows, offset) in requestedRows where rows.isMounted {
      pins[ObjectIdentifier(rows), default: []].append(offset)
    }
    return pins
  }

  // MARK: - scrollTo

  private func resolveRequests() {
    var waiting: [ScrollRequest] = []
    for var request in requests {
      let scope: ViewNode?
      if request.isScoped {
        guard let node = request.scope?.node, node.isMounted else { continue }
        scope = node
      } else {
        scope = nil
      }
      switch graph.scrollTarget(request.id, in: scope ?? graph.rootNode) {
      case .found(let node):
        scroll(to: node, anchor: request.anchor)
      case .needsRow(let rows, let offset):
        request.attempts += 1
        // The row is pinned, so the next round makes it.
        if request.attempts <= 3 {
          requestedRows.append((rows, offset))
          waiting.append(request)
        }
      case .absent:
        if request.tracker == nil {
          graph.diagnostics.warn(
            "ScrollViewProxy.scrollTo(\(KeyboardFocus.describe(request.id))): no view inside the ScrollViewReader "
              + "has this id (give it one with .id(_:), or use its ForEach element's id); nothing scrolls.")
        }
      }
    }
    requests = waiting
  }

  /// Scrolls the innermost scroll view around `node` to show it with
  /// `anchor` (the least needed when `nil`), and the outer ones to show it.
  private func scroll(to node: ViewNode, anchor: UnitPoint?) {
    guard let bounds = node.layoutBounds else { return }
    guard let anchor else {
      graph.reveal(node)
      return
    }
    var rect = bounds
    var aligned = false
    for case let scroll as ScrollNode in node.ancestors {
      if aligned {
        scroll.scrollToVisible(rect)
      } else {
        scroll.scroll(rect, to: anchor)
        aligned = true
      }
      rect = Rect(origin: rect.origin + scroll.contentShift, size: rect.size).intersection(scroll.frame)
      if rect.isEmpty { rect = scroll.frame }
    }
  }

  // MARK: - scrollPosition

  private func reportPositions() {
    for tracker in trackers.values where tracker.isMounted {
      guard !hasRequest(from: ObjectIdentifier(tracker)) else { continue }
      tracker.reportPosition()
    }
  }
}

/// A `scrollTo` waiting for the layout that finds its target.
struct ScrollRequest {
  var id: AnyHashable
  var anchor: UnitPoint?
  var scope: WeakNode?
  var isScoped: Bool
  var tracker: ObjectIdentifier?
  var attempts = 0
}

/// The rows of one lazy `ForEach` to keep.
struct LazyRowSet {
  let rows: any KeyedRows
  var offsets: [Int]
}

/// A `scrollPosition(id:)` binding, told after each settled layout.
@MainActor
protocol ScrollPositionTracking: ViewNode {
  func reportPosition()
}

extension ViewGraph {
  /// The graph's scrolling: reveals, `scrollTo`, lazy rows, positions.
  var scrolling: ScrollPositions { feature(ScrollPositions.self) }
}
