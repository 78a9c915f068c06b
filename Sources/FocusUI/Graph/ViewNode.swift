import FocusEngine

/// A view's persistent place in the graph: it outlives the view values that
/// describe it, keeps their state, and knows its children.
///
/// A node is updated with a new view value of the same type (``accept(_:)``)
/// and re-derives its children (``run()``) only when that value changed,
/// when state or environment it read changed, or when asked to.
@MainActor
class ViewNode {
  /// The graph outlives its nodes' use of it (a node asked for its graph
  /// after the graph is gone would be a bug even with a safe reference):
  /// `unowned(unsafe)` spares every node an unowned reference count on
  /// the graph, which takes the runtime's slow path on an object with a
  /// side table.
  unowned(unsafe) let graph: ViewGraph
  /// Stable for the node's life; semantic elements refer to nodes by it.
  let id: NodeID
  /// The type of the view this node runs; a child is replaced when the view
  /// at its place has another type.
  var viewType = ObjectIdentifier(Never.self)

  /// The parent, `nil` once it is gone (an unmounted subtree may outlive
  /// it).
  var parent: ViewNode? { parentLink?.node }
  private var parentLink: NodeLink?
  /// This node as others refer to it without keeping it alive.
  var link: NodeLink {
    if let ownLink { return ownLink }
    let link = NodeLink(self)
    ownLink = link
    return link
  }
  private nonisolated(unsafe) var ownLink: NodeLink?
  private(set) var depth = 0
  var children: [ViewNode] = []
  /// The environment this node received from its parent.
  var environment = EnvironmentValues()
  /// The dynamic-property storage of the view (state slots), by ordinal.
  var slots: [AnyObject] = []
  /// The position among the parent's children.
  var indexInParent = 0

  // Focus (see ViewNode+Focus.swift).
  /// What kind of focus target this node is, if it is one.
  var focusCapability: FocusCapability? { nil }
  /// How many nodes of this subtree are in the focus order.
  var focusOrderCount = 0
  var focusEnvironmentCache: FocusEnvironmentCache?
  /// The `focused(...)` bindings of this node's view, outermost first:
  /// records, not nodes (see ``RecordedModifier``).
  var focusEntries: FocusBindingEntry?

  /// Whether this is a modifier of the view below it (focus modifiers look
  /// through such nodes to the view they modify).
  var isModifierOfSameView: Bool { false }

  /// Called when a node inside joined the focus order (a lazy `ForEach`
  /// notes that its rows hold focusable views).
  func focusOrderDidGrow() {}

  /// This node as the rows of a `ForEach`, if it is one: a virtual call,
  /// cheaper than a cast to the protocol (walks over many nodes ask it).
  var keyedRows: (any KeyedRows)? { nil }

  /// Called when this node gains or loses focus: focus targets hand their
  /// content a new `isFocused` (the ring itself is drawn from the focus
  /// state, so it needs no layout).
  func focusDidChange() {
    guard focusCapability != nil else { return }
    if !children.isEmpty { invalidate() }
  }

  /// The layout items below, cached until the structure below changes
  /// (a transparent node's too: its container asks it for them).
  private var cachedItems: [ViewNode]?

  // The one-byte fields, together: declared among the others, each would
  // take a word of its own (a node is made per view, a form has 100,000).
  /// Set by state, observation and environment changes; cleared by `run()`.
  var needsRun = true
  private(set) var isMounted = false
  /// Set when this node's label may have changed since the graph's
  /// ``ElementIndex`` filed it (see ``labelsMayHaveChanged()``); a node
  /// no index filed is stale.
  var labelIsStale = true
  /// `false` when `focusable(false)` takes this control out of focus.
  var focusOverride: Bool?
  /// Whether the node is in the engine's focus order now.
  var isInFocusOrder = false
  /// Whether the node waits in ``KeyboardFocus`` to join or leave the
  /// focus order.
  var isFocusabilityPending = false
  /// How many ``RecordedModifier``s wrap the view values this node is
  /// handed: peeled off before `accept(_:)`. Fixed for the node's life (the
  /// view's type is).
  var recordedModifierLayers: UInt8 = 0
  /// Whether this node, or one inside it, changed since the last frame
  /// with semantics (``SemanticsCache``): bits of `SemanticMarks`.
  var semanticMarks: UInt8 = 0

  init(graph: ViewGraph) {
    self.graph = graph
    self.id = graph.makeNodeID()
  }

  // MARK: - Subclass hooks

