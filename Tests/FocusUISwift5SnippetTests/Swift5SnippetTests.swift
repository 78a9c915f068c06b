import FocusUITesting
import Testing

/// The Swift 5 snippets compile (the target building is the first test)
/// and run.
///
/// Swift Testing rather than XCTest: on Linux, XCTest's test discovery
/// casts each test method to a nonisolated function type, and a
/// `@MainActor` method compiled in Swift 5 mode makes that cast trap.
@MainActor @Suite struct Swift5SnippetTests {
  @Test func samplesBuiltAtTopLevelShowTheirViews() {
    #expect(samples.map(\.title) == ["Greeting", "Form"])
    let host = TestHost(samples[1].makeView(), size: Size(width: 30, height: 4))
    host.click("Focus")
    #expect(host.focusedElement?.label == "Name")
    #expect(TestHost(samples[0].makeView()).element("World") != nil)
  }

  @Test func buildersCalledOutsideViewsWork() {
    #expect(TestHost(rows(3)).element("Row 2") != nil)
    #expect(TestHost(badge("New")).element("New") != nil)
    #expect(TestHost(Router().destination(for: "Inbox")).element("Inbox") != nil)
  }
}
