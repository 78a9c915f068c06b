import FocusDemoExamples
import FocusUITesting
import Testing

/// The gallery's controls pane: one focus stop per control, in order.
@MainActor @Suite struct ControlsExampleTests {
  private func host(_ size: Size = Size(width: 60, height: 24)) -> TestHost {
    TestHost(Example.named("controls")!.makeContent(), size: size)
  }

  @Test func tabVisitsEachControlOnceInOrder() {
    let host = host()
    var visited: [String] = []
    for _ in 0..<6 {
      host.press(.tab)
      visited.append(host.focusedElement?.label ?? "-")
    }
    #expect(
      visited == ["Servings: 4", "Spice", "Vegetarian", "Garnish with basil", "Remove item", "Recipe source"])
    #expect(host.focusReport.stops.count == 6)
  }

  @Test func removingEveryItemShowsTheEmptyStateAndFillsTheBar() {
    let host = host()
    for _ in 0..<3 { host.click("Remove item") }
    #expect(host.screen.contains("No Groceries"))
    #expect(host.screen.contains("██████████"))
    #expect(!host.screen.contains("░"))
  }

  @Test func aTinyTerminalIsSurvived() {
    let host = host(Size(width: 10, height: 3))
    host.press(.tab)
    host.press(.rightArrow)
    host.click(at: Point(x: 9, y: 2))
    host.resize(to: Size(width: 1, height: 1))
    host.press(.tab)
    host.press(.leftArrow)
    #expect(host.screen.count <= 1)
  }
}
