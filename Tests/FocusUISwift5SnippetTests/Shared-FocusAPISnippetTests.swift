import FocusUITesting
import Testing

/// The focus API snippets behave as on Apple's platforms.
@MainActor @Suite struct FocusAPISnippetTests {
  @Test func aCommandIsEnabledByTheFocusedValueAndActsOnIt() {
    let host = TestHost(app: NotesApp())
    #expect(host.focusedElement?.label == "Title")
    #expect(host.command("Clear Title")?.isEnabled == true)
    host.perform(command: "Clear Title")
    #expect(host.element("Title")?.value == "")
    host.press(.tab)
    #expect(host.command("Clear Title")?.isEnabled == false)
  }

  @Test func arrowsAndDigitsChangeAFocusedRating() {
    let host = TestHost(StarRatingSnippet())
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.screen.contains("★★★★☆"))
    host.type("1")
    #expect(host.screen.contains("★☆☆☆☆"))
  }

  @Test func typingInTheSearchFieldFocusedOnAppearFilters() {
    let host = TestHost(SearchableFruitsSnippet())
    host.type("an")
    #expect(host.screen.contains("Banana"))
    #expect(!host.screen.contains("Cherry"))
  }

  @Test func aSheetTakesFocusAndReturnsItWhenDismissed() {
    let host = TestHost(EditSheetSnippet())
    host.press(.tab)
    #expect(host.focusedElement?.label == "Edit")
    host.press(.return)
    #expect(host.focusedElement?.label == "Name")
    host.type(" Lovelace")
    host.press(.return)
    #expect(host.focusedElement?.label == "Edit")
    #expect(host.screen.contains("Ada Lovelace"))
  }

  @Test func submittingATodoAppendsOneAndFocusesIt() {
    let host = TestHost(TodoListSnippet())
    host.click("Title")
    host.press(.return)
    #expect(host.elements.filter { $0.label == "Title" }.count == 2)
    #expect(host.focusedElement?.label == "Title")
    #expect(host.focusedElement?.value == "")
  }
}