  /// Takes a new view value. Returns whether anything changed that requires
  /// `run()`; a node whose inputs compare equal returns `false`.
  func accept(_ view: any View) -> Bool { true }

  /// Whether a change of environment requires `run()` (composite nodes check
  /// the keys their body read; primitives that draw from it redraw).
  func environmentInvalidates(_ old: EnvironmentValues) -> Bool { false }

  /// Re-derives the children from the current view value.
  func run() {}

  /// The environment handed to children.
  var childEnvironment: EnvironmentValues { environment }

  /// Records an environment read by this node's body. Only composite nodes
  /// re-run on environment changes, so the others ignore it.
  func recordEnvironmentRead(_ read: EnvironmentValues.Read) {}

  /// Whether the node's own value is nothing its element, or an element
  /// inside it, reads: it only makes its children, and a change reaches
  /// the semantics through them (``SemanticsCache``).
  var isStructureOnly: Bool { false }

  /// Whether what this node's value says reaches the elements inside it
  /// (an accessibility modifier, a list's selection), so that when it
  /// changes their kept semantics are built again. A scroll view or a
  /// stack only places them: a place that moves one marks it.
  var isReadByContent: Bool { true }

  /// A name for messages: the view or modifier type.
  var debugName: String { "\(type(of: self))" }

  /// Called once when the node enters the graph, before its first run.
  func didMount() {}

  /// Called once when the node leaves the graph, before its children leave.
  func willUnmount() {}

  // MARK: - Update

  /// Brings the node up to date with `view` (or its current view when `nil`)
  /// in `environment`.
  final func update(view: (any View)?, environment newEnvironment: EnvironmentValues) {
    labelsMayHaveChanged()
    var invalid = needsRun
    if let view, accept(recordedModifierLayers == 0 ? view : peelRecordedModifiers(view)) {
      invalid = true
    }
    // A view equal to the last, in the same environment, says what it said,
    // and a node that only makes its children (a body, a tuple) says
    // nothing of its own: a body that ran again leaves the semantics of its
    // unchanged views kept.
    if !isStructureOnly, invalid || newEnvironment.token != environment.token { semanticsMayHaveChanged() }
    if newEnvironment.token != environment.token {
      let old = environment
      environment = newEnvironment
      if environmentInvalidates(old) {
        invalid = true
      } else if !invalid {
        let childEnvironment = self.childEnvironment
        for child in children {
          child.update(view: nil, environment: childEnvironment)
        }
      }
    }
    if invalid {
      needsRun = false
      run()
    }
    if isInFocusOrder || focusCapability != nil {
      refreshFocusability()
    }
  }

  /// Marks the node to run in the graph's next update.
  final func invalidate() {
    guard isMounted, !needsRun else { return }
    needsRun = true
    graph.scheduleUpdate(self)
  }

  // MARK: - Children

