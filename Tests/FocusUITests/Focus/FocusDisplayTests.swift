import FocusUITesting
import Testing

/// What focus looks like: rings, scrolling, and the work a move costs.
@MainActor @Suite struct FocusDisplayTests {
  struct LongForm: View {
    let fields: Int
    @FocusState private var focused: Int?
    var body: some View {
      Form {
        ForEach(0..<fields, id: \.self) { index in
          TextField("Field \(index)", text: .constant(""))
            .focused($focused, equals: index)
        }
        Button("Last") { focused = fields - 1 }
      }
    }
  }

  @Test func keyboardFocusScrollsTheFocusedFieldIntoView() {
    let host = TestHost(LongForm(fields: 50), size: Size(width: 20, height: 5))
    for _ in 0..<7 { host.press(.tab) }
    #expect(host.focusedElement?.label == "Field 6")
    #expect(host.screen.split(separator: "\n").last?.hasPrefix("Field 6") == true)
    #expect(host.focusedElement?.frame.minY == 4)
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Field 0")
    #expect(host.screen.hasPrefix("Field 0"))
  }

  @Test func aProgrammaticWriteScrollsItsTargetIntoView() {
    let host = TestHost(LongForm(fields: 50), size: Size(width: 20, height: 5))
    host.press(.tab)
    host.press(.tab, modifiers: .shift)
    host.press(.return)  // the focused "Last" button writes focus to the last field
    #expect(host.focusedElement?.label == "Field 49")
    #expect(host.screen.contains("Field 49"))
  }

  @Test func keyboardFocusDrawsARingAndAPointerClickInATextFieldDoesNot() {
    let host = TestHost(LongForm(fields: 3), size: Size(width: 20, height: 5))
    host.press(.tab)
    #expect(host.canvas[0, 0].style.isInverse)
    host.click("Field 1")
    #expect(host.focusedElement?.label == "Field 1")
    #expect(!host.canvas[0, 1].style.isInverse)
    #expect(!host.canvas[0, 0].style.isInverse)
  }

  @Test func aTabInATenThousandFieldFormPlacesOnlyWhatChanged() {
    let host = TestHost(LongForm(fields: 10_000), size: Size(width: 40, height: 10))
    host.press(.tab)
    host.press(.tab)
    let placements = host.stats.placements
    let passes = host.stats.layoutPasses
    host.press(.tab)
    #expect(host.focusedElement?.label == "Field 2")
    // Moving focus is a redraw, not a layout.
    #expect(host.stats.layoutPasses == passes)
    #expect(host.stats.placements == placements)
  }

  struct GrowingRows: View {
    @State private var long = false
    var body: some View {
      ScrollView {
        VStack(alignment: .leading) {
          Text(long ? "one two three four five six" : "short")
          ForEach(0..<1_000, id: \.self) { Text("row \($0)") }
        }
      }
      Button("Grow") { long = true }
    }
  }

  @Test func aChangedRowIsPlacedAloneUnlessItsHeightChanges() {
    let host = TestHost(GrowingRows(), size: Size(width: 12, height: 6))
    #expect(host.element("row 0")?.frame.minY == 1)
    let before = host.stats.placements
    host.click("Grow")
    // Growing to three lines moves every row after it.
    #expect(host.element("row 0")?.frame.minY == 3)
    #expect(host.element("row 999")?.frame.minY == 1_002)
    #expect(host.stats.placements - before > 1_000)
  }

  struct Chaining: View {
    enum Field: Hashable { case first, second }
    @FocusState private var focused: Field?
    @State private var first = ""
    @State private var second = ""
    var body: some View {
      VStack {
        TextField("First", text: $first)
          .focused($focused, equals: .first)
          .onSubmit { focused = .second }
        TextField("Second", text: $second)
          .focused($focused, equals: .second)
          .onSubmit { focused = nil }
      }
    }
  }

  @Test func onSubmitChainsFocusToTheNextField() {
    let host = TestHost(Chaining())
    host.click("First")
    host.type("a")
    host.press(.return)
    #expect(host.focusedElement?.label == "Second")
    host.type("b")
    host.press(.return)
    #expect(host.focusedElement == nil)
    #expect(host.element("First")?.value == "a")
    #expect(host.element("Second")?.value == "b")
  }

}
