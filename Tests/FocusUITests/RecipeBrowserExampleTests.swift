import FocusDemoExamples
import FocusUITesting
import Testing

/// The recipe browser, issue #13's acceptance app: a split view whose
/// sidebar picks a category, a grid of focusable tiles moved through with
/// the arrows, a detail with a rating, a grocery list in a sheet, and a
/// Recipe menu enabled through a focused value.
@MainActor @Suite struct RecipeBrowserExampleTests {
  private func host(width: Int = 90, height: Int = 24) -> TestHost {
    TestHost(app: Example.named("recipes")!.makeApp!(), size: Size(width: width, height: height))
  }

  /// The focused tile's recipe: a tile's element is labelled with its text,
  /// the name first.
  private func focusedRecipe(_ host: TestHost) -> String? {
    host.focusedElement.map { $0.label.components(separatedBy: " ★").first ?? $0.label }
      .map { $0.components(separatedBy: " ☆").first ?? $0 }
  }

  @Test func theFirstTileHasFocusByDefault() {
    let host = host()
    #expect(focusedRecipe(host) == "Oat porridge", "\(host.focusReport)")
    #expect(host.screen.contains("Shakshuka"))
  }

  @Test func arrowsMoveBetweenTilesByTheirPlaceInTheGrid() {
    let host = host()
    host.press(.rightArrow)
    #expect(focusedRecipe(host) == "Shakshuka")
    host.press(.leftArrow)
    host.press(.downArrow)
    #expect(focusedRecipe(host) == "Granola")  // below Oat porridge
    host.press(.upArrow)
    #expect(focusedRecipe(host) == "Oat porridge")
  }

  @Test func returnOpensTheRecipeAndArrowsRateItAndEscapeComesBackToItsTile() {
    let host = host()
    host.press(.rightArrow)
    host.press(.return)
    #expect(host.focusedElement?.label == "▸ ★★★★★ ◂")
    host.press(.leftArrow)
    #expect(host.focusedElement?.label == "▸ ★★★★☆ ◂")
    host.press(.escape)
    #expect(focusedRecipe(host) == "Shakshuka")
    #expect(host.screen.contains("★★★★☆"))
  }

  @Test func returnInTheLastGroceryRowAppendsARowAndFocusesIt() {
    let host = host()
    host.press(.return)  // Oat porridge
    host.click("Grocery List")
    #expect(host.focusedElement?.label == "Item Name")
    #expect(host.focusedElement?.value == "Milk")  // defaultFocus: the last item
    host.press(.return)
    #expect(host.focusedElement?.label == "Item Name")
    #expect(host.focusedElement?.value == "")
    #expect(host.elements.filter { $0.label == "Item Name" }.count == 3)
    host.type("Raisins")
    host.press(.return)
    #expect(host.elements.filter { $0.label == "Item Name" }.count == 4)
    host.click("Done")  // a click runs a button without focusing it
    #expect(host.focusedElement?.label == "▸ ★★★☆☆ ◂")
    host.click("Grocery List")
    #expect(host.elements.contains { $0.label == "Item Name" && $0.value == "Raisins" })
  }

  @Test func theRecipeMenuActsOnTheFocusedRecipeAndIsDisabledWithoutOne() {
    let host = host()
    #expect(host.command("Add to Favorites")?.isEnabled == true)
    host.perform(command: "Add to Favorites")
    #expect(host.screen.contains("♥") || host.screen.contains("❤"), "\(host.screen)")
    #expect(host.command("Remove from Favorites")?.isEnabled == true)
    host.perform(command: "Rate Lower")
    #expect(host.screen.contains("★★☆☆☆"))
    // Focus in the sidebar: no recipe, the items are disabled.
    host.press(.tab, modifiers: .shift)
    #expect(focusedRecipe(host) != "Oat porridge")
    #expect(host.command("Add to Favorites")?.isEnabled == false)
  }

  @Test func theSidebarPicksTheCategoryTheGridShows() {
    let host = host()
    host.press(.tab, modifiers: .shift)
    host.press(.downArrow)
    #expect(host.screen.contains("Mushroom risotto"))
    #expect(!host.screen.contains("Shakshuka"))
    host.press(.tab)
    #expect(focusedRecipe(host) == "Mushroom risotto")
  }

  @Test func aNarrowTerminalShowsOneColumnAtATime() {
    let host = host(width: 30, height: 16)
    #expect(host.screen.contains("Breakfast"))
    #expect(!host.screen.contains("Shakshuka"))
  }
}
