/// A binding entry's key: a focus state and one of its values.
///
/// ```swift
/// let key = BindingKey(state: 7, value: AnyHashable("username"))
/// ```
public struct BindingKey: Hashable {
  /// Identifies the focus state.
  public var state: Int
  /// The value the entry binds.
  public var value: AnyHashable

  public init(state: Int, value: AnyHashable) {
    self.state = state
    self.value = value
  }
}

/// The binding entries of a view tree, indexed by (state, value), so that a
/// write finds its candidates without looking at the whole tree.
///
/// ```swift
/// var index = BindingIndex()
/// index.add(NodeID(3), for: key)
/// index.add(NodeID(9), for: key)   // a second view bound to the same value
/// index.nodes(for: key)            // [#3, #9]
/// ```
public struct BindingIndex {
  /// The entries of one key. Nearly every key has one view (a form binds
  /// each value once): that one is kept inline, sparing an array per key.
  private enum Entries {
    case one(NodeID)
    case many([NodeID])

    var nodes: [NodeID] {
      switch self {
      case .one(let node): [node]
      case .many(let nodes): nodes
      }
    }

    func appending(_ node: NodeID) -> Entries {
      .many(nodes + [node])
    }
  }

  private var entries: [BindingKey: Entries] = [:]

  public init() {}

  /// The number of keys with at least one entry.
  public var count: Int { entries.count }

  /// Adds an entry of `node` for `key`.
  public mutating func add(_ node: NodeID, for key: BindingKey) {
    // One lookup in the usual case: hashing the key (an `AnyHashable`) is
    // most of the cost.
    if let previous = entries.updateValue(.one(node), forKey: key) {
      entries[key] = previous.appending(node)
    }
  }

  /// Removes one entry of `node` for `key`, if present.
  public mutating func remove(_ node: NodeID, for key: BindingKey) {
    guard var nodes = entries[key]?.nodes, let index = nodes.firstIndex(of: node) else { return }
    nodes.remove(at: index)
    switch nodes.count {
    case 0: entries[key] = nil
    case 1: entries[key] = .one(nodes[0])
    default: entries[key] = .many(nodes)
    }
  }

  /// The nodes with an entry for `key`, in the order they were added.
  public func nodes(for key: BindingKey) -> [NodeID] {
    entries[key]?.nodes ?? []
  }

  /// The keys of `state` with at least one entry, for a report (a whole
  /// scan: not for the hot path).
  public func keys(of state: Int) -> [BindingKey] {
    entries.keys.filter { $0.state == state }
  }
}
