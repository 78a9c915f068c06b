import FocusUITesting
import Testing

/// Animations apply at once; help becomes the hint; localized keys held in
/// variables show their text.
@MainActor @Suite struct AnimationAndShapeSnippetTests {
  @Test func withAnimationAppliesTheChangeAtOnceAndHelpIsTheHint() {
    let host = TestHost(ChecklistRowSnippet())
    #expect(!host.screen.contains("done"))
    host.click("Toggle")
    #expect(host.screen.contains("done"))
    #expect(host.accessibilityElements.contains { $0.announcement.contains("Marks the item done") })
  }

  @Test func localizedKeysInVariablesTitleLinksAndRows() {
    let host = TestHost(CategoryLinksSnippet())
    #expect(host.screen.contains("Soups"))
    #expect(host.screen.contains("Salads"))
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.contains("4 recipes"))
  }
}
