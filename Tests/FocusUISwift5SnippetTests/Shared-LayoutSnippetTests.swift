import FocusUITesting
import Testing

/// The layout snippets run as SwiftUI lays them out, on a grid of cells.
@MainActor @Suite struct LayoutSnippetTests {
  @Test func theRecipeGridFitsColumnsByTheWidthInPoints() {
    let recipes = (1...6).map { RecipeTile(id: $0, name: "Recipe \($0)", minutes: 10) }
    // 50 columns less two of padding each side: 46 = 368 points. Tiles of
    // at least 120 points (15 columns) two columns apart: 2 per row.
    let host = TestHost(RecipeGridSnippet(recipes: recipes), size: Size(width: 50, height: 10))
    let first = host.element("Recipe 1")!.frame
    let second = host.element("Recipe 2")!.frame
    let third = host.element("Recipe 3")!.frame
    #expect(first.minY == second.minY)
    #expect(third.minY > first.minY)
    #expect(first.minX == 2)
    host.press(.tab)
    #expect(host.screen.contains("Selected 1"))
  }

  @Test func theRatingKeepsItsWidthBesideALongTitle() {
    @MainActor struct Host: View {
      @State var rating = 3
      var body: some View {
        RecipeDetailHeaderSnippet(title: "Slow-roasted tomato and fennel soup", rating: $rating)
      }
    }
    let host = TestHost(Host(), size: Size(width: 30, height: 4))
    #expect(host.screen.contains("★★★☆☆"))
  }

  @Test func theShippingFormLinesUpItsFieldsAndTabsInOrder() {
    let host = TestHost(ShippingFormSnippet(), size: Size(width: 40, height: 6))
    let fields = host.elements.filter { $0.role == .textField }
    #expect(fields.count == 3)
    #expect(Set(fields.map(\.frame.minX)).count == 1)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Street")
    host.press(.tab)
    #expect(host.focusedElement?.label == "City")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Postcode")
  }

  @Test func theToolbarShortensItsButtonsWhenNarrow() {
    let wide = TestHost(GroceryToolbarSnippet(), size: Size(width: 60, height: 3))
    #expect(wide.element("Add to Grocery List") != nil)
    let narrow = TestHost(GroceryToolbarSnippet(), size: Size(width: 20, height: 3))
    #expect(narrow.element("Add") != nil)
    narrow.click("Add")
    #expect(narrow.screen.contains("Added 1"))
  }

  @Test func theProgressBarFollowsTheReadersWidth() {
    let host = TestHost(CookingProgressSnippet(progress: 0.5), size: Size(width: 20, height: 2))
    #expect(host.screen.hasPrefix("==========\n"))
  }

  @Test func theSidebarTakesItsMaximumWidthAndTheDetailTheRest() {
    let host = TestHost(SidebarWidthSnippet(), size: Size(width: 60, height: 4))
    #expect(host.element("Detail")!.frame.minX > 20)
    #expect(host.element("Breakfast")?.frame.minX == 0)
  }
}
