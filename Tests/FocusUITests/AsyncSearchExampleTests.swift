import Testing

@testable import FocusDemoExamples
@testable import FocusUITesting

/// The gallery's async search in a test host: the pause, the load and the
/// focus move all follow the host's clock, so the test runs at once.
@MainActor @Suite struct AsyncSearchExampleTests {
  let host = TestHost(AsyncSearchExample(), size: Size(width: 70, height: 20))

  @Test func resultsComeOnlyAfterAPauseInTheTypingAndTheFirstTakesFocus() {
    #expect(host.focusedElement?.label == "Search recipes")
    host.type("pas")
    host.advanceClock(by: .milliseconds(200))
    host.type("ta")
    // 300 ms from the last key, not the first.
    host.advanceClock(by: .milliseconds(299))
    #expect(host.element("Searching for “pasta”…") == nil)
    host.advanceClock(by: .milliseconds(1))
    #expect(host.element("Searching for “pasta”…") != nil)
    #expect(host.focusedElement?.label == "Search recipes")
    host.advanceClock(by: RecipeCatalog.latency - .milliseconds(1))
    #expect(host.element("Pasta al limone") == nil)
    host.advanceClock(by: .milliseconds(1))
    #expect(host.element("2 found for “pasta”.") != nil)
    #expect(host.focusedElement?.label == "Pasta al limone")
    #expect(host.clock == .milliseconds(700))
  }

  @Test func aKeyTypedDuringTheLoadDropsItsResults() {
    host.type("soup")
    host.advanceClock(by: .milliseconds(400))  // the load for "soup" is under way
    host.type("x")
    host.advanceClock(by: .milliseconds(100))  // …and would have ended now
    #expect(host.element("Tomato soup") == nil)
    host.advanceClock(by: .milliseconds(400))
    #expect(host.element("No recipe matches “soupx”.") != nil)
    #expect(host.focusedElement?.label == "Search recipes")
  }

  @Test func focusThatLeftTheFieldIsNotTakenBack() {
    host.type("cake")
    host.press(.tab)  // to "Show clock"
    host.advanceClock(by: .seconds(1))
    #expect(host.element("Carrot cake") != nil)
    #expect(host.focusedElement?.label == "Show clock")
  }

  @Test func theClocksTaskTicksWhileShownAndEndsWhenHidden() {
    host.press(.tab)
    host.press(.space)
    #expect(host.element("clock tasks running: 1") != nil)
    host.advanceClock(by: .seconds(3))
    #expect(host.element("Clock: 3 s") != nil)
    host.press(.space)
    #expect(host.element("clock tasks running: 0") != nil)
    #expect(host.element("Clock: 3 s") == nil)
  }
}