  /// Updates the children to `views`, keeping a child where the view at its
  /// position has the same type, replacing it otherwise.
  final func reconcileChildren(byPosition views: [any View]) {
    let environment = childEnvironment
    var changed = views.count != children.count
    var next: [ViewNode] = []
    next.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      if index < children.count, children[index].viewType == ObjectIdentifier(type(of: view)) {
        let child = children[index]
        child.update(view: view, environment: environment)
        next.append(child)
      } else {
        if index < children.count {
          children[index].unmount()
        }
        next.append(makeChild(view, environment: environment))
        changed = true
      }
    }
    for stale in children.dropFirst(views.count) {
      stale.unmount()
    }
    children = next
    if changed {
      for (index, child) in next.enumerated() { child.indexInParent = index }
    }
    if changed {
      structureDidChange()
    }
  }

  /// ``reconcileChildren(byPosition:)`` for at most one view (a body, a
  /// modifier's content, a stack's content) without building arrays for
  /// it: most nodes have one child, and this runs for each of them at
  /// mount and at every run.
  final func reconcileChild(_ view: (any View)?) {
    guard let view else {
      if !children.isEmpty { removeAllChildren() }
      return
    }
    let environment = childEnvironment
    if children.count == 1, children[0].viewType == ObjectIdentifier(type(of: view)) {
      children[0].update(view: view, environment: environment)
      return
    }
    children.first?.unmount()
    let child = makeChild(view, environment: environment)
    for stale in children.dropFirst() {
      stale.unmount()
    }
    children = [child]
    child.indexInParent = 0
    structureDidChange()
  }

  /// Creates, attaches and runs a child for `view`.
  final func makeChild(_ view: any View, environment: EnvironmentValues) -> ViewNode {
    let child = graph.makeNode(for: view)
    child.viewType = ObjectIdentifier(type(of: view))
    child.mount(parent: self)
    child.environment = environment
    child.update(view: view, environment: environment)
    return child
  }

  /// Removes every child.
  final func removeAllChildren() {
    for child in children {
      child.unmount()
    }
    children = []
    structureDidChange()
  }

  deinit {
    ownLink?.clear()
  }

  private func mount(parent: ViewNode) {
    parentLink = parent.link
    depth = parent.depth + 1
    isMounted = true
    graph.register(self)
    labelsDidMount()
    didMount()
  }

  /// The root node is mounted without a parent.
  final func mountAsRoot() {
    isMounted = true
    graph.register(self)
    didMount()
  }

  /// Removes this node and its subtree from the graph, parents first.
  final func unmount() {
    guard isMounted else { return }
    willUnmount()
    var entry = focusEntries
    while let current = entry {
      current.unbind()
      entry = current.inner
    }
    isMounted = false
    graph.nodeWillUnmount(self)
    graph.unregister(self)
    for child in children {
      child.unmount()
    }
    for case let slot as any UnmountingSlot in slots {
      slot.nodeWillUnmount()
    }
    slots = []
  }

  // MARK: - Layout state

  /// The layout state of a layout item, made by the layout items only
  /// (``LayoutNode``, ``LayoutModifierNode``) as they are made; `nil` in a
  /// node transparent to layout, which reads a zero frame, never placed.
  final var layoutItem: LayoutItemState?

  /// The layout state to write: a node that is no layout item keeps none,
  /// and what is written to it is dropped.
  private final var writableLayoutItem: LayoutItemState {
    if let layoutItem { return layoutItem }
    assertionFailure("\(debugName) is no layout item: it keeps no layout state.")
    return LayoutItemState()
  }

  /// Where the item is: in screen cells, or in the content of the nearest
  /// scroll view around it (see ``LayoutItemState/frame``).
  final var frame: Rect {
    get { layoutItem?.frame ?? .zero }
    set { writableLayoutItem.frame = newValue }
  }
  final var measureCache: MeasureCache {
    get { layoutItem?.measureCache ?? MeasureCache() }
    set { writableLayoutItem.measureCache = newValue }
  }
  final var dirtyItems: [ViewNode] {
    get { layoutItem?.dirtyItems ?? [] }
    set { writableLayoutItem.dirtyItems = newValue }
  }
  final var itemIndex: Int {
    get { layoutItem?.itemIndex ?? -1 }
    set { writableLayoutItem.itemIndex = newValue }
  }
  final var itemRecord: ItemRecord? {
    get { layoutItem?.itemRecord }
    set { writableLayoutItem.itemRecord = newValue }
  }
  final var containerAxis: Axis {
    get { layoutItem?.containerAxis ?? .vertical }
    set { writableLayoutItem.containerAxis = newValue }
  }
  final var layoutDirty: Bool {
    get { layoutItem?.layoutDirty ?? true }
    set { writableLayoutItem.layoutDirty = newValue }
  }
  final var hasBeenPlaced: Bool { layoutItem?.hasBeenPlaced ?? false }
  final var isListedDirty: Bool {
    get { layoutItem?.isListedDirty ?? false }
    set { writableLayoutItem.isListedDirty = newValue }
  }
  final var itemsChanged: Bool {
    get { layoutItem?.itemsChanged ?? true }
    set { writableLayoutItem.itemsChanged = newValue }
  }
  final var recordIsCurrent: Bool {
    get { layoutItem?.recordIsCurrent ?? false }
    set { writableLayoutItem.recordIsCurrent = newValue }
  }

  // MARK: - Layout membership

  /// Whether this node lays itself out. Other nodes are transparent: their
  /// children take part in the nearest container's layout directly.
  final var isLayoutItem: Bool { layoutItem != nil }

  /// The layout items this node contributes to its container.
  final func collectLayoutItems(into items: inout [ViewNode]) {
    // A layer is laid out over the window, not in its container.
    if isLayerRoot { return }
    if isLayoutItem {
      items.append(self)
    } else {
      for child in children {
        child.collectLayoutItems(into: &items)
      }
    }
  }

  /// The layout items among this node's descendants, cached until the
  /// structure below changes.
  final var layoutItems: [ViewNode] {
    if let cachedItems { return cachedItems }
    var items: [ViewNode] = []
    for child in children {
      child.collectLayoutItems(into: &items)
    }
    cachedItems = items
    return items
  }

  /// Called when children were added, removed or replaced: the nearest
  /// layout item above must recollect its items and measure again.
  final func structureDidChange() {
    var node: ViewNode? = self
    while let current = node {
      current.cachedItems = nil
      if let item = current.layoutItem {
        item.itemRecord = nil
        item.itemsChanged = true
        break
      }
      node = current.parent
    }
    invalidateLayout()
  }

  /// Marks this item and every item around it for layout, each container
  /// noting which of its items changed.
  final func invalidateLayout() {
    graph.needsLayout = true
    labelsMayHaveChanged()
    semanticsMayHaveChanged()
    var below: ViewNode?
    var node: ViewNode? = self
    while let current = node {
      if let item = current.layoutItem {
        item.measureCache.removeAll()
        item.layoutDirty = true
        if let below, let belowItem = below.layoutItem, !belowItem.isListedDirty {
          belowItem.isListedDirty = true
          item.dirtyItems.append(below)
        }
        below = current
      }
      // A layer is placed by the graph, not by the container around it.
      if current.isLayerRoot { break }
      node = current.parent
    }
  }

  // MARK: - Layout (overridden by layout items)

  /// The size this item takes for `proposal`, cached per proposal.
  final func measure(_ proposal: ProposedSize) -> Size {
    let item = writableLayoutItem
    if let size = item.measureCache[proposal] { return size }
    graph.stats.measurements += 1
    let size = sizeThatFits(proposal)
    item.measureCache.insert(size, for: proposal)
    return size
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

  /// Places this item in `frame` and its items inside; an item that did not
  /// change and keeps its frame is skipped with everything inside it.
  final func place(in newFrame: Rect) {
    let item = writableLayoutItem
    let wasPlaced = item.hasBeenPlaced
    let oldFrame = item.frame
    if wasPlaced, !item.layoutDirty, newFrame == oldFrame { return }
    // Its element's frame, and those inside, may move. (A container placed
    // again in the same frame is not: what changed inside it was marked.)
    if !wasPlaced || newFrame != oldFrame { semanticsMayHaveChanged() }
    item.frame = newFrame
    item.recordIsCurrent = false
    graph.stats.placements += 1
    performLayout(previousFrame: wasPlaced ? oldFrame : nil)
    item.finishPlacement()
  }

  /// Lays out the items inside `frame` (already set). `previousFrame` is
  /// the frame of the last placement, if any.
  func performLayout(previousFrame: Rect?) {}

  /// Draws this item into `canvas`, inside `canvas.clip`.
  func draw(into canvas: inout Canvas) {}

  /// How the items inside are shifted on screen (a scroll view's offset).
  var contentShift: Point { .zero }

  /// This item's frame on screen: its frame shifted by the scroll views
  /// around it.
  final var screenFrame: Rect {
    var origin = frame.origin
    for ancestor in ancestors where ancestor.isLayoutItem {
      let shift = ancestor.contentShift
      origin.x += shift.x
      origin.y += shift.y
    }
    return Rect(origin: origin, size: frame.size)
  }

  /// This item's semantic element, if it is one.
  func makeElement() -> Element? { nil }

  /// What this item's element is called, its role and label, without its
  /// value: what the focus journal names a view by. A control whose value
  /// comes through a binding answers without reading it, because a view
  /// that leaves may be bound into a row already removed (`$orders[i]`
  /// past the end of the array), where a read traps.
  var elementName: (role: Element.Role, label: String)? {
    makeElement().map { ($0.role, $0.label) }
  }

  /// Whether the semantic tree goes on below this item (a button's label
  /// is part of the button, not elements of its own).
  var exposesChildElements: Bool { true }

  /// The label of this item's element for an item whose element comes and
  /// goes with state no update touches (a focusable view in and out of
  /// the focus order): the ``ElementIndex`` files the item under it even
  /// while there is no element.
  var standingLabel: String? { nil }

  // MARK: - Ancestry

  /// The ancestors, innermost first, up to the root of the node's layer
  /// (see ``LayerNode``): a presentation's views have their own hierarchy
  /// for frames, focus and accessibility, as a window's would.
  final var ancestors: AncestorChain {
    AncestorChain(first: isLayerRoot ? nil : parent)
  }

  /// This node, then its ``ancestors``: the focused chain, when this node
  /// has focus.
  final var selfAndAncestors: AncestorChain {
    AncestorChain(first: self)
  }

  /// Whether this node is the root of a layer drawn over the window (a
  /// presentation): its subtree is laid out, drawn, hit and read apart
  /// from the views around its parent.
  var isLayerRoot: Bool { false }
}

/// The axis of a stack.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical
}
