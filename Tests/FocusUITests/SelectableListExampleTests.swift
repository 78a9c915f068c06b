import FocusUITesting
import Testing

@testable import FocusDemoExamples

/// The gallery's recipe box: a list with a selection beside a detail pane.
@MainActor @Suite struct SelectableListExampleTests {
  func status(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("selection:") }?.label ?? ""
  }

  @Test func removingTheSelectedRecipeShowsNoneAndDownSelectsTheNextOne() {
    let host = TestHost(SelectableListExample(), size: Size(width: 72, height: 16))
    host.click("Gazpacho")
    #expect(status(host).hasPrefix("selection: Gazpacho"))
    host.click("Recipes")
    host.click("Remove selected")
    #expect(status(host).hasPrefix("selection: none"))
    #expect(host.element("Gazpacho") == nil)
    // The menu took no focus: the list still has it, and ↓ goes on from
    // where Gazpacho was.
    host.press(.downArrow)
    #expect(status(host).hasPrefix("selection: Risotto"))
  }

  @Test func selectingSeveralExtendsWithShiftAndRemovesThemTogether() {
    let host = TestHost(SelectableListExample(), size: Size(width: 72, height: 16))
    host.click("Recipes")
    host.click("Select several")
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow, modifiers: .shift)
    #expect(host.element("2 selected") != nil)
    host.click("Recipes")
    host.click("Remove selected")
    #expect(host.element("Pancakes") == nil)
    #expect(host.element("Omelette") == nil)
    #expect(host.element("Gazpacho") != nil)
  }
}
