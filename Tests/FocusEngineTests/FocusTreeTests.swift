import Testing

@testable import FocusEngine

/// A focus tree holding `raw` node IDs in this order.
func makeTree(_ raw: [Int]) -> FocusTree {
  let tree = FocusTree()
  var previous: NodeID?
  for value in raw {
    tree.insert(NodeID(value), after: previous)
    previous = NodeID(value)
  }
  return tree
}

/// The nodes `count` Tabs (or Shift-Tabs) visit.
func tabs(_ count: Int, backward: Bool = false, in tree: FocusTree) -> [NodeID?] {
  (0..<count).map { _ in
    _ = backward ? tree.moveBackward() : tree.moveForward()
    return tree.focused
  }
}

@Suite struct FocusTreeTests {
  @Test func theNeighboursOfARemovedFocusedNodeAreReadable() throws {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .keyboard)
    #expect(tree.resumeNeighbours == nil)
    tree.remove(NodeID(2))
    let neighbours = try #require(tree.resumeNeighbours)
    #expect(neighbours.previous == NodeID(1))
    #expect(neighbours.next == NodeID(3))
  }

  @Test func rememberedNeighboursReplaceThePlaceTabResumesFrom() {
    let tree = makeTree([1, 2, 4])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.remove(NodeID(2))
    tree.insert(NodeID(3), after: NodeID(1))  // a node the host made since
    tree.remember(previous: NodeID(1), next: NodeID(3))
    tree.moveForward()
    #expect(tree.focused == NodeID(3))
  }

  @Test func rememberingDoesNothingWhileANodeHasFocusOrWithoutAPlace() {
    let tree = makeTree([1, 2, 3])
    tree.remember(previous: nil, next: NodeID(3))
    #expect(tree.resumeNeighbours == nil)
    tree.focus(NodeID(1), origin: .keyboard)
    tree.remember(previous: nil, next: NodeID(3))
    tree.moveForward()
    #expect(tree.focused == NodeID(2))
  }

  @Test func aRememberedNeighbourNotInTheOrderIsIgnored() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.remove(NodeID(2))
    tree.remember(previous: NodeID(1), next: NodeID(9))
    #expect(tree.resumeNeighbours?.next == NodeID(3))
  }

  @Test func tabVisitsNodesInTreeOrderAndWrapsToTheFirst() {
    let tree = makeTree([1, 2, 3])
    #expect(tabs(5, in: tree) == ids(1, 2, 3, 1, 2))
  }

  @Test func shiftTabVisitsNodesInReverseAndWrapsToTheLast() {
    let tree = makeTree([1, 2, 3])
    #expect(tabs(5, backward: true, in: tree) == ids(3, 2, 1, 3, 2))
  }

  @Test func tabFollowsTreeOrderNotInsertionOrder() {
    let tree = FocusTree()
    tree.insert(NodeID(3), after: nil)
    tree.insert(NodeID(1), after: nil)
    tree.insert(NodeID(2), after: NodeID(1))
    #expect(tabs(3, in: tree) == ids(1, 2, 3))
  }

  @Test func firstTabWithNothingFocusedFocusesTheFirstNode() {
    let tree = makeTree([1, 2, 3])
    #expect(tree.nextCandidate() == NodeID(1))
    #expect(tree.moveForward() == FocusChange(from: nil, to: NodeID(1), origin: .keyboard))
    #expect(tree.focused == NodeID(1))
  }

  @Test func firstShiftTabWithNothingFocusedFocusesTheLastNode() {
    let tree = makeTree([1, 2, 3])
    #expect(tree.previousCandidate() == NodeID(3))
    #expect(tree.moveBackward() == FocusChange(from: nil, to: NodeID(3), origin: .keyboard))
  }

  @Test func tabAndShiftTabOnAnEmptyTreeDoNothing() {
    let tree = FocusTree()
    #expect(tree.moveForward() == nil)
    #expect(tree.moveBackward() == nil)
    #expect(tree.nextCandidate() == nil)
    #expect(tree.previousCandidate() == nil)
    #expect(tree.focused == nil)
    #expect(tree.origin == nil)
  }

  @Test func movingWithASingleFocusedNodeReturnsNil() {
    let tree = makeTree([1])
    #expect(tree.moveForward() != nil)
    #expect(tree.moveForward() == nil)
    #expect(tree.moveBackward() == nil)
    #expect(tree.focused == NodeID(1))
    #expect(tree.nextCandidate() == NodeID(1))
    #expect(tree.previousCandidate() == NodeID(1))
  }

  @Test func movesReportTheChangeWithTheirOrigin() {
    let tree = makeTree([1, 2])
    #expect(tree.moveForward() == FocusChange(from: nil, to: NodeID(1), origin: .keyboard))
    #expect(tree.origin == .keyboard)
    #expect(
      tree.moveForward(origin: .programmatic) == FocusChange(from: NodeID(1), to: NodeID(2), origin: .programmatic))
    #expect(tree.origin == .programmatic)
    #expect(tree.moveBackward(origin: .pointer) == FocusChange(from: NodeID(2), to: NodeID(1), origin: .pointer))
    #expect(tree.origin == .pointer)
  }

  @Test func focusReportsTheChangeWithItsOrigin() {
    let tree = makeTree([1, 2])
    #expect(tree.focus(NodeID(1), origin: .pointer) == FocusChange(from: nil, to: NodeID(1), origin: .pointer))
    #expect(tree.focused == NodeID(1))
    #expect(tree.origin == .pointer)
    #expect(
      tree.focus(NodeID(2), origin: .programmatic) == FocusChange(from: NodeID(1), to: NodeID(2), origin: .programmatic)
    )
    #expect(tree.origin == .programmatic)
  }

  @Test func focusingTheFocusedNodeReturnsNilAndKeepsTheOrigin() {
    let tree = makeTree([1, 2])
    tree.focus(NodeID(1), origin: .keyboard)
    #expect(tree.focus(NodeID(1), origin: .pointer) == nil)
    #expect(tree.focused == NodeID(1))
    #expect(tree.origin == .keyboard)
  }

  @Test func focusingAnAbsentNodeDoesNothing() {
    let tree = makeTree([1, 2])
    tree.focus(NodeID(2), origin: .keyboard)
    #expect(tree.focus(NodeID(99), origin: .pointer) == nil)
    #expect(tree.focused == NodeID(2))
    #expect(tree.origin == .keyboard)
  }

  @Test func resignReportsTheChangeAndLeavesNothingFocused() {
    let tree = makeTree([1, 2])
    tree.focus(NodeID(2), origin: .keyboard)
    #expect(tree.resign(origin: .pointer) == FocusChange(from: NodeID(2), to: nil, origin: .pointer))
    #expect(tree.focused == nil)
    #expect(tree.origin == .keyboard)  // how focus last arrived
    #expect(tree.resign(origin: .pointer) == nil)
  }

  @Test func tabAfterResignStartsOverAtTheFirstNode() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.resign(origin: .programmatic)
    #expect(tree.moveForward()?.to == NodeID(1))
  }

  @Test func removingTheFocusedNodeResignsFocus() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .keyboard)
    #expect(tree.remove(NodeID(2)) == FocusChange(from: NodeID(2), to: nil, origin: .programmatic))
    #expect(tree.focused == nil)
    #expect(!tree.contains(NodeID(2)))
    #expect(tree.count == 2)
  }

  @Test func afterRemovingTheFocusedNodeTabContinuesWithTheNodeAfterIt() {
    let tree = makeTree([1, 2, 3, 4])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.remove(NodeID(2))
    #expect(tree.nextCandidate() == NodeID(3))
    #expect(tree.moveForward() == FocusChange(from: nil, to: NodeID(3), origin: .keyboard))
  }

  @Test func afterRemovingTheFocusedNodeShiftTabContinuesWithTheNodeBeforeIt() {
    let tree = makeTree([1, 2, 3, 4])
    tree.focus(NodeID(3), origin: .keyboard)
    tree.remove(NodeID(3))
    #expect(tree.previousCandidate() == NodeID(2))
    #expect(tree.moveBackward() == FocusChange(from: nil, to: NodeID(2), origin: .keyboard))
  }

  @Test func removingTheFollowingNodeTooMakesTabUseTheNextRemainingOne() {
    let tree = makeTree([1, 2, 3, 4, 5])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.remove(NodeID(2))
    tree.remove(NodeID(3))
    #expect(tree.nextCandidate() == NodeID(4))
    tree.remove(NodeID(4))
    #expect(tree.moveForward()?.to == NodeID(5))
  }

  @Test func removingThePrecedingNodeTooMakesShiftTabUseThePreviousRemainingOne() {
    let tree = makeTree([1, 2, 3, 4, 5])
    tree.focus(NodeID(4), origin: .keyboard)
    tree.remove(NodeID(4))
    tree.remove(NodeID(3))
    #expect(tree.previousCandidate() == NodeID(2))
    tree.remove(NodeID(2))
    #expect(tree.moveBackward()?.to == NodeID(1))
  }

  @Test func removingTheFocusedLastNodeMakesTabWrapToTheFirst() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(3), origin: .keyboard)
    tree.remove(NodeID(3))
    #expect(tree.nextCandidate() == NodeID(1))
    #expect(tree.previousCandidate() == NodeID(2))
  }

  @Test func removingTheFocusedFirstNodeMakesShiftTabWrapToTheLast() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(1), origin: .keyboard)
    tree.remove(NodeID(1))
    #expect(tree.previousCandidate() == NodeID(3))
    #expect(tree.nextCandidate() == NodeID(2))
  }

  @Test func withAllNeighboursGoneTabStartsAtTheEnds() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .keyboard)
    for node in ids(2, 1, 3) { tree.remove(node) }
    #expect(tree.moveForward() == nil)
    tree.insert(NodeID(7), after: nil)
    tree.insert(NodeID(8), after: NodeID(7))
    #expect(tree.nextCandidate() == NodeID(7))
    #expect(tree.previousCandidate() == NodeID(8))
  }

  @Test func nodesAddedNextToTheRememberedPlaceDoNotReplaceItsNeighbours() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.remove(NodeID(2))
    tree.insert(NodeID(9), after: NodeID(1))  // 1, 9, 3
    #expect(tree.nextCandidate() == NodeID(3))
    #expect(tree.previousCandidate() == NodeID(1))
  }

  @Test func resignForgetsTheRememberedPlace() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.remove(NodeID(2))
    #expect(tree.resign(origin: .programmatic) == nil)
    #expect(tree.nextCandidate() == NodeID(1))
    #expect(tree.previousCandidate() == NodeID(3))
  }

  @Test func removingAnUnfocusedNodeLeavesFocusAlone() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .pointer)
    #expect(tree.remove(NodeID(3)) == nil)
    #expect(tree.remove(NodeID(99)) == nil)
    #expect(tree.focused == NodeID(2))
    #expect(tree.origin == .pointer)
    #expect(tree.moveForward()?.to == NodeID(1))
  }

  @Test func movingTheFocusedNodeKeepsFocusAndTabFollowsItsNewPlace() {
    let tree = makeTree([1, 2, 3, 4])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.insert(NodeID(2), after: NodeID(3))  // 1, 3, 2, 4
    #expect(tree.focused == NodeID(2))
    #expect(tree.count == 4)
    #expect(tree.nextCandidate() == NodeID(4))
    #expect(tree.previousCandidate() == NodeID(3))
  }

  @Test func changingTheOrderDirectlyDoesNotConfuseTab() {
    let tree = makeTree([1, 2, 3])
    tree.focus(NodeID(2), origin: .keyboard)
    tree.order.remove(NodeID(2))
    tree.order.insert(NodeID(5), after: NodeID(1))  // may reuse the focused node's slot
    #expect(tree.nextCandidate() == NodeID(1))
    #expect(tree.previousCandidate() == NodeID(3))
    tree.order.insert(NodeID(2), after: NodeID(3))  // back, at the end
    #expect(tree.nextCandidate() == NodeID(1))
    #expect(tree.previousCandidate() == NodeID(3))
  }
}
