import FocusUITesting
import Testing

@testable import FocusDemoExamples

/// The gallery's default-focus example: `defaultFocus` on open, a focus
/// scope with a preferred view, and a Reset focus button.
@MainActor @Suite struct DefaultFocusExampleTests {
  @Test func theWindowOpensWithFocusInName() {
    let host = TestHost(DefaultFocusExample(), size: Size(width: 50, height: 12))
    #expect(host.focusedElement?.label == "Name")
    #expect(host.element("focusedField = .name") != nil)
  }

  @Test func resetFocusReturnsFocusToEmailTheScopesPreferredView() {
    let host = TestHost(DefaultFocusExample(), size: Size(width: 50, height: 12))
    host.click("Notes")
    host.click("Reset focus")
    #expect(host.focusedElement?.label == "Email")
    #expect(host.element("focusedField = .email") != nil)
    host.click("Search")
    host.click("Reset focus")  // focus is outside the scope: it stays
    #expect(host.focusedElement?.label == "Search")
  }

  @Test func theExampleIsInTheGallery() {
    #expect(Example.named("default-focus")?.title == "Default focus and scopes")
  }
}
