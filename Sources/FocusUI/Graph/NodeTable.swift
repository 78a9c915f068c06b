import FocusEngine

/// The mounted nodes of a graph by id: an open-addressed table of the nodes
/// themselves (a node knows its id), probed linearly from the id's slot.
///
/// A dictionary keyed by id hashed every id with a seeded hasher and kept
/// each key beside its node: mounting a large form spent a tenth of its
/// time there. Ids are handed out in sequence, so the id's low bits spread
/// them well without hashing — and the mounted nodes of a form fill one
/// long run of slots. That is why a removed node leaves a marker rather
/// than shifting the run back: shifting scanned the rest of the run on
/// every removal, and closing a 10,000-field form took seconds. Markers
/// are dropped when the table is rebuilt.
struct NodeTable {
  private enum Slot {
    case empty
    case removed
    case node(ViewNode)
  }

  private var slots: [Slot] = Array(repeating: .empty, count: 16)
  /// The number of nodes in the table.
  private(set) var count = 0
  /// Slots holding a removed node's marker.
  private var removedCount = 0

  private var mask: Int { slots.count - 1 }

  private func home(of id: NodeID) -> Int { id.rawValue & mask }

  /// The node with `id`, if it is in the table.
  @MainActor subscript(id: NodeID) -> ViewNode? {
    var index = home(of: id)
    while true {
      switch slots[index] {
      case .empty: return nil
      case .node(let node) where node.id == id: return node
      case .node, .removed: index = (index + 1) & mask
      }
    }
  }

  /// Adds `node` (not in the table yet).
  @MainActor mutating func insert(_ node: ViewNode) {
    // At most three quarters in use, markers included, so that probes
    // stay short.
    if (count + removedCount + 1) * 4 > slots.count * 3 { rebuild() }
    var index = home(of: node.id)
    while true {
      switch slots[index] {
      case .empty:
        slots[index] = .node(node)
        count += 1
        return
      case .removed:
        slots[index] = .node(node)
        removedCount -= 1
        count += 1
        return
      case .node:
        index = (index + 1) & mask
      }
    }
  }

  /// Removes the node with `id`, if it is in the table. Returns the slots
  /// probed to find it.
  @MainActor @discardableResult mutating func remove(_ id: NodeID) -> Int {
    var index = home(of: id)
    var probes = 1
    while true {
      switch slots[index] {
      case .empty: return probes
      case .node(let node) where node.id == id:
        slots[index] = .removed
        count -= 1
        removedCount += 1
        return probes
      case .node, .removed:
        index = (index + 1) & mask
        probes += 1
      }
    }
  }

  /// Places every node again in a table of the size they need (twice the
  /// slots when more than half would be in use), without markers.
  @MainActor private mutating func rebuild() {
    let old = slots
    var size = slots.count
    if (count + 1) * 2 > size { size *= 2 }
    slots = Array(repeating: .empty, count: size)
    removedCount = 0
    for case .node(let node) in old {
      var index = home(of: node.id)
      while case .node = slots[index] { index = (index + 1) & mask }
      slots[index] = .node(node)
    }
  }
}
