/// The focusable nodes in tree order.
///
/// Sequential focus navigation needs the node after or before any node, and
/// views come and go anywhere in the hierarchy. An array would make each
/// insertion or removal in the middle cost O(n); this order is a balanced
/// tree instead (a randomized treap), so every operation costs expected
/// O(log n) in the number of nodes, and ``first`` and ``last`` cost O(1).
///
/// ```swift
/// let order = TraversalOrder()
/// order.insert(NodeID(1), after: nil)         // [1]
/// order.insert(NodeID(3), after: NodeID(1))   // [1, 3]
/// order.insert(NodeID(2), after: NodeID(1))   // [1, 2, 3]
/// order.successor(of: NodeID(2))              // NodeID(3)
/// order.index(of: NodeID(3))                  // 2
/// Array(order)                                // [NodeID(1), NodeID(2), NodeID(3)]
/// ```
///
/// Iterating walks a snapshot: changing the order during a loop does not
/// affect the loop.
public final class TraversalOrder: Sequence {
  private(set) var tree = ImplicitTreap()
  /// Keyed by raw value: `Int` hashes through the standard library's
  /// specialised one-shot path, markedly faster than a synthesised `Hashable`.
  private var handles: [Int: Int32] = [:]

  /// Tree nodes touched by operations so far.
  ///
  /// Tests and benchmarks compare deltas of this counter with log2(n) to
  /// check that operations do logarithmic work.
  ///
  /// ```swift
  /// let before = order.nodesVisited
  /// _ = order.successor(of: NodeID(2))
  /// let work = order.nodesVisited - before
  /// ```
  public var nodesVisited: Int { tree.visits }

  /// Creates an empty order.
  ///
  /// ```swift
  /// let order = TraversalOrder()
  /// order.isEmpty  // true
  /// ```
  public init() {}

  /// The number of nodes.
  ///
  /// ```swift
  /// order.insert(NodeID(1), after: nil)
  /// order.count  // 1
  /// ```
  public var count: Int { handles.count }

  /// Whether there are no nodes.
  ///
  /// ```swift
  /// TraversalOrder().isEmpty  // true
  /// ```
  public var isEmpty: Bool { handles.isEmpty }

  /// The number of nodes; iterating yields exactly this many.
  public var underestimatedCount: Int { handles.count }

  /// The first node in tree order, or `nil` if there are none.
  ///
  /// ```swift
  /// order.insert(NodeID(2), after: nil)
  /// order.insert(NodeID(1), after: nil)
  /// order.first  // NodeID(1)
  /// ```
  public var first: NodeID? { identifier(tree.first) }

  /// The last node in tree order, or `nil` if there are none.
  ///
  /// ```swift
  /// order.insert(NodeID(1), after: nil)
  /// order.insert(NodeID(2), after: NodeID(1))
  /// order.last  // NodeID(2)
  /// ```
  public var last: NodeID? { identifier(tree.last) }

  /// Whether `node` is in the order.
  ///
  /// ```swift
  /// order.insert(NodeID(1), after: nil)
  /// order.contains(NodeID(1))  // true
  /// ```
  public func contains(_ node: NodeID) -> Bool { handles[node.rawValue] != nil }

  /// Inserts `node` right after `predecessor`, or at the front if
  /// `predecessor` is `nil`.
  ///
  /// Inserting a node that is already present moves it. A `predecessor` that
  /// is not present is the caller's mistake; the node is appended at the end
  /// rather than trapping, so a stale reference cannot crash the host.
  ///
  /// ```swift
  /// order.insert(NodeID(1), after: nil)         // [1]
  /// order.insert(NodeID(2), after: NodeID(1))   // [1, 2]
  /// order.insert(NodeID(2), after: nil)         // [2, 1]: moved
  /// ```
  public func insert(_ node: NodeID, after predecessor: NodeID?) {
    var anchor = ImplicitTreap.none
    if let predecessor {
      anchor = handles[predecessor.rawValue] ?? tree.last
    }
    // A moved node is inserted anew before its old slot goes, so the anchor
    // stays valid even when it is that old slot (moving a node after itself).
    let handle = tree.insert(node, after: anchor)
    if let old = handles.updateValue(handle, forKey: node.rawValue) {
      tree.remove(old)
    }
  }

  /// Removes `node`; returns `false` if it was not present.
  ///
  /// ```swift
  /// order.insert(NodeID(1), after: nil)
  /// order.remove(NodeID(1))  // true
  /// order.remove(NodeID(1))  // false
  /// ```
  @discardableResult
  public func remove(_ node: NodeID) -> Bool {
    guard let handle = handles.removeValue(forKey: node.rawValue) else { return false }
    tree.remove(handle)
    return true
  }

