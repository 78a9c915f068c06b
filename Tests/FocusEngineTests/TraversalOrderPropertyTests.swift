import Testing

@testable import FocusEngine

@Suite struct TraversalOrderPropertyTests {
  /// Random inserts, moves and removals, each followed by queries, checked
  /// against a plain array after every step.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func agreesWithAnArrayModelOnRandomOperations(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let order = TraversalOrder()
    var model: [NodeID] = []
    var nextID = 0
    let absent = NodeID(-1)

    /// A present node, occasionally `nil` (the front) or an absent one.
    func anchor() -> NodeID? {
      switch Int.random(in: 0..<20, using: &random) {
      case 0, 1: return nil
      case 2: return absent
      default: return model.randomElement(using: &random)
      }
    }

    for step in 0..<2_000 {
      let roll = Int.random(in: 0..<100, using: &random)
      // Keep the model small enough for O(n) checks while still exercising
      // removal down to empty and growth back.
      let removalBias = model.count > 300 ? 30 : 0
      if roll < 45 - removalBias {
        nextID += 1
        let node = NodeID(nextID)
        let predecessor = anchor()
        order.insert(node, after: predecessor)
        modelInsert(node, after: predecessor, into: &model)
      } else if roll < 60 - removalBias, let node = model.randomElement(using: &random) {
        let predecessor = anchor()
        order.insert(node, after: predecessor)
        modelInsert(node, after: predecessor, into: &model)
      } else if roll < 95 {
        let node = Bool.random(using: &random) ? model.randomElement(using: &random) ?? absent : absent
        let wasPresent = model.firstIndex(of: node).map { model.remove(at: $0) } != nil
        #expect(order.remove(node) == wasPresent, "seed \(seed) step \(step)")
      }

      // Whole-order agreement.
      #expect(order.count == model.count)
      #expect(order.isEmpty == model.isEmpty)
      #expect(order.first == model.first)
      #expect(order.last == model.last)
      guard Array(order) == model else {
        Issue.record("order differs from the model: seed \(seed) step \(step)")
        return
      }

      // Point queries, on a present node and on an absent one.
      let probe = model.randomElement(using: &random) ?? absent
      let position = model.firstIndex(of: probe)
      #expect(order.contains(probe) == (position != nil))
      #expect(order.index(of: probe) == position)
      #expect(order.successor(of: probe) == position.flatMap { $0 + 1 < model.count ? model[$0 + 1] : nil })
      #expect(order.predecessor(of: probe) == position.flatMap { $0 > 0 ? model[$0 - 1] : nil })
      #expect(order.contains(absent) == false)
      let slot = Int.random(in: -1...model.count, using: &random)
      #expect(order.node(at: slot) == (model.indices.contains(slot) ? model[slot] : nil))
      let other = model.randomElement(using: &random) ?? absent
      let expectedPrecedes = position.flatMap { a in model.firstIndex(of: other).map { b in a < b } } ?? false
      #expect(order.precedes(probe, other) == expectedPrecedes)

      if step % 25 == 0 {
        let violations = TreapShape(order).violations
        #expect(violations.isEmpty, "seed \(seed) step \(step): \(violations)")
      }
    }
  }

  /// The operations the order promises in expected O(log n), measured on a
  /// large order by counting tree nodes touched. A linear walk or a
  /// degenerate (unbalanced) tree costs thousands per operation here.
  @Test func operationsTouchLogarithmicallyManyNodes() {
    let n = 100_000
    let order = makeOrder(Array(0..<n))
    let bound = 4 * Double(bitLength(n))
    var random = SplitMix64(seed: 42)
    var fresh = n

    func averageWork(_ operation: () -> Void) -> Double {
      let before = order.nodesVisited
      for _ in 0..<1_000 { operation() }
      return Double(order.nodesVisited - before) / 1_000
    }
    func someNode() -> NodeID { NodeID(Int.random(in: 0..<n, using: &random)) }

    let successor = averageWork { _ = order.successor(of: someNode()) }
    let predecessor = averageWork { _ = order.predecessor(of: someNode()) }
    let index = averageWork { _ = order.index(of: someNode()) }
    let precedes = averageWork { _ = order.precedes(someNode(), someNode()) }
    let select = averageWork { _ = order.node(at: Int.random(in: 0..<order.count, using: &random)) }
    let insert = averageWork {
      fresh += 1
      order.insert(NodeID(fresh), after: someNode())
    }
    let append = averageWork {
      fresh += 1
      order.insert(NodeID(fresh), after: order.last)
    }
    let move = averageWork { order.insert(someNode(), after: someNode()) }
    let remove = averageWork { order.remove(someNode()) }

    for (name, work) in [
      ("successor", successor), ("predecessor", predecessor), ("index", index), ("precedes", precedes),
      ("node(at:)", select), ("insert", insert), ("append", append), ("move", move), ("remove", remove),
    ] {
      #expect(work > 0, "\(name) reports no work")
      #expect(work < bound, "\(name) touched \(work) nodes on average; bound \(bound)")
    }
  }

  @Test func buildingByAppendingGivesALogarithmicHeight() {
    let n = 100_000
    let order = makeOrder(Array(0..<n))
    let shape = TreapShape(order)
    #expect(shape.violations.isEmpty)
    #expect(shape.height < 4 * bitLength(n))
  }
}

/// The array counterpart of ``TraversalOrder/insert(_:after:)``.
func modelInsert(_ node: NodeID, after predecessor: NodeID?, into model: inout [NodeID]) {
  if predecessor == node && model.contains(node) { return }
  model.removeAll { $0 == node }
  guard let predecessor else {
    model.insert(node, at: 0)
    return
  }
  if let position = model.firstIndex(of: predecessor) {
    model.insert(node, at: position + 1)
  } else {
    model.append(node)
  }
}

/// ⌈log2(n + 1)⌉: the number of bits of `n`, an integer stand-in for log2(n)
/// that needs no math library and errs on the generous side.
func bitLength(_ n: Int) -> Int { Int.bitWidth - n.leadingZeroBitCount }
