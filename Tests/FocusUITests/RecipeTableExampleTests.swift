import FocusUITesting
import Testing

@testable import FocusDemoExamples

/// The gallery's table of recipes: one focus stop moved by the arrows,
/// sorted by the Sort by picker, Reverse or a click on a title, and the
/// selection kept on its recipe through every sort.
@MainActor @Suite struct RecipeTableExampleTests {
  func detail(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("selection:") }?.label ?? ""
  }

  /// The recipes' names in the order the table shows them.
  func names(_ host: TestHost) -> [String] {
    let known = Set(RecipeTableExample.recipes.map(\.name))
    return host.screen.split(separator: "\n").compactMap { line in
      line.split(separator: " ").first.map(String.init).flatMap { known.contains($0) ? $0 : nil }
    }
  }

  @Test func theArrowsHomeEndAndPageDownMoveTheSelection() {
    let host = TestHost(RecipeTableExample(), size: Size(width: 80, height: 14))
    host.press(.tab)
    #expect(detail(host) == "selection: none")
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(detail(host) == "selection: Gazpacho · starter, 15 min, serves 4")
    host.press(.end)
    #expect(detail(host).hasPrefix("selection: Tiramisu"))
    host.press(.home)
    #expect(detail(host).hasPrefix("selection: Crumble"))
    // Six rows show under the header: PageDown lands on the sixth.
    host.press(.pageDown)
    #expect(detail(host).hasPrefix("selection: Paella"))
    // The table is one stop: Tab goes on to Sort by.
    host.press(.tab)
    #expect(host.focusedElement?.label == "Sort by")
  }

  @Test func sortingByTimeKeepsTheSelectionOnItsRecipe() {
    let host = TestHost(RecipeTableExample(), size: Size(width: 80, height: 14))
    host.press(.tab)
    host.press(.downArrow)
    #expect(detail(host).hasPrefix("selection: Crumble"))
    host.press(.tab)
    host.press(.rightArrow)  // Sort by: Time
    #expect(host.screen.contains("Time ▲"))
    #expect(names(host).prefix(3) == ["Hummus", "Omelette", "Gazpacho"])
    #expect(detail(host).hasPrefix("selection: Crumble"))
    host.click("Reverse")
    #expect(host.screen.contains("Time ▼"))
    #expect(names(host).first == "Ratatouille")
    // Back in the table, ↓ goes on from Crumble, wherever it is now.
    host.press(.tab, modifiers: .shift)
    host.press(.downArrow)
    #expect(detail(host).hasPrefix("selection: Minestrone"))
  }

  @Test func aClickOnATitleSortsAndThePickerFollows() {
    let host = TestHost(RecipeTableExample(), size: Size(width: 80, height: 14))
    host.click("Time")
    #expect(host.screen.contains("Time ▲"))
    #expect(host.element("Sort by")?.value == "Time")
    host.click("Recipe")
    #expect(host.screen.contains("Recipe ▲"))
    #expect(names(host).first == "Crumble")
  }
}
