import FocusEngine
import Testing

/// Elements 1…n in a list, all children of node 0.
struct ListOrder: ReadingOrder {
  var elements: [NodeID]
  var parentIsGone = false

  func element(after element: NodeID, backward: Bool) -> NodeID? {
    guard let index = elements.firstIndex(of: element) else { return nil }
    let next = backward ? index - 1 : index + 1
    return elements.indices.contains(next) ? elements[next] : nil
  }

  func element(from vacancy: AssistiveCursor.Vacancy, backward: Bool) -> NodeID?? {
    if parentIsGone { return nil }
    let index = backward ? vacancy.index - 1 : vacancy.index
    return .some(elements.indices.contains(index) ? elements[index] : nil)
  }

  func edge(backward: Bool) -> NodeID? {
    backward ? elements.last : elements.first
  }
}

/// An assistive technology's cursor over elements in reading order.
@Suite struct AssistiveCursorTests {
  let a = NodeID(1)
  let b = NodeID(2)
  let c = NodeID(3)
  var order: ListOrder { ListOrder(elements: [a, b, c]) }

  @Test func nextStartsAtTheFirstAndStopsAtTheLast() {
    var cursor = AssistiveCursor()
    #expect(cursor.moveNext(in: order) == a)
    #expect(cursor.moveNext(in: order) == b)
    #expect(cursor.moveNext(in: order) == c)
    #expect(cursor.moveNext(in: order) == nil)
    #expect(cursor.element == c)
  }

  @Test func previousStartsAtTheLastAndStopsAtTheFirst() {
    var cursor = AssistiveCursor()
    #expect(cursor.movePrevious(in: order) == c)
    #expect(cursor.movePrevious(in: order) == b)
    #expect(cursor.movePrevious(in: order) == a)
    #expect(cursor.movePrevious(in: order) == nil)
    #expect(cursor.element == a)
  }

  @Test func scanningWrapsBothWays() {
    var cursor = AssistiveCursor()
    cursor.move(to: c)
    #expect(cursor.moveNext(in: order, wraps: true) == a)
    #expect(cursor.movePrevious(in: order, wraps: true) == c)
  }

  @Test func afterItsElementWentAwayTheNextMoveContinuesFromThatPlace() {
    var cursor = AssistiveCursor()
    cursor.move(to: b)
    cursor.vacate(parent: NodeID(0), index: 1)
    #expect(cursor.element == nil)
    let remaining = ListOrder(elements: [a, c])
    #expect(cursor.moveNext(in: remaining) == c)
    cursor.vacate(parent: NodeID(0), index: 1)
    #expect(cursor.movePrevious(in: remaining) == a)
  }

  @Test func whenThePlaceIsGoneTooTheCursorStartsOver() {
    var cursor = AssistiveCursor()
    cursor.move(to: b)
    cursor.vacate(parent: NodeID(0), index: 1)
    var gone = order
    gone.parentIsGone = true
    #expect(cursor.moveNext(in: gone) == a)
  }

  @Test func anEmptyTreeLeavesTheCursorWhereItWas() {
    var cursor = AssistiveCursor()
    #expect(cursor.moveNext(in: ListOrder(elements: [])) == nil)
    #expect(cursor.element == nil)
  }
}
