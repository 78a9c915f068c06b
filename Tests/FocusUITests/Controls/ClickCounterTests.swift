import FocusUI
import Testing

/// `ClickCounter`: presses at one cell within half a second make a series.
@Suite struct ClickCounterTests {
  @Test func quickPressesAtOneCellCountUp() {
    var counter = ClickCounter()
    let cell = Point(x: 3, y: 1)
    #expect(counter.press(at: cell, time: .milliseconds(0)) == 1)
    #expect(counter.press(at: cell, time: .milliseconds(300)) == 2)
    #expect(counter.press(at: cell, time: .milliseconds(700)) == 3)
  }

  @Test func aSlowPressOrAnotherCellStartsANewSeries() {
    var counter = ClickCounter()
    let cell = Point(x: 3, y: 1)
    #expect(counter.press(at: cell, time: .zero) == 1)
    #expect(counter.press(at: cell, time: .milliseconds(501)) == 1)
    #expect(counter.press(at: Point(x: 4, y: 1), time: .milliseconds(600)) == 1)
  }

  @Test func aClockGoingBackwardsStartsANewSeries() {
    var counter = ClickCounter()
    let cell = Point(x: 0, y: 0)
    #expect(counter.press(at: cell, time: .seconds(5)) == 1)
    #expect(counter.press(at: cell, time: .seconds(1)) == 1)
  }
}
