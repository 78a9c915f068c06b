import FocusDemoExamples
import FocusUITesting
import Testing

/// The demo's gallery, driven by keys as a user does.
@MainActor struct GalleryTests {
  @Test func escapeBringsFocusBackToTheExampleItLeft() {
    let host = TestHost(DemoRoot(), size: Size(width: 80, height: 30))
    #expect(host.focusedElement?.label == "Login form")
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(host.focusedElement?.label == "Ambiguous bindings")
    host.press(.return)
    #expect(host.screen.hasPrefix("Ambiguous bindings"))
    host.press(.escape)
    #expect(host.screen.hasPrefix("FocusUI demo"))
    #expect(host.focusedElement?.label == "Ambiguous bindings")
  }

  @Test func eachWindowShowsItsOwnWarningsOnly() {
    // Two browser tabs are two windows of one process, as these are.
    let ambiguous = TestHost(DemoRoot(initial: "ambiguous"), size: Size(width: 100, height: 20))
    let login = TestHost(DemoRoot(initial: "login"), size: Size(width: 100, height: 20))
    ambiguous.press(.tab)
    ambiguous.press(.tab)
    ambiguous.press(.tab)
    ambiguous.press(.return)
    #expect(ambiguous.screen.contains("warning: focused(_:equals:)"))
    login.press(.tab)
    #expect(!login.screen.contains("warning:"))
    #expect(login.screen.contains("Esc: gallery"))
  }
}
