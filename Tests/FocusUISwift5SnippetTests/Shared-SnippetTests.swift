import FocusUITesting
import Testing

/// The snippets compile with `import FocusUI` alone; these tests check
/// that they also run as SwiftUI runs them.
@MainActor @Suite struct SnippetTests {
  @Test func signInMovesFocusToTheFirstEmptyField() {
    let host = TestHost(SignInSnippet())
    #expect(host.focusedElement?.label == "Email")
    host.type("me@example.com")
    host.press(.return)
    #expect(host.focusedElement?.label == "Password")
  }

  @Test func aNewNoteTakesFocus() {
    let host = TestHost(ObservableNoteSnippet())
    host.click("New Note")
    #expect(host.focusedElement?.label == "Title")
    #expect(host.elements.filter { $0.label == "Title" }.count == 2)
  }
}
