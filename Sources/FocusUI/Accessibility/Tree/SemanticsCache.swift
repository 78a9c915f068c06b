import FocusEngine

/// The parts of a frame's semantics built for each visible view, kept
/// from one frame to the next, so that a frame's semantics cost what
/// changed since the last one, not a screenful: a Tab in a 10,000-field
/// form builds the two fields whose focus moved and the status line whose
/// body ran.
///
/// What a view's parts read is its own node, the nodes around it
/// (accessibility modifiers, the list it is a row of, the environment)
/// and the nodes inside it (a button's label, a combined element's
/// children). Whatever changes one of them goes through an update that
/// hands the node a new value or environment, a layout invalidation or a
/// new placement of that node, and each marks the node changed and its
/// ancestors as holding a change (``ViewNode/semanticsMayHaveChanged()``);
/// focus moves mark the two views they move between, whose elements are
/// built again for their focused state, their accessibility elements
/// kept. A body that runs again marks only the views whose values
/// changed: a body or a tuple has nothing of its own to say
/// (``ViewNode/isStructureOnly``), and a scroll view's or a stack's own
/// change is not read by what is inside (``ViewNode/isReadByContent``). A view's kept parts are reused when
/// neither it, nor a node inside it, nor a node around it was marked; a
/// scroll moves them by what the scroll views around moved. The marks are
/// cleared after each frame's semantics.
///
/// Dropped whole (every part built again) when:
/// - sort priorities appear or go (``ViewGraph/sortsAccessibility``): each
///   element's sort path reads the whole window;
/// - the app pairs labels with content
///   (``View/accessibilityLabeledPair(role:id:in:)``): a content's label
///   is read from another view, so nothing is kept while a pair exists;
/// - more than ``markLimit`` nodes were marked since the last frame with
///   semantics (a host stopped asking for them for a while): marking
///   stops, and the next frame clears every node's marks first.
///
/// A graph feature made by the first frame asked for semantics: a host
/// that never asks keeps none, and updates cost no marking.
@MainActor
final class SemanticsCache: GraphFeature {
  /// What a visible view gave the last frame's semantics: an object, so
  /// that a frame reads and fills in its parts without copying them.
  final class Entry {
    // `@exclusivity(unchecked)` here and on the cache's tables: read for
    // every visible view of every frame (CONTRIBUTING.md, "Speed").
    /// Its element as ``ViewGraph/elements(in:)`` builds it, before the
    /// scroll views around move it (`nil`: it has none).
    @exclusivity(unchecked) var element: Element?
    /// The scroll shift the parts were built at.
    @exclusivity(unchecked) var shift: Point
    /// Its accessibility element, once asked for (`.some(nil)`: none).
    @exclusivity(unchecked) var accessibility: AccessibilityElement??
    /// The structure it sits in, once asked for.
    @exclusivity(unchecked) var container: FrameContainer??
    /// The innermost scroll view around it, once asked for.
    @exclusivity(unchecked) var scroll: NodeID??
    /// Whether the parts were kept from the last frame.
    @exclusivity(unchecked) var isReused = false

    init(element: Element?, shift: Point) {
      self.element = element
      self.shift = shift
    }
  }

  /// The most nodes marked between two frames with semantics before the
  /// cache gives up until the next one.
  static let markLimit = 20_000

  private unowned(unsafe) let graph: ViewGraph
  /// The parts of the last frame's visible views.
  @exclusivity(unchecked) private var kept: [NodeID: Entry] = [:]
  /// The parts of this frame's, as they are made or reused.
  @exclusivity(unchecked) private var made: [NodeID: Entry] = [:]
  /// The nodes marked since the last frame, whose marks are cleared after
  /// the next one.
  @exclusivity(unchecked) private var marked: [ViewNode] = []
  /// Too many nodes were marked: marks are no longer recorded, and the
  /// next frame clears them on every node.
  private var hasOverflowed = false
  /// The focused view of the last frame.
  private var focused: NodeID?
  private var sorts = false

  init(graph: ViewGraph) {
    self.graph = graph
  }

  // MARK: Marking

  /// Marks `node` changed and its ancestors as holding a change.
  func mark(_ node: ViewNode) {
    guard !hasOverflowed else { return }
    node.semanticMarks |= ViewNode.SemanticMarks.changed
    marked.append(node)
    var ancestor = node.parent
    while let current = ancestor, current.semanticMarks & ViewNode.SemanticMarks.holdsChange == 0 {
      current.semanticMarks |= ViewNode.SemanticMarks.holdsChange
      marked.append(current)
      ancestor = current.parent
    }
    if marked.count > Self.markLimit { hasOverflowed = true }
  }

  // MARK: One frame

  /// Starts a frame's semantics: what can be kept is decided from the
  /// marks made since the last one, the focus move and the graph's
  /// switches.
  func beginFrame() {
    made.removeAll(keepingCapacity: true)
    if hasOverflowed {
      clearAllMarks()
      kept.removeAll()
    }
    let sorts = graph.sortsAccessibility
    if sorts != self.sorts || graph.existingFeature(AssistiveFocus.self)?.links.hasLabeledPairs == true {
      kept.removeAll()
      self.sorts = sorts
    }
    let focused = graph.madeFocus?.tree.focused
    if focused != self.focused {
      markFocusMove(self.focused)
      markFocusMove(focused)
      self.focused = focused
    }
  }

