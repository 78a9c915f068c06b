import FocusDemoExamples
import FocusUITesting
import Testing

/// The demo's gallery, driven by keys as a user does.
@MainActor struct GalleryTests {
  @Test func escapeBringsFocusBackToTheExampleItLeft() {
    let host = TestHost(DemoRoot(log: WarningLog()), size: Size(width: 80, height: 30))
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
}
