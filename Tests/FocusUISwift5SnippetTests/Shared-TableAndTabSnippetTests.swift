import FocusUITesting
import Testing

/// The table and tab view snippets run as SwiftUI runs them.
@MainActor @Suite struct TableAndTabSnippetTests {
  @Test func theDocumentationTableSelectsWithTheArrowsAndSortsOnAClick() {
    let host = TestHost(PeopleTableSnippet(), size: Size(width: 70, height: 8))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow, modifiers: .shift)
    #expect(host.element("2 people selected") != nil)
    host.click("Family Name")
    #expect(host.screen.contains("Family Name ▲"))
  }

  @Test func rowsWrittenOneByOneAreRowsAndTheirButtonsWork() {
    let host = TestHost(ContactsTableSnippet(), size: Size(width: 70, height: 8))
    #expect(host.element("you@icloud.com") != nil)
    #expect(host.element("meichen@icloud.com") != nil)
  }

  @Test func theOlderTabViewSwitchesMailboxesWithTheArrows() {
    let host = TestHost(MailboxTabsSnippet(), size: Size(width: 40, height: 4))
    #expect(host.screen.contains("Received mail"))
    #expect(host.screen.contains("Sent 3"))
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.screen.contains("Sent mail"))
  }

  @Test func theDocumentationTabViewShowsItsBadges() {
    let host = TestHost(AccountTabsSnippet(), size: Size(width: 60, height: 4))
    #expect(host.screen.contains("Received 2"))
    #expect(host.screen.contains("Account !"))
  }

  @Test func aButtonInATabSelectsAnotherInASection() {
    let host = TestHost(LibraryTabsSnippet(), size: Size(width: 70, height: 4))
    #expect(host.screen.contains("Library:"))
    #expect(host.screen.contains("Search"))
    host.click("Browse Books")
    #expect(host.elements.first { $0.role == .tab && $0.isSelected }?.label == "▥ Books")
    host.press(.tab)
    host.press(.end)
    #expect(host.screen.contains("Search the library"))
  }
}