  /// The node after `node`, or `nil` if `node` is the last or not present.
  ///
  /// ```swift
  /// // order: [1, 2]
  /// order.successor(of: NodeID(1))  // NodeID(2)
  /// order.successor(of: NodeID(2))  // nil
  /// ```
  public func successor(of node: NodeID) -> NodeID? {
    guard let handle = handles[node.rawValue] else { return nil }
    return identifier(tree.successor(of: handle))
  }

  /// The node before `node`, or `nil` if `node` is the first or not present.
  ///
  /// ```swift
  /// // order: [1, 2]
  /// order.predecessor(of: NodeID(2))  // NodeID(1)
  /// order.predecessor(of: NodeID(1))  // nil
  /// ```
  public func predecessor(of node: NodeID) -> NodeID? {
    guard let handle = handles[node.rawValue] else { return nil }
    return identifier(tree.predecessor(of: handle))
  }

  /// The 0-based position of `node` from the front, or `nil` if it is not present.
  ///
  /// ```swift
  /// // order: [1, 2]
  /// order.index(of: NodeID(2))  // 1
  /// ```
  public func index(of node: NodeID) -> Int? {
    guard let handle = handles[node.rawValue] else { return nil }
    return tree.rank(of: handle)
  }

  /// The node at the 0-based position `index`, or `nil` if it is out of range.
  ///
  /// ```swift
  /// // order: [1, 2]
  /// order.node(at: 0)  // NodeID(1)
  /// order.node(at: 2)  // nil
  /// ```
  public func node(at index: Int) -> NodeID? {
    guard index >= 0 && index < count else { return nil }
    return tree.id(of: tree.handle(at: index))
  }

  /// Whether `a` comes before `b` in tree order; `false` if either is not
  /// present or they are the same node.
  ///
  /// ```swift
  /// // order: [1, 2]
  /// order.precedes(NodeID(1), NodeID(2))  // true
  /// order.precedes(NodeID(2), NodeID(1))  // false
  /// ```
  public func precedes(_ a: NodeID, _ b: NodeID) -> Bool {
    guard a != b, let first = handles[a.rawValue], let second = handles[b.rawValue] else { return false }
    return tree.rank(of: first) < tree.rank(of: second)
  }

  /// Returns an iterator over the nodes in tree order.
  ///
  /// ```swift
  /// for node in order { print(node) }
  /// ```
  public func makeIterator() -> Iterator {
    Iterator(tree: tree, current: tree.first)
  }

  /// Walks a snapshot of the order from the first node to the last.
  public struct Iterator: IteratorProtocol {
    // A copy shares storage with the order until the order changes; its
    // visit count is its own, so iterating leaves `nodesVisited` alone.
    var tree: ImplicitTreap
    var current: Int32

    /// The next node in tree order, or `nil` after the last.
    ///
    /// ```swift
    /// var nodes = order.makeIterator()
    /// while let node = nodes.next() { print(node) }
    /// ```
    public mutating func next() -> NodeID? {
      guard current != ImplicitTreap.none else { return nil }
      let node = tree.id(of: current)
      current = tree.successor(of: current)
      return node
    }
  }

  private func identifier(_ handle: Int32) -> NodeID? {
    handle == ImplicitTreap.none ? nil : tree.id(of: handle)
  }

  // MARK: Handles
  // FocusTree keeps the focused node's handle so Tab skips the hash lookup,
  // which dominates a step at a million nodes (a cache miss).

  /// The handle of `node`, or `nil` if it is not present.
  func handle(of node: NodeID) -> Int32? { handles[node.rawValue] }

  /// Whether `handle` still holds `node`. Handles go stale: removing or
  /// moving a node frees its slot (size 0), and a reused slot may hold another node.
  func holds(_ handle: Int32, _ node: NodeID) -> Bool {
    tree.holds(handle, node)
  }

  /// The node stored at a live handle.
  func node(atHandle handle: Int32) -> NodeID { tree.id(of: handle) }

  /// The handles after and before a live handle, `ImplicitTreap.none` at the ends.
  func successor(ofHandle handle: Int32) -> Int32 { tree.successor(of: handle) }
  func predecessor(ofHandle handle: Int32) -> Int32 { tree.predecessor(of: handle) }

  /// The handles of the first and last nodes, `ImplicitTreap.none` if empty.
  var firstHandle: Int32 { tree.first }
  var lastHandle: Int32 { tree.last }
}
