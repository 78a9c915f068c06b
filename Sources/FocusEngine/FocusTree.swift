/// The engine's focus model: which focusable node has focus, sequential
/// navigation with wrap-around, and where Tab resumes after the focused node
/// disappeared.
///
/// ```swift
/// let tree = FocusTree()
/// tree.insert(NodeID(1), after: nil)
/// tree.insert(NodeID(2), after: NodeID(1))
/// tree.insert(NodeID(3), after: NodeID(2))
/// tree.moveForward()       // focuses 1: nothing had focus
/// tree.moveForward()       // focuses 2
/// tree.remove(NodeID(2))   // focus resigned; 1 and 3 remembered
/// tree.moveForward()       // focuses 3, the node that followed 2
/// tree.moveForward()       // focuses 1: wraps around
/// ```
///
/// All operations cost expected O(log n) in the number of focusable nodes.
/// Change the nodes through the tree, not through ``order``, so focus and the
/// remembered place stay consistent.
public final class FocusTree {
  /// The focusable nodes in tree order.
  ///
  /// ```swift
  /// let position = tree.order.index(of: NodeID(2))
  /// ```
  public let order = TraversalOrder()

  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  /// The node that has focus, or `nil` if none has.
  ///
  /// ```swift
  /// tree.focus(NodeID(1), origin: .pointer)
  /// tree.focused  // NodeID(1)
  /// ```
  @exclusivity(unchecked) public private(set) var focused: NodeID?

  /// The origin of the last move that gave a node focus, or `nil` while
  /// nothing ever had focus.
  ///
  /// Resigning focus or removing the focused node leaves it unchanged: it
  /// describes how focus last arrived, not how it left.
  ///
  /// ```swift
  /// tree.moveForward()
  /// tree.origin  // .keyboard
  /// ```
  @exclusivity(unchecked) public private(set) var origin: FocusOrigin?

  /// The neighbours of the removed focused node, kept while nothing has focus.
  ///
  /// Both are present nodes or `nil` for "past the end": removing one of them
  /// replaces it with its own neighbour on the far side, so after removals
  /// they still name the nearest remaining nodes on each side of the place
  /// where focus was. Nodes inserted or moved later do not change them.
  @exclusivity(unchecked) private var resumePlace: (previous: NodeID?, next: NodeID?)?

  /// The focused node's handle in ``order``, so Tab needs no hash lookup;
  /// checked before use because changes to the order can make it stale.
  @exclusivity(unchecked) private var focusedHandle = ImplicitTreap.none

  /// Creates a tree without nodes or focus.
  ///
  /// ```swift
  /// let tree = FocusTree()
  /// tree.count  // 0
  /// ```
  public init() {}

  /// The number of focusable nodes.
  ///
  /// ```swift
  /// tree.insert(NodeID(1), after: nil)
  /// tree.count  // 1
  /// ```
  public var count: Int { order.count }

  /// Whether `node` is a focusable node of the tree.
  ///
  /// ```swift
  /// tree.insert(NodeID(1), after: nil)
  /// tree.contains(NodeID(1))  // true
  /// ```
  public func contains(_ node: NodeID) -> Bool { order.contains(node) }

  /// Adds a focusable node right after `predecessor` in tree order, or first
  /// if `predecessor` is `nil`.
  ///
  /// Adding a node that is already present moves it and keeps its focus; a
  /// `predecessor` that is not present appends the node at the end.
  ///
  /// ```swift
  /// tree.insert(NodeID(1), after: nil)
  /// tree.insert(NodeID(2), after: NodeID(1))  // order: 1, 2
  /// ```
  public func insert(_ node: NodeID, after predecessor: NodeID?) {
    order.insert(node, after: predecessor)
  }

