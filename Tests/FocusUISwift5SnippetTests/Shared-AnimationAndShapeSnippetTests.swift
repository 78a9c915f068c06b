import FocusUITesting
import Testing

/// Animations apply at once; help becomes the hint; localized keys held in
/// variables show their text.
@MainActor @Suite struct AnimationAndShapeSnippetTests {
  @Test func withAnimationAppliesTheChangeAtOnceAndHelpIsTheHint() {
    let host = TestHost(ChecklistRowSnippet())
    #expect(!host.screen.contains("done"))
    // The row's accessibilityLabel names every element in it, the button
    // too: a screen reader (and a lookup by label) calls it "Buy flour".
    #expect(host.element("Toggle") == nil)
    let button = host.elements.first { $0.role == .button }
    #expect(button?.label == "Buy flour")
    host.click(at: button?.frame.origin ?? Point(x: 0, y: 0))
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
