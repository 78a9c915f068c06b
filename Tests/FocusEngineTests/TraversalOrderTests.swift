import Testing

@testable import FocusEngine

/// An order holding `raw` node IDs, appended in sequence.
func makeOrder(_ raw: [Int]) -> TraversalOrder {
  let order = TraversalOrder()
  var previous: NodeID?
  for value in raw {
    order.insert(NodeID(value), after: previous)
    previous = NodeID(value)
  }
  return order
}

func ids(_ raw: Int...) -> [NodeID] { raw.map(NodeID.init) }

@Suite struct TraversalOrderTests {
  @Test func aNewOrderIsEmpty() {
    let order = TraversalOrder()
    #expect(order.isEmpty)
    #expect(order.count == 0)
    #expect(order.first == nil)
    #expect(order.last == nil)
    #expect(Array(order).isEmpty)
    #expect(order.node(at: 0) == nil)
  }

  @Test func insertingAtTheFrontMiddleAndEndKeepsTreeOrder() {
    let order = TraversalOrder()
    order.insert(NodeID(3), after: nil)
    order.insert(NodeID(1), after: nil)  // front
    order.insert(NodeID(5), after: NodeID(3))  // end
    order.insert(NodeID(2), after: NodeID(1))  // middle
    order.insert(NodeID(4), after: NodeID(3))  // middle
    #expect(Array(order) == ids(1, 2, 3, 4, 5))
    #expect(order.count == 5)
    #expect(!order.isEmpty)
  }

  @Test func removeTakesOutOnlyThatNodeAndSaysWhetherItWasPresent() {
    let order = makeOrder([1, 2, 3, 4])
    #expect(order.remove(NodeID(2)))
    #expect(Array(order) == ids(1, 3, 4))
    #expect(!order.contains(NodeID(2)))
    #expect(order.contains(NodeID(3)))
    #expect(!order.remove(NodeID(2)))
    #expect(!order.remove(NodeID(99)))
    #expect(order.count == 3)
  }

  @Test func successorAndPredecessorFollowTreeOrderAndStopAtTheEnds() {
    let order = makeOrder([10, 20, 30])
    #expect(order.successor(of: NodeID(10)) == NodeID(20))
    #expect(order.successor(of: NodeID(20)) == NodeID(30))
    #expect(order.successor(of: NodeID(30)) == nil)
    #expect(order.predecessor(of: NodeID(30)) == NodeID(20))
    #expect(order.predecessor(of: NodeID(20)) == NodeID(10))
    #expect(order.predecessor(of: NodeID(10)) == nil)
    #expect(order.successor(of: NodeID(99)) == nil)
    #expect(order.predecessor(of: NodeID(99)) == nil)
  }

  @Test func firstAndLastFollowInsertionsAndRemovalsAtTheEnds() {
    let order = makeOrder([2, 3])
    #expect(order.first == NodeID(2))
    #expect(order.last == NodeID(3))
    order.insert(NodeID(1), after: nil)
    order.insert(NodeID(4), after: NodeID(3))
    #expect(order.first == NodeID(1))
    #expect(order.last == NodeID(4))
    order.remove(NodeID(1))
    order.remove(NodeID(4))
    #expect(order.first == NodeID(2))
    #expect(order.last == NodeID(3))
    order.remove(NodeID(2))
    #expect(order.first == NodeID(3))
    #expect(order.last == NodeID(3))
    order.remove(NodeID(3))
    #expect(order.first == nil)
    #expect(order.last == nil)
  }

  @Test func indexAndNodeAtAreInverseAndNilOutOfRange() {
    let order = makeOrder([7, 8, 9])
    order.insert(NodeID(6), after: nil)
    for (position, node) in ids(6, 7, 8, 9).enumerated() {
      #expect(order.index(of: node) == position)
      #expect(order.node(at: position) == node)
    }
    #expect(order.index(of: NodeID(99)) == nil)
    #expect(order.node(at: 4) == nil)
    #expect(order.node(at: -1) == nil)
  }

