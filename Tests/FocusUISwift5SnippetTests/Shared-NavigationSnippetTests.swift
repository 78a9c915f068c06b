import FocusUITesting
import Testing

/// The navigation snippets run as SwiftUI runs them.
@MainActor @Suite struct NavigationSnippetTests {
  @Test func theSidebarLinksAreRowsOfItsListAndSelectingDrivesTheContent() {
    let host = TestHost(RecipeSplitSnippet(), size: Size(width: 100, height: 10))
    host.press(.tab)
    host.press(.downArrow)
    #expect(host.screen.contains("Gazpacho"))
    host.press(.rightArrow)
    host.press(.downArrow)
    #expect(host.screen.contains("[ Favorite ]"))
  }

  @Test func anAccountFormPushedFromSettingsFocusesItsDefaultFieldAndCancelPops() {
    let host = TestHost(SettingsStackSnippet(), size: Size(width: 60, height: 10))
    host.click("Account")
    #expect(host.focusedElement?.label == "Name")
    #expect(!host.screen.contains("‹"))
    #expect(host.screen.contains("[ Next ]"))
    host.click("Next")
    #expect(host.focusedElement?.label == "Email")
    host.click("Cancel")
    #expect(host.screen.contains("Settings"))
    #expect(host.focusedElement?.label == "Account")
  }

  @Test func aBottomBarButtonPresentsAndEachLevelShowsItsOwnToolbar() {
    let host = TestHost(SettingsStackSnippet(), size: Size(width: 60, height: 10))
    host.click("About")
    #expect(host.screen.contains("About"))
    #expect(host.screen.contains("‹ Settings"))
    #expect(!host.screen.contains("Home"))
    host.press(.escape)
    #expect(host.screen.contains("[ Home ]"))
    host.click("Notifications")
    #expect(host.screen.contains("Notifications"))
    #expect(!host.screen.contains("Licenses"))
  }

  @Test func aNavigationViewOfTwoViewsIsASplitView() {
    let host = TestHost(LegacyNavigationViewSnippet(), size: Size(width: 60, height: 6))
    #expect(host.screen.contains("No message selected"))
    host.click("Inbox")
    #expect(host.screen.contains("Inbox messages"))
  }
}
