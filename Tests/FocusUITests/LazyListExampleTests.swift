import FocusUITesting
import Testing

@testable import FocusDemoExamples

/// The gallery's lazy list: 100,000 rows, of which only those near the
/// screen are made.
@MainActor @Suite struct LazyListExampleTests {
  private let size = Size(width: 50, height: 14)

  @Test func itOpensWithTheJumpFieldFocusedAndFewRowsMade() {
    let host = TestHost(LazyListExample(), size: size)
    #expect(host.focusedElement?.label == "Jump to row")
    #expect(host.element("Row 0") != nil)
    #expect(host.element("Row 1000") == nil)
    #expect(host.stats.rowEvaluations < 40)
  }

  @Test func jumpingToARowNeverMadeFocusesItAndShowsIt() {
    let host = TestHost(LazyListExample(), size: size)
    host.type("77777")
    host.press(.return)
    #expect(host.focusedElement?.label == "Row 77777")
    #expect(host.screen.contains("[ Row 77777 ]"))
    #expect(host.element("focusedRow = 77777") != nil)
    // The top line follows the scroll position.
    #expect(host.screen.contains("top row: 77"))
  }

  @Test func topScrollsBackToTheFirstRowThroughTheProxy() {
    let host = TestHost(LazyListExample(), size: size)
    host.type("500")
    host.press(.return)
    host.click("Top")
    #expect(host.screen.contains("[ Row 0 ]"))
    #expect(host.element("top row: 0 · pressed: none") != nil)
  }

  @Test func aNumberOutOfRangeClearsTheField() {
    let host = TestHost(LazyListExample(), size: size)
    host.type("1000000")
    host.press(.return)
    #expect(host.element("Jump to row")?.value == "")
    #expect(host.element("focusedRow = nil") != nil)
  }

  @Test func theExampleIsInTheGallery() {
    #expect(Example.named("lazy-list")?.title == "100,000-row lazy list")
  }
}