  @Test func precedesComparesPositionsAndIsFalseForAbsentOrEqualNodes() {
    let order = makeOrder([1, 2, 3])
    order.insert(NodeID(0), after: nil)
    #expect(order.precedes(NodeID(0), NodeID(3)))
    #expect(order.precedes(NodeID(1), NodeID(2)))
    #expect(!order.precedes(NodeID(3), NodeID(0)))
    #expect(!order.precedes(NodeID(2), NodeID(2)))
    #expect(!order.precedes(NodeID(1), NodeID(99)))
    #expect(!order.precedes(NodeID(99), NodeID(1)))
  }

  @Test func insertingAPresentNodeMovesIt() {
    let order = makeOrder([1, 2, 3, 4])
    order.insert(NodeID(1), after: NodeID(3))
    #expect(Array(order) == ids(2, 3, 1, 4))
    order.insert(NodeID(4), after: nil)
    #expect(Array(order) == ids(4, 2, 3, 1))
    order.insert(NodeID(4), after: NodeID(1))
    #expect(Array(order) == ids(2, 3, 1, 4))
    #expect(order.count == 4)
    #expect(order.first == NodeID(2))
    #expect(order.last == NodeID(4))
  }

  @Test func insertingANodeAfterItselfLeavesItInPlace() {
    let order = makeOrder([1, 2, 3])
    order.insert(NodeID(2), after: NodeID(2))
    #expect(Array(order) == ids(1, 2, 3))
    order.insert(NodeID(3), after: NodeID(3))
    #expect(Array(order) == ids(1, 2, 3))
    #expect(order.last == NodeID(3))
  }

  @Test func anAbsentPredecessorAppendsAtTheEndWithoutCrashing() {
    let order = makeOrder([1, 2])
    order.insert(NodeID(3), after: NodeID(99))
    #expect(Array(order) == ids(1, 2, 3))
    order.insert(NodeID(1), after: NodeID(98))  // a present node moves to the end
    #expect(Array(order) == ids(2, 3, 1))
    let empty = TraversalOrder()
    empty.insert(NodeID(5), after: NodeID(4))
    #expect(Array(empty) == ids(5))
  }

  @Test func iteratingWalksASnapshotThatLaterChangesDoNotAffect() {
    let order = makeOrder([1, 2, 3])
    var seen: [NodeID] = []
    for node in order {
      seen.append(node)
      order.remove(NodeID(3))
      order.insert(NodeID(9), after: nil)
    }
    #expect(seen == ids(1, 2, 3))
    #expect(Array(order) == ids(9, 1, 2))
  }

  @Test func iteratingDoesNotCountAsWork() {
    let order = makeOrder(Array(0..<100))
    let before = order.nodesVisited
    #expect(Array(order).count == 100)
    #expect(order.nodesVisited == before)
  }

  @Test func anOrderEmptiedAndRefilledWorksAsNew() {
    let order = makeOrder([1, 2, 3])
    for node in ids(2, 1, 3) { order.remove(node) }
    #expect(order.isEmpty)
    order.insert(NodeID(4), after: nil)
    order.insert(NodeID(5), after: NodeID(4))
    #expect(Array(order) == ids(4, 5))
    #expect(order.index(of: NodeID(5)) == 1)
    #expect(TreapShape(order).violations.isEmpty)
  }

  @Test func removedSlotsAreReusedSoChurnDoesNotGrowStorage() {
    let order = makeOrder(Array(0..<1_000))
    let capacity = order.tree.slots.count
    for round in 0..<10_000 {
      let victim = NodeID(round % 1_000)
      order.remove(victim)
      order.insert(victim, after: order.node(at: (round * 7919) % order.count))
    }
    #expect(order.tree.slots.count == capacity)
    #expect(order.count == 1_000)
    #expect(TreapShape(order).violations.isEmpty)
  }
}
