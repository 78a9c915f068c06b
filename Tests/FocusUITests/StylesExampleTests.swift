import FocusDemoExamples
import FocusUITesting
import Testing

/// The gallery's recipe cards: styled text, tags in capsules, a border that
/// shows focus, a bar of shapes.
@MainActor @Suite struct StylesExampleTests {
  private func host() -> TestHost {
    TestHost(Example.named("styles")!.makeContent(), size: Size(width: 70, height: 14))
  }

  @Test func theFocusedCardDrawsAHeavyAccentedBorderInsteadOfTheRing() {
    let host = host()
    #expect(host.screen.contains("╭─"))
    #expect(!host.screen.contains("┃"))
    host.press(.tab)
    #expect(host.screen.contains("focused: Lentil soup, 0/5 steps"))
    let corner = host.canvas.position(of: "╭━")!
    #expect(host.canvas[corner.x, corner.y].style.foreground == .accentColor)
    #expect(host.canvas.style(of: "Lentil soup")?.isInverse == false)
    host.press(.tab)
    #expect(host.screen.contains("focused: Apple crumble, 0/4 steps"))
  }

  @Test func spaceCooksAStepAndTheBarFills() {
    let host = host()
    host.press(.tab)
    host.press(.space)
    host.press(.space)
    #expect(host.screen.contains("focused: Lentil soup, 2/5 steps"))
    #expect(host.screen.contains("▐█▌▐█▌▐▒▌"))
    #expect(host.canvas.style(of: "▐█▌")?.foreground == .green)
  }

  @Test func tagsAreColoredCapsulesAndPricesAreBold() {
    let host = host()
    #expect(host.screen.contains("▐vegan▌"))
    #expect(host.canvas.style(of: "vegan")?.background == .green)
    #expect(host.canvas.style(of: "Lentil soup")?.isBold == true)
    #expect(host.canvas.style(of: "6.50")?.isBold == true)
  }

  @Test func loadingRedactsTheCardsButNotTheToggle() {
    let host = host()
    host.click("Show as loading")
    #expect(!host.screen.contains("Lentil soup"))
    #expect(host.screen.contains("Show as loading"))
  }
}