  /// Marks the view focus left or reached: its element's focused state
  /// changed with no update. No other element says whether a view inside
  /// it is focused, and no accessibility element says anything of keyboard
  /// focus: the view's accessibility element is kept, and its element
  /// built again (see ``keptElement(of:shift:isUnderChange:)``).
  private func markFocusMove(_ id: NodeID?) {
    guard !hasOverflowed, let id, let node = graph.node(id), node.semanticMarks & ViewNode.SemanticMarks.changed == 0
    else { return }
    node.semanticMarks |= ViewNode.SemanticMarks.focusMoved
    marked.append(node)
  }

  /// Ends a frame's semantics: its parts are kept for the next, and the
  /// marks are cleared.
  func endFrame() {
    swap(&kept, &made)
    made.removeAll(keepingCapacity: true)
    if hasOverflowed {
      clearAllMarks()
    } else {
      for node in marked { node.semanticMarks = 0 }
      marked.removeAll(keepingCapacity: true)
    }
  }

  private func clearAllMarks() {
    marked.removeAll()
    hasOverflowed = false
    var pending = [graph.root!] + graph.layers
    while let node = pending.popLast() {
      node.semanticMarks = 0
      pending += node.children
    }
  }

  /// Whether any node was marked since the last frame.
  var hasMarks: Bool { !marked.isEmpty }

  // MARK: Parts

  /// `node`'s element as the last frame had it, moved to `shift`, when it
  /// can be kept: it was visible then, and neither it nor a node inside
  /// it changed, nor one around it (`isUnderChange`). Records the entry
  /// for this frame either way when kept. When only keyboard focus moved
  /// to or from `node`, its entry is kept but its element is not: `nil`,
  /// and the element built goes to ``keep(_:of:shift:)``.
  func keptElement(of node: ViewNode, shift: Point, isUnderChange: Bool) -> Element?? {
    let focusMoved = ViewNode.SemanticMarks.focusMoved
    guard !isUnderChange, node.semanticMarks & ~focusMoved == 0, let entry = kept[node.id] else { return nil }
    let delta = shift - entry.shift
    entry.shift = shift
    if delta != .zero, case .some(.some) = entry.accessibility {
      entry.accessibility!!.frame.origin = entry.accessibility!!.frame.origin + delta
    }
    entry.isReused = true
    made[node.id] = entry
    return node.semanticMarks & focusMoved == 0 ? .some(entry.element) : nil
  }

  /// Records `element`, built for `node` at `shift` this frame: in the
  /// entry kept for it when only focus moved, else in a new one.
  func keep(_ element: Element?, of node: ViewNode, shift: Point) {
    graph.stats.semanticPartsBuilt += 1
    if let entry = made[node.id] {
      entry.element = element
    } else {
      made[node.id] = Entry(element: element, shift: shift)
    }
  }

  /// The accessibility element of `id` kept from the last frame, or
  /// `build`'s, recorded for the next.
  func accessibilityElement(
    _ id: NodeID, build: () -> AccessibilityElement?
  ) -> AccessibilityElement? {
    guard let entry = made[id] else { return build() }
    if entry.isReused, case .some(let kept) = entry.accessibility { return kept }
    graph.stats.semanticPartsBuilt += 1
    let built = build()
    entry.accessibility = .some(built)
    return built
  }

  /// The structure `id` sits in, kept or found by `find`.
  func container(_ id: NodeID, find: () -> FrameContainer?) -> FrameContainer? {
    part(\.container, of: id, find: find)
  }

  /// The innermost scroll view around `id`, kept or found by `find`.
  func scroll(_ id: NodeID, find: () -> NodeID?) -> NodeID? {
    part(\.scroll, of: id, find: find)
  }

  /// The part at `path` of `id`'s entry: kept from the last frame when the
  /// entry was reused and had found it, else found now and recorded.
  private func part<Part>(_ path: ReferenceWritableKeyPath<Entry, Part??>, of id: NodeID, find: () -> Part?) -> Part? {
    guard let entry = made[id] else { return find() }
    if entry.isReused, case .some(let kept) = entry[keyPath: path] { return kept }
    let found = find()
    entry[keyPath: path] = .some(found)
    return found
  }
}

extension ViewNode {
  /// The bits of ``semanticMarks``.
  enum SemanticMarks {
    /// The node changed since the last frame with semantics.
    static let changed: UInt8 = 1
    /// A node inside it did.
    static let holdsChange: UInt8 = 2
    /// Keyboard focus moved to or from it, and nothing else changed in
    /// it: its element's focused state.
    static let focusMoved: UInt8 = 4
  }

  /// Tells the graph's ``SemanticsCache`` (if a frame with semantics made
  /// one) that what this node's element, or an element around or inside
  /// it, says may have changed.
  final func semanticsMayHaveChanged() {
    guard semanticMarks & SemanticMarks.changed == 0, let cache = graph.existingFeature(SemanticsCache.self) else {
      return
    }
    cache.mark(self)
  }
}
