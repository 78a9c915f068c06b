import FocusUITesting
import Testing

/// The iOS 17 and 18 snippets run as SwiftUI runs them.
@MainActor @Suite struct ModernAppSnippetTests {
  @Test func theLibrarySidebarSelectsShelvesByKeyboard() {
    let host = TestHost(LibrarySidebarSnippet(), size: Size(width: 50, height: 8))
    #expect(host.screen.contains("Welcome home"))
    host.press(.tab)
    host.press(.downArrow)
    #expect(host.screen.contains("The Fiction shelf"))
    host.press(.end)
    #expect(host.screen.contains("Settings pane"))
  }

  @Test func fruitSuggestionsCompleteTheSearch() {
    let host = TestHost(FruitSearchSnippet(), size: Size(width: 50, height: 12))
    host.press(.tab)
    #expect(host.focusedElement?.role == .textField)
    host.type("ap")
    host.press(.downArrow)
    host.press(.downArrow)
    host.press(.return)
    #expect(host.focusedElement?.value == "Apricot")
  }

  @Test func emojiSuggestionsCompleteTheSearch() {
    let host = TestHost(EmojiSearchSnippet(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.return)
    #expect(host.screen.contains("Searching for apple"))
  }

  @Test func theFeedCountsVisibleVideosAndSettlesOnFives() {
    let host = TestHost(VideoFeedSnippet(), size: Size(width: 20, height: 7))
    // Rows of 2 in 6: three show.
    #expect(host.screen.contains("3 visible"))
    // 7 rows down settles on row 5: videos 2 to 5 show at least half.
    host.scroll(at: Point(x: 1, y: 3), lines: 7)
    #expect(host.screen.contains("4 visible"))
    #expect(host.screen.contains("Video 3"))
    #expect(!host.screen.contains("Video 1"))
  }

  @Test func cardsAreAThirdOfTheShelf() {
    let host = TestHost(CardShelfSnippet(), size: Size(width: 40, height: 3))
    #expect(host.screen.contains("Card 0"))
    #expect(host.screen.contains("Card 2"))
    #expect(!host.screen.contains("Card 3"))
  }

  @Test func theCustomGroupBoxStyleIsUsedAndItsButtonWorks() {
    let host = TestHost(StatsSnippet(), size: Size(width: 30, height: 8))
    #expect(host.screen.contains("Today"))
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.contains("4300 steps"))
  }

  @Test func mailboxRowsShowTheirBadgesAndTheToolbarWorks() {
    let host = TestHost(MailboxListSnippet(), size: Size(width: 50, height: 8))
    // The principal item takes the title's place.
    #expect(host.screen.contains("Mail "))
    #expect(!host.screen.contains("Mailboxes"))
    #expect(host.screen.contains("3"))
    #expect(host.screen.contains("New"))
    host.click("Compose")
    host.click("Compose")
    host.click("Compose")
    #expect(host.screen.contains("Many drafts"))
  }

  @Test func theInlineTitleAndBarItemsShow() {
    let host = TestHost(InlineTitleSnippet(), size: Size(width: 40, height: 4))
    #expect(host.screen.contains("Details"))
    #expect(host.element("Done") != nil)
  }

  @Test func theFileTableSortsByItsComparators() {
    let host = TestHost(FileTableSnippet(), size: Size(width: 60, height: 6))
    func row(_ text: String) -> Int {
      host.screen.split(separator: "\n").map(String.init).firstIndex { $0.contains(text) } ?? -1
    }
    host.click("Size")
    #expect(row("12 KB") < row("40 KB") && row("40 KB") < row("300 KB"))
    // Names sort as a file browser sorts them: case ignored.
    host.click("Name")
    #expect(row("avatar.png") < row("Budget.numbers") && row("Budget.numbers") < row("notes.txt"))
  }

  @Test func theEditorToolbarOfItsOwnRuns() {
    let host = TestHost(EditorSnippet(), size: Size(width: 40, height: 4))
    host.click("Save")
    #expect(host.screen.contains("Saved"))
  }
}
