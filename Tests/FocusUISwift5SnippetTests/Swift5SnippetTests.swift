import FocusUITesting
import XCTest

/// The Swift 5 snippets compile (the target building is the first test)
/// and run.
final class Swift5SnippetTests: XCTestCase {
  @MainActor func testSamplesBuiltAtTopLevelShowTheirViews() {
    XCTAssertEqual(samples.map(\.title), ["Greeting", "Form"])
    let host = TestHost(samples[1].makeView(), size: Size(width: 30, height: 4))
    host.click("Focus")
    XCTAssertEqual(host.focusedElement?.label, "Name")
    XCTAssertNotNil(TestHost(samples[0].makeView()).element("World"))
  }

  @MainActor func testBuildersCalledOutsideViewsWork() {
    XCTAssertNotNil(TestHost(rows(3)).element("Row 2"))
    XCTAssertNotNil(TestHost(badge("New")).element("New"))
    XCTAssertNotNil(TestHost(Router().destination(for: "Inbox")).element("Inbox"))
  }
}
