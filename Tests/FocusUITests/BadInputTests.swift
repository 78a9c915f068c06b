import FocusUITesting
import Testing

@MainActor @Suite struct BadInputTests {
  struct Screen: View {
    @State private var text = ""
    var body: some View {
      VStack {
        Text("A title that is much longer than the screen is wide")
        TextField("Field", text: $text)
        HStack {
          Button("One") {}
          Spacer()
          Button("Two") {}
        }
      }
    }
  }

  @Test func aOneByOneScreenRenders() {
    let host = TestHost(Screen(), size: Size(width: 1, height: 1))
    #expect(host.screen.count == 1)
    #expect(host.elements.contains { $0.label == "Field" })
  }

  @Test func aTenByThreeScreenRenders() {
    let host = TestHost(Screen(), size: Size(width: 10, height: 3))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count <= 10 })
  }

  @Test func zeroAndNegativeSizesAreHandled() {
    let empty = TestHost(Screen(), size: Size(width: 0, height: 0))
    #expect(empty.screen == "")
    let negative = TestHost(Screen(), size: Size(width: -5, height: -1))
    #expect(negative.screen == "")
    #expect(negative.runtimeWarnings.contains { $0.contains("not a screen size") })
    negative.resize(to: Size(width: 20, height: 5))
    #expect(negative.screen.hasPrefix("A title that is much"))
  }

  @Test func veryLongTextWrapsWithoutCrashing() {
    let long = String(repeating: "word ", count: 20_000) + String(repeating: "x", count: 5_000)
    let host = TestHost(ScrollView { Text(long) }, size: Size(width: 40, height: 5))
    #expect(host.screen.split(separator: "\n").count == 5)
    #expect(host.elements.contains { $0.role == .text && $0.frame.height > 2_000 })
  }

  @Test func aHugePasteIsInsertedWhole() {
    let host = TestHost(Screen(), size: Size(width: 30, height: 5))
    host.click("Field")
    let paste = String(repeating: "0123456789", count: 10_000)
    host.type(paste)
    #expect(host.element("Field")?.value?.count == 100_000)
    // The field shows the end of the text, and a cell for the cursor after it.
    #expect(host.screen.split(separator: "\n")[2] == "123456789" + String(repeating: "0123456789", count: 2) + "_")
  }

  /// A field whose binding keeps at most three characters.
  struct ShortField: View {
    @State private var text = ""
    var body: some View {
      TextField(
        "Code",
        text: Binding(get: { text }, set: { text = String($0.prefix(3)) }))
    }
  }

  @Test func typingIntoAFieldBoundToAConstantKeepsItsTextAndCaret() {
    let host = TestHost(TextField("Fixed", text: .constant("")), size: Size(width: 20, height: 2))
    host.press(.tab)
    host.type("abc")
    host.press(.delete)
    host.type("é")
    #expect(host.element("Fixed")?.value == "")
    #expect(host.screen.hasPrefix("Fixed_"))
  }

  @Test func aBindingThatShortensTheTextPutsTheCaretAtItsEnd() {
    let host = TestHost(ShortField(), size: Size(width: 20, height: 2))
    host.press(.tab)
    host.type("abcdef")
    #expect(host.element("Code")?.value == "abc")
    host.press(.delete)
    host.type("Z")
    #expect(host.element("Code")?.value == "abZ")
  }

  @Test func resizingLaysOutAgain() {
    let host = TestHost(Screen(), size: Size(width: 60, height: 5))
    #expect(host.element("Two")?.frame.minX == 53)
    host.resize(to: Size(width: 30, height: 5))
    #expect(host.element("Two")?.frame.minX == 23)
  }
}