  /// Removes a node because it left the hierarchy or became unfocusable.
  ///
  /// If it had focus, focus is resigned and its place is remembered: the next
  /// ``moveForward(origin:)`` continues with the node that followed it,
  /// ``moveBackward(origin:)`` with the node that preceded it. If those go
  /// too, the nearest remaining neighbours take their place, and with none
  /// left on a side Tab starts over at the first node (Shift-Tab at the last).
  /// Removing any other node leaves focus alone.
  ///
  /// - Returns: The change, with origin ``FocusOrigin/programmatic``, if the
  ///   removed node had focus; otherwise `nil`.
  ///
  /// ```swift
  /// tree.focus(NodeID(2), origin: .keyboard)
  /// tree.remove(NodeID(2))  // FocusChange(from: NodeID(2), to: nil, origin: .programmatic)
  /// ```
  @discardableResult
  public func remove(_ node: NodeID) -> FocusChange? {
    guard order.contains(node) else { return nil }
    if node == focused {
      resumePlace = (order.predecessor(of: node), order.successor(of: node))
      order.remove(node)
      focused = nil
      return FocusChange(from: node, to: nil, origin: .programmatic)
    }
    if var place = resumePlace {
      // Step the remembered neighbour outwards, away from the place.
      if place.previous == node { place.previous = order.predecessor(of: node) }
      if place.next == node { place.next = order.successor(of: node) }
      resumePlace = place
    }
    order.remove(node)
    return nil
  }

  /// The neighbours Tab and Shift-Tab continue with while nothing has
  /// focus because the focused node was removed; `nil` when there is no
  /// such place (nothing was focused, or focus was resigned).
  ///
  /// ```swift
  /// tree.focus(NodeID(2), origin: .keyboard)
  /// tree.remove(NodeID(2))
  /// tree.resumeNeighbours  // (previous: NodeID(1), next: NodeID(3))
  /// ```
  public var resumeNeighbours: (previous: NodeID?, next: NodeID?)? { resumePlace }

  /// Replaces the neighbours remembered for Tab while nothing has focus:
  /// for a host that learns of nodes nearer the place than the order knew
  /// when the focused node was removed (rows made on demand). Does nothing
  /// while a node has focus or no place is remembered; a neighbour that is
  /// not present is ignored.
  ///
  /// ```swift
  /// // order: 1, 3, 4; node 2 (focused) was removed; 3 inserted since
  /// tree.remember(previous: NodeID(1), next: NodeID(3))
  /// tree.moveForward()  // focuses 3
  /// ```
  public func remember(previous: NodeID?, next: NodeID?) {
    guard focused == nil, var place = resumePlace else { return }
    if previous == nil || order.contains(previous!) { place.previous = previous }
    if next == nil || order.contains(next!) { place.next = next }
    resumePlace = place
  }

  /// Gives focus to `node`.
  ///
  /// - Returns: The change, or `nil` if `node` is not present (then nothing
  ///   happens) or already had focus.
  ///
  /// ```swift
  /// tree.focus(NodeID(1), origin: .pointer)  // FocusChange(from: nil, to: NodeID(1), origin: .pointer)
  /// tree.focus(NodeID(1), origin: .pointer)  // nil
  /// ```
  @discardableResult
  public func focus(_ node: NodeID, origin: FocusOrigin) -> FocusChange? {
    guard let handle = order.handle(of: node), node != focused else { return nil }
    return give(focusTo: node, handle: handle, origin: origin)
  }

  /// Takes focus away: nothing has focus afterwards, and Tab starts over at
  /// the first node because any remembered place is forgotten.
  ///
  /// - Returns: The change, or `nil` if nothing had focus.
  ///
  /// ```swift
  /// tree.focus(NodeID(1), origin: .keyboard)
  /// tree.resign(origin: .pointer)  // FocusChange(from: NodeID(1), to: nil, origin: .pointer)
  /// ```
  @discardableResult
  public func resign(origin: FocusOrigin) -> FocusChange? {
    resumePlace = nil
    guard let previous = focused else { return nil }
    focused = nil
    return FocusChange(from: previous, to: nil, origin: origin)
  }

