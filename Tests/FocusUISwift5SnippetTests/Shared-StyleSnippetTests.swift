import FocusUITesting
import Foundation
import Testing

@MainActor @Suite struct StyleSnippetTests {
  @Test func aRecipeTileShowsItsStyledTextOnItsBackground() {
    let recipe = RecipeTileSnippet.Recipe(
      name: "Pancakes", summary: "Fluffy and quick", servings: 4, price: 3.5, isFavorite: false)
    let host = TestHost(RecipeTileSnippet(recipe: recipe).focusable(), size: Size(width: 80, height: 40))
    #expect(host.canvas.style(of: "Pancakes")?.isBold == true)
    #expect(host.canvas.style(of: "Fluffy")?.foreground == Color.primary.opacity(0.5))
    #expect(host.screen.contains("Serves 4 · "))
    #expect(host.screen.contains("3.50"))
    #expect(host.canvas.style(of: "3.50")?.isBold == true)
    #expect(host.canvas.style(of: "Pancakes")?.background != nil)
  }

  @Test func aRatingBadgeFormatsItsNumber() {
    let host = TestHost(RatingBadgeSnippet(rating: 4.25), size: Size(width: 60, height: 20))
    #expect(host.screen.contains("4.3") || host.screen.contains("4.2"))
  }

  @Test func tagsSitInFilledCapsules() {
    let host = TestHost(TagListSnippet(tags: ["vegan", "quick"]), size: Size(width: 80, height: 10))
    #expect(host.screen.contains("Vegan"))
    #expect(host.canvas.style(of: "Vegan")?.background == .accentColor)
    #expect(host.canvas.style(of: "Vegan")?.foreground == .white)
    #expect(host.canvas.style(of: "Vegan")?.isBold == true)
  }

  @Test func aProgressCapsuleFillsWithTheTint() {
    let host = TestHost(ProgressCapsuleSnippet(), size: Size(width: 300, height: 10))
    let green = host.canvas.cells.filter { $0.style.foreground == .green }
    #expect(!green.isEmpty)
  }

  @Test func placeholdersHideTheNamesUntilShown() {
    let host = TestHost(LoadingListSnippet(), size: Size(width: 30, height: 6))
    #expect(!host.screen.contains("Pancakes"))
    #expect(host.screen.contains("████████"))
    host.click("Show")
    #expect(host.screen.contains("Pancakes"))
    #expect(host.canvas.style(of: "Ramen")?.isStrikethrough == true)
    #expect(host.canvas.style(of: "Shakshuka")?.isItalic == true)
    #expect(host.screen.contains("Updated just now"))
  }

  @Test func aBorderedFieldKeepsItsFocusBehaviour() {
    let host = TestHost(BorderedFieldSnippet(), size: Size(width: 40, height: 20))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Note")
    host.type("eggs")
    #expect(host.screen.contains("eggs"))
    #expect(host.screen.contains("╭"))
  }
}
