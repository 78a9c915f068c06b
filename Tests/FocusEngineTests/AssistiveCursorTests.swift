import FocusEngine
import Testing

/// An assistive technology's cursor over elements in reading order.
@Suite struct AssistiveCursorTests {
  let a = NodeID(1)
  let b = NodeID(2)
  let c = NodeID(3)

  @Test func nextStartsAtTheFirstAndStopsAtTheLast() {
    var cursor = AssistiveCursor()
    #expect(cursor.moveNext(in: [a, b, c]) == a)
    #expect(cursor.moveNext(in: [a, b, c]) == b)
    #expect(cursor.moveNext(in: [a, b, c]) == c)
    #expect(cursor.moveNext(in: [a, b, c]) == c)
  }

  @Test func previousStartsAtTheLastAndStopsAtTheFirst() {
    var cursor = AssistiveCursor()
    #expect(cursor.movePrevious(in: [a, b, c]) == c)
    #expect(cursor.movePrevious(in: [a, b, c]) == b)
    #expect(cursor.movePrevious(in: [a, b, c]) == a)
    #expect(cursor.movePrevious(in: [a, b, c]) == a)
  }

  @Test func scanningWrapsBothWays() {
    var cursor = AssistiveCursor()
    cursor.move(to: c, in: [a, b, c])
    #expect(cursor.moveNext(in: [a, b, c], wraps: true) == a)
    #expect(cursor.movePrevious(in: [a, b, c], wraps: true) == c)
  }

  @Test func afterItsElementWentAwayTheNextMoveContinuesFromThatPlace() {
    var cursor = AssistiveCursor()
    cursor.move(to: b, in: [a, b, c])
    cursor.clear()
    #expect(cursor.element == nil)
    #expect(cursor.moveNext(in: [a, c]) == c)
    cursor.move(to: b, in: [a, b, c])
    cursor.clear()
    #expect(cursor.movePrevious(in: [a, c]) == a)
  }

  @Test func anEmptyTreeLeavesTheCursorWhereItWas() {
    var cursor = AssistiveCursor()
    #expect(cursor.moveNext(in: []) == nil)
    #expect(cursor.element == nil)
  }
}
