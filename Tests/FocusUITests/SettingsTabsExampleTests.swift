import FocusUITesting
import Testing

@testable import FocusDemoExamples

/// The gallery's settings window in tabs: the tab bar is one focus stop
/// whose ← and → choose the pane, Tab goes into the pane, and each pane
/// keeps what was typed and chosen in it.
@MainActor @Suite struct SettingsTabsExampleTests {
  func pane(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("pane =") }?.label ?? ""
  }

  @Test func arrowsChooseThePaneAndTabGoesIntoIt() {
    let host = TestHost(SettingsTabsExample(), size: Size(width: 72, height: 12))
    host.press(.tab)
    #expect(host.focusedElement?.label == "⚙ General")
    host.press(.rightArrow)
    #expect(pane(host) == "pane = .appearance")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Theme")
    host.press(.tab, modifiers: .shift)
    host.press(.rightArrow)
    #expect(pane(host) == "pane = .accounts")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Add account")
  }

  @Test func eachPaneKeepsItsStateWhileAnotherShows() {
    let host = TestHost(SettingsTabsExample(), size: Size(width: 72, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.type("Ada")
    host.press(.tab)
    host.press(.space)  // Open at login: off
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    host.press(.rightArrow)
    host.press(.tab)
    host.press(.rightArrow)  // Theme: Light
    host.press(.tab, modifiers: .shift)
    host.press(.leftArrow)
    #expect(host.screen.contains("Hello, Ada!"))
    #expect(host.element("Open at login")?.value == "off")
    host.press(.rightArrow)
    #expect(host.element("Theme")?.value == "Light")
  }

  @Test func addingAnAccountCountsOnTheAccountsTabsBadge() {
    let host = TestHost(SettingsTabsExample(), size: Size(width: 72, height: 12))
    #expect(host.element("☺ Accounts")?.value == "2")
    host.click("☺ Accounts")
    host.click("Add account")
    #expect(host.element("☺ Accounts")?.value == "3")
    #expect(host.screen.contains("☺ Accounts 3"))
    #expect(host.element("user3@example.com") != nil)
  }
}
