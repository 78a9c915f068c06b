import FocusEngine

/// A view's persistent place in the graph: it outlives the view values that
/// describe it, keeps their state, and knows its children.
///
/// A node is updated with a new view value of the same type (``accept(_:)``)
/// and re-derives its children (``run()``) only when that value changed,
/// when state or environment it read changed, or when asked to.
@MainActor
class ViewNode {
  unowned let graph: ViewGraph
  /// Stable for the node's life; semantic elements refer to nodes by it.
  let id: NodeID
  private(set) weak var parent: ViewNode?
  private(set) var depth = 0
  var children: [ViewNode] = []
  /// The environment this node received from its parent.
  var environment = EnvironmentValues()
  /// Set by state, observation and environment changes; cleared by `run()`.
  var needsRun = true
  private(set) var isMounted = false
  /// The dynamic-property storage of the view (state slots), by ordinal.
  var slots: [AnyObject] = []
  /// The position among the parent's children.
  var indexInParent = 0

  // Focus (see ViewNode+Focus.swift).
  /// What kind of focus target this node is, if it is one.
  var focusCapability: FocusCapability? { nil }
  /// `false` when `focusable(false)` takes this control out of focus.
  var focusOverride: Bool?
  /// Whether the node is in the engine's focus order now.
  var isInFocusOrder = false
  /// How many nodes of this subtree are in the focus order.
  var focusOrderCount = 0
  var focusEnvironmentCache: FocusEnvironmentCache?

  /// Whether this is a modifier of the view below it (focus modifiers look
  /// through such nodes to the view they modify).
  var isModifierOfSameView: Bool { false }

  /// Called when this node gains or loses focus: focus targets redraw and
  /// hand their content a new `isFocused`.
  func focusDidChange() {
    guard focusCapability != nil else { return }
    invalidateLayout()
    if !children.isEmpty { invalidate() }
  }

  // Layout, for nodes that take part in it (see `isLayoutItem`).
  var frame = Rect.zero
  var measureCache: [ProposedSize: Size] = [:]
  /// The axis of the container this item was last laid out in.
  var containerAxis = Axis.vertical
  private var cachedItems: [ViewNode]?

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
    var invalid = needsRun
    if let view, accept(view) {
      invalid = true
    }
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

  /// The type of the view this node runs; a child is replaced when the view
  /// at its place has another type.
  var viewType = ObjectIdentifier(Never.self)

  private func mount(parent: ViewNode) {
    self.parent = parent
    depth = parent.depth + 1
    isMounted = true
    graph.register(self)
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
    isMounted = false
    if isInFocusOrder { graph.focus.nodeWillUnmount(self) }
    graph.unregister(self)
    for child in children {
      child.unmount()
    }
    slots = []
  }

  // MARK: - Layout membership

  /// Whether this node lays itself out. Other nodes are transparent: their
  /// children take part in the nearest container's layout directly.
  var isLayoutItem: Bool { false }

  /// The layout items this node contributes to its container.
  final func collectLayoutItems(into items: inout [ViewNode]) {
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
      if current.isLayoutItem { break }
      node = current.parent
    }
    invalidateLayout()
  }

  /// Drops cached measurements here and above.
  final func invalidateLayout() {
    var node: ViewNode? = self
    while let current = node {
      current.measureCache.removeAll(keepingCapacity: true)
      node = current.parent
    }
    graph.needsLayout = true
  }

  // MARK: - Layout (overridden by layout items)

  /// The size this item takes for `proposal`, cached per proposal.
  final func measure(_ proposal: ProposedSize) -> Size {
    if let size = measureCache[proposal] { return size }
    let size = sizeThatFits(proposal)
    measureCache[proposal] = size
    return size
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

  /// Places this item in `frame` (screen coordinates) and its items inside.
  func place(in frame: Rect) {
    self.frame = frame
  }

  /// Draws this item into `canvas`, inside `canvas.clip`.
  func draw(into canvas: inout Canvas) {}

  /// This item's semantic element, if it is one.
  func makeElement() -> Element? { nil }

  /// Whether the semantic tree goes on below this item (a button's label
  /// is part of the button, not elements of its own).
  var exposesChildElements: Bool { true }

  // MARK: - Ancestry

  /// The ancestors, innermost first.
  final var ancestors: some Sequence<ViewNode> {
    sequence(first: self) { $0.parent }.dropFirst()
  }
}

/// The axis of a stack.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical
}