  /// Tab: focuses the node after the focused one, wrapping to the first.
  ///
  /// With nothing focused it focuses the node after the remembered place of a
  /// removed focused node, or else the first node.
  ///
  /// - Returns: The change, or `nil` if there are no nodes or the only node
  ///   already has focus.
  ///
  /// ```swift
  /// // order: 1, 2; focused: 2
  /// tree.moveForward()  // FocusChange(from: NodeID(2), to: NodeID(1), origin: .keyboard)
  /// ```
  @discardableResult
  public func moveForward(origin: FocusOrigin = .keyboard) -> FocusChange? {
    let handle = nextHandle()
    guard handle != ImplicitTreap.none else { return nil }
    let target = order.node(atHandle: handle)
    guard target != focused else { return nil }
    return give(focusTo: target, handle: handle, origin: origin)
  }

  /// Shift-Tab: focuses the node before the focused one, wrapping to the last.
  ///
  /// With nothing focused it focuses the node before the remembered place of
  /// a removed focused node, or else the last node.
  ///
  /// - Returns: The change, or `nil` if there are no nodes or the only node
  ///   already has focus.
  ///
  /// ```swift
  /// // order: 1, 2; focused: 1
  /// tree.moveBackward()  // FocusChange(from: NodeID(1), to: NodeID(2), origin: .keyboard)
  /// ```
  @discardableResult
  public func moveBackward(origin: FocusOrigin = .keyboard) -> FocusChange? {
    let handle = previousHandle()
    guard handle != ImplicitTreap.none else { return nil }
    let target = order.node(atHandle: handle)
    guard target != focused else { return nil }
    return give(focusTo: target, handle: handle, origin: origin)
  }

  /// The node a Tab would focus now, without moving focus.
  ///
  /// - Returns: `nil` if there are no nodes; the focused node itself if it is
  ///   the only one (Tab then changes nothing).
  ///
  /// ```swift
  /// // order: 1, 2; focused: 1
  /// tree.nextCandidate()  // NodeID(2)
  /// ```
  public func nextCandidate() -> NodeID? {
    identifier(nextHandle())
  }

  /// The node a Shift-Tab would focus now, without moving focus.
  ///
  /// - Returns: `nil` if there are no nodes; the focused node itself if it is
  ///   the only one (Shift-Tab then changes nothing).
  ///
  /// ```swift
  /// // order: 1, 2; focused: 1
  /// tree.previousCandidate()  // NodeID(2)
  /// ```
  public func previousCandidate() -> NodeID? {
    identifier(previousHandle())
  }

  private func nextHandle() -> Int32 {
    if let focused {
      let handle = liveFocusedHandle(focused)
      if handle != ImplicitTreap.none {
        let next = order.successor(ofHandle: handle)
        if next != ImplicitTreap.none { return next }
      }
      return order.firstHandle
    }
    // The remembered neighbour is present unless the order was changed
    // behind the tree's back; then start over.
    if let next = resumePlace?.next, let handle = order.handle(of: next) { return handle }
    return order.firstHandle
  }

  private func previousHandle() -> Int32 {
    if let focused {
      let handle = liveFocusedHandle(focused)
      if handle != ImplicitTreap.none {
        let previous = order.predecessor(ofHandle: handle)
        if previous != ImplicitTreap.none { return previous }
      }
      return order.lastHandle
    }
    if let previous = resumePlace?.previous, let handle = order.handle(of: previous) { return handle }
    return order.lastHandle
  }

  /// The focused node's handle, looked up again only when the cached one went
  /// stale (the node was moved); `none` if the node left the order directly.
  private func liveFocusedHandle(_ node: NodeID) -> Int32 {
    if !order.holds(focusedHandle, node) {
      focusedHandle = order.handle(of: node) ?? ImplicitTreap.none
    }
    return focusedHandle
  }

  private func identifier(_ handle: Int32) -> NodeID? {
    handle == ImplicitTreap.none ? nil : order.node(atHandle: handle)
  }

  private func give(focusTo node: NodeID, handle: Int32, origin: FocusOrigin) -> FocusChange {
    let change = FocusChange(from: focused, to: node, origin: origin)
    focused = node
    focusedHandle = handle
    self.origin = origin
    resumePlace = nil
    return change
  }
}
