import FocusUITesting
import Testing

/// `TextEditor`: several lines of text, focused like a field, Return
/// starting a new line, the arrows moving between rows, Tab leaving.
@MainActor @Suite struct TextEditorTests {
  @MainActor @Observable final class Notes {
    var text = ""
  }

  struct Editor: View {
    let notes: Notes
    @FocusState private var isEditing: Bool

    var body: some View {
      VStack {
        TextEditor(text: Bindable(notes).text)
          .focused($isEditing)
          .frame(height: .rows(3))
        Button("Done") { isEditing = false }
        Button("Edit") { isEditing = true }
        Text(isEditing ? "editing" : "not editing")
      }
    }
  }

  @Test func returnStartsANewLineAndTheRowsAreDrawnOneUnderAnother() {
    let notes = Notes()
    let host = TestHost(Editor(notes: notes), size: Size(width: 20, height: 6))
    host.press(.tab)
    host.type("eggs")
    host.press(.return)
    host.type("milk")
    #expect(notes.text == "eggs\nmilk")
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("eggs"), "\(host.screen)")
    #expect(lines[1].hasPrefix("milk"), "\(host.screen)")
    #expect(host.textCursor == Point(x: 4, y: 1))
    #expect(host.element("editing") != nil, "a FocusState binding follows the editor")
  }

  @Test func upAndDownMoveBetweenRowsKeepingTheColumn() {
    let notes = Notes()
    notes.text = "first\nsecond"
    let host = TestHost(Editor(notes: notes), size: Size(width: 20, height: 6))
    host.press(.tab)
    #expect(host.textCursor == Point(x: 6, y: 1), "focus puts the cursor at the end")
    host.press(.upArrow)
    #expect(host.textCursor == Point(x: 5, y: 0), "the column is kept, within the shorter row")
    host.type("!")
    #expect(notes.text == "first!\nsecond")
    host.press(.downArrow)
    host.press(.home)
    host.type(">")
    #expect(notes.text == "first!\n>second")
  }

  @Test func longLinesWrapAtTheEditorsWidthAndTheRowsScrollToTheCursor() {
    let notes = Notes()
    let host = TestHost(Editor(notes: notes), size: Size(width: 10, height: 6))
    host.press(.tab)
    host.type("abcdefghijklmno")
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "abcdefghij", "\(host.screen)")
    #expect(lines[1].hasPrefix("klmno"))
    host.press(.return)
    host.press(.return)
    host.press(.return)
    host.type("end")
    #expect(host.screen.contains("end"), "the rows scroll to keep the cursor in view\n\(host.screen)")
    #expect(!host.screen.contains("abcdefghij"))
  }

  @Test func tabLeavesTheEditorAndAFocusStateWriteComesBack() {
    let notes = Notes()
    let host = TestHost(Editor(notes: notes), size: Size(width: 20, height: 6))
    host.press(.tab)
    host.type("a")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Done", "Tab moves focus on; it inserts nothing")
    #expect(notes.text == "a")
    host.press(.return)
    #expect(host.element("not editing") != nil)
    host.press(.tab)
    host.press(.return)
    #expect(host.element("editing") != nil)
    #expect(host.focusedElement?.role == .textField)
    host.paste("b\nc")
    #expect(notes.text == "ab\nc", "a paste keeps its line breaks")
  }
}
