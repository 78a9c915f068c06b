import FocusUITesting
import Testing

/// The controls snippets run as SwiftUI runs them.
@MainActor @Suite struct ControlsSnippetTests {
  @Test func theRecipeSettingsAdjustWithArrowsAndTheirStylesDraw() {
    let host = TestHost(RecipeSettingsSnippet(), size: Size(width: 50, height: 16))
    #expect(host.screen.contains("Servings: 2 [ − | + ]"))
    #expect(host.screen.contains("Favorite ♡"))
    #expect(host.screen.contains("(─●) Timer alerts"))
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.element("Servings: 3") != nil)
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.element("Spice")?.value == "2")
    host.press(.tab)
    host.press(.space)
    #expect(host.screen.contains("Favorite ♥"))
    #expect(host.element("Help")?.role == .button)
    #expect(host.element("Source")?.role == .link)
  }

  @Test func theGroceryListShowsContentUnavailableUntilAnItemIsAdded() {
    let host = TestHost(GroceryListSnippet(), size: Size(width: 50, height: 12))
    #expect(host.screen.contains("No Groceries"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Add Item")
    host.press(.return)
    #expect(host.screen.contains("✓ Eggs"))
    #expect(!host.screen.contains("No Groceries"))
  }

  @Test func aRecipeTileAnswersTapsAndHoverButIsNotFocusable() {
    let host = TestHost(RecipeTileGesturesSnippet(name: "Curry"), size: Size(width: 20, height: 4))
    #expect(host.screen.hasPrefix("  🍴\nCurry") || host.screen.contains("Curry"))
    host.hover(at: Point(x: 1, y: 1))
    #expect(host.screen.contains("hovered"))
    host.press(.tab)
    #expect(host.focusedElement == nil)
  }

  @Test func searchWithNoResultsNamesTheQuery() {
    let host = TestHost(SearchResultsSnippet(query: "tofu", results: []), size: Size(width: 50, height: 6))
    #expect(host.screen.contains("No Results for “tofu”"))
  }

  @Test func aPrimitiveStyleRunsOnADoubleClickAndTheKeyboard() {
    let host = TestHost(PrimitiveStyleSnippet(), size: Size(width: 30, height: 8))
    let button = host.element("Count 0")!
    host.click(at: button.frame.origin, count: 2)
    #expect(host.element("Count 1") != nil)
    host.press(.tab)
    host.press(.space)
    #expect(host.element("Count 2") != nil)
  }
}
