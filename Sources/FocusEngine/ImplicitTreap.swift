/// A randomized treap with implicit keys: a node's key is its position, which
/// is never stored but follows from subtree sizes, so inserting in the middle
/// renumbers nothing.
///
/// Nodes live in one flat array and refer to each other by `Int32` handles, so
/// the tree allocates only when the array grows and stays compact in cache.
/// Handle 0 is a sentinel of size 0 standing for "no node", which spares
/// branches when summing child sizes. Parent links let every operation start
/// at a node and walk up, iteratively: no recursion at all.
struct ImplicitTreap {
  /// One node. Removed slots are chained into a free list through `right`.
  struct Slot {
    var left: Int32
    var right: Int32
    var parent: Int32
    var size: Int32
    var priority: UInt32
    var id: NodeID
  }

  /// The handle meaning "no node".
  static let none: Int32 = 0

  private(set) var slots: ContiguousArray<Slot>
  private(set) var root: Int32 = none
  /// The leftmost and rightmost nodes, kept so appending and `first`/`last`
  /// need no descent.
  private(set) var first: Int32 = none
  private(set) var last: Int32 = none
  private var freeHead: Int32 = none
  /// Tree nodes touched so far, for tests that check the work is logarithmic;
  /// queries count too, which is why they are `mutating`.
  private(set) var visits = 0
  /// SplitMix64 state for priorities: fixed, so runs are reproducible.
  private var seed: UInt64 = 0x853C_49E6_748F_EA9B

  init() {
    slots = [Slot(left: Self.none, right: Self.none, parent: Self.none, size: 0, priority: 0, id: NodeID(0))]
  }

  var count: Int { Int(self[root].size) }

  @inline(__always)
  subscript(handle: Int32) -> Slot {
    get { slots[Int(handle)] }
    set { slots[Int(handle)] = newValue }
  }

  func id(of handle: Int32) -> NodeID { self[handle].id }

  /// Whether `handle` is a live slot holding `id`; freed slots have size 0.
  func holds(_ handle: Int32, _ id: NodeID) -> Bool {
    guard handle > Self.none && Int(handle) < slots.count else { return false }
    let slot = self[handle]
    return slot.size > 0 && slot.id == id
  }

  // MARK: Queries

  /// The next node in order, or `none` after the last.
  mutating func successor(of handle: Int32) -> Int32 {
    var node = self[handle].right
    if node != Self.none {
      visits += 1
      while self[node].left != Self.none {
        node = self[node].left
        visits += 1
      }
      return node
    }
    // No right subtree: the successor is the first ancestor reached from its left.
    node = handle
    var parent = self[node].parent
    while parent != Self.none && self[parent].right == node {
      node = parent
      parent = self[node].parent
      visits += 1
    }
    visits += 1
    return parent
  }

  /// The previous node in order, or `none` before the first.
  mutating func predecessor(of handle: Int32) -> Int32 {
    var node = self[handle].left
    if node != Self.none {
      visits += 1
      while self[node].right != Self.none {
        node = self[node].right
        visits += 1
      }
      return node
    }
    node = handle
    var parent = self[node].parent
    while parent != Self.none && self[parent].left == node {
      node = parent
      parent = self[node].parent
      visits += 1
    }
    visits += 1
    return parent
  }

  /// The 0-based position of a node: everything in its left subtree, plus
  /// each ancestor it hangs right of together with that ancestor's left subtree.
  mutating func rank(of handle: Int32) -> Int {
    var rank = Int(self[self[handle].left].size)
    var node = handle
    var parent = self[node].parent
    while parent != Self.none {
      if self[parent].right == node {
        rank += Int(self[self[parent].left].size) + 1
      }
      node = parent
      parent = self[node].parent
      visits += 1
    }
    return rank
  }

  /// The node at a 0-based position; the position must be in range.
  mutating func handle(at index: Int) -> Int32 {
    var remaining = Int32(index)
    var node = root
    while true {
      visits += 1
      let leftSize = self[self[node].left].size
      if remaining < leftSize {
        node = self[node].left
      } else if remaining == leftSize {
        return node
      } else {
        remaining -= leftSize + 1
        node = self[node].right
      }
    }
  }

  // MARK: Updates

