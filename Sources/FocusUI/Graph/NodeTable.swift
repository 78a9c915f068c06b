import FocusEngine

/// The mounted nodes of a graph by id: an open-addressed table of the nodes
/// themselves (a node knows its id), probed linearly from the id's slot.
///
/// A dictionary keyed by id hashed every id with a seeded hasher and kept
/// each key beside its node: mounting a large form spent a tenth of its
/// time there. Ids are handed out in sequence, so the id's low bits spread
/// them well without hashing.
struct NodeTable {
  private var slots: [ViewNode?] = Array(repeating: nil, count: 16)
  /// The number of nodes in the table.
  private(set) var count = 0

  private var mask: Int { slots.count - 1 }

  private func home(of id: NodeID) -> Int { id.rawValue & mask }

  /// The node with `id`, if it is in the table.
  @MainActor subscript(id: NodeID) -> ViewNode? {
    var index = home(of: id)
    while let node = slots[index] {
      if node.id == id { return node }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Adds `node` (not in the table yet).
  @MainActor mutating func insert(_ node: ViewNode) {
    // At most three quarters full, so that probes stay short.
    if (count + 1) * 4 > slots.count * 3 { grow() }
    place(node)
    count += 1
  }

  /// Removes the node with `id`, if it is in the table.
  @MainActor mutating func remove(_ id: NodeID) {
    var hole = home(of: id)
    while true {
      guard let node = slots[hole] else { return }
      if node.id == id { break }
      hole = (hole + 1) & mask
    }
    slots[hole] = nil
    count -= 1
    // Shifts back the nodes after the hole that probing would no longer
    // reach from their home slot.
    var index = hole
    while true {
      index = (index + 1) & mask
      guard let node = slots[index] else { return }
      let home = home(of: node.id)
      let reachable = hole <= index ? (hole < home && home <= index) : (hole < home || home <= index)
      if reachable { continue }
      slots[hole] = node
      slots[index] = nil
      hole = index
    }
  }

  @MainActor private mutating func place(_ node: ViewNode) {
    var index = home(of: node.id)
    while slots[index] != nil {
      index = (index + 1) & mask
    }
    slots[index] = node
  }

  @MainActor private mutating func grow() {
    let old = slots
    slots = Array(repeating: nil, count: old.count * 2)
    for case let node? in old {
      place(node)
    }
  }
}