  /// Inserts `id` right after `predecessor` (`none`: at the front) and returns its handle.
  mutating func insert(_ id: NodeID, after predecessor: Int32) -> Int32 {
    let handle = allocate(id)
    visits += 1
    guard root != Self.none else {
      root = handle
      first = handle
      last = handle
      return handle
    }
    // The new node becomes a leaf: the left child of the first node after
    // `predecessor`'s position, or the right child of `predecessor` itself.
    let parent: Int32
    let asLeftChild: Bool
    if predecessor == Self.none {
      parent = first
      asLeftChild = true
    } else if self[predecessor].right == Self.none {
      parent = predecessor
      asLeftChild = false
    } else {
      var node = self[predecessor].right
      while self[node].left != Self.none {
        node = self[node].left
        visits += 1
      }
      parent = node
      asLeftChild = true
    }
    self[handle].parent = parent
    if asLeftChild {
      self[parent].left = handle
    } else {
      self[parent].right = handle
    }
    if predecessor == Self.none {
      first = handle
    } else if predecessor == last {
      last = handle
    }
    addToSizes(from: parent, 1)
    // Restore heap order on priorities; expected O(1) rotations.
    while true {
      let up = self[handle].parent
      if up == Self.none || self[up].priority >= self[handle].priority { break }
      rotateUp(handle)
      visits += 1
    }
    return handle
  }

  /// Removes the node `handle`, which must be in the tree.
  mutating func remove(_ handle: Int32) {
    if handle == first { first = successor(of: handle) }
    if handle == last { last = predecessor(of: handle) }
    // Sink the node below its higher-priority child until it has at most one
    // child, then splice it out; expected O(1) rotations.
    while self[handle].left != Self.none && self[handle].right != Self.none {
      let left = self[handle].left
      let right = self[handle].right
      rotateUp(self[left].priority >= self[right].priority ? left : right)
      visits += 1
    }
    let child = self[handle].left != Self.none ? self[handle].left : self[handle].right
    let parent = self[handle].parent
    if child != Self.none { self[child].parent = parent }
    replaceChild(of: parent, old: handle, new: child)
    addToSizes(from: parent, -1)
    release(handle)
  }

  // MARK: Internals

  private mutating func allocate(_ id: NodeID) -> Int32 {
    let priority = nextPriority()
    let slot = Slot(left: Self.none, right: Self.none, parent: Self.none, size: 1, priority: priority, id: id)
    if freeHead != Self.none {
      let handle = freeHead
      freeHead = self[handle].right
      self[handle] = slot
      return handle
    }
    precondition(slots.count < Int(Int32.max), "TraversalOrder holds at most Int32.max - 1 nodes")
    slots.append(slot)
    return Int32(slots.count - 1)
  }

  private mutating func release(_ handle: Int32) {
    self[handle] = Slot(left: Self.none, right: freeHead, parent: Self.none, size: 0, priority: 0, id: NodeID(0))
    freeHead = handle
    if root == Self.none {
      // Empty again: forget the free list so a rebuild hands out handles in
      // order, which keeps neighbours close in memory.
      slots.removeSubrange(1...)
      freeHead = Self.none
    }
  }

  private mutating func addToSizes(from handle: Int32, _ delta: Int32) {
    var node = handle
    while node != Self.none {
      self[node].size += delta
      node = self[node].parent
      visits += 1
    }
  }

  private mutating func replaceChild(of parent: Int32, old: Int32, new: Int32) {
    if parent == Self.none {
      root = new
    } else if self[parent].left == old {
      self[parent].left = new
    } else {
      self[parent].right = new
    }
  }

  /// Rotates `node` above its parent, keeping the order of all nodes.
  private mutating func rotateUp(_ node: Int32) {
    let parent = self[node].parent
    let grandparent = self[parent].parent
    if self[parent].left == node {
      let inner = self[node].right
      self[parent].left = inner
      if inner != Self.none { self[inner].parent = parent }
      self[node].right = parent
    } else {
      let inner = self[node].left
      self[parent].right = inner
      if inner != Self.none { self[inner].parent = parent }
      self[node].left = parent
    }
    self[parent].parent = node
    self[node].parent = grandparent
    replaceChild(of: grandparent, old: parent, new: node)
    // `node` now spans exactly what `parent` spanned.
    self[node].size = self[parent].size
    self[parent].size = self[self[parent].left].size + self[self[parent].right].size + 1
  }

  private mutating func nextPriority() -> UInt32 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: (z ^ (z >> 31)) >> 32)
  }
}
