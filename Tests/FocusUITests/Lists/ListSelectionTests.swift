import FocusUITesting
import Testing

/// `List(selection:)`: one focus stop, arrows and page keys move the
/// selection and keep it visible, the selection follows ids through
/// inserts and removals.
@MainActor @Suite struct ListSelectionTests {
  struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  static let names = ["Inbox", "Drafts", "Sent", "Junk", "Trash"]

  /// A field, a list of mailboxes whose rows hold a button, and buttons
  /// that change the rows.
  struct Mailboxes: View {
    @State var boxes = ListSelectionTests.names.enumerated().map { Mailbox(id: $0.offset, name: $0.element) }
    @State var selection: Int?
    @State var pressed = "nothing"
    @State private var query = ""

    var body: some View {
      VStack(alignment: .leading) {
        TextField("Search", text: $query)
        List(boxes, selection: $selection) { box in
          HStack {
            Text(box.name)
            Button("Info \(box.name)") { pressed = box.name }
          }
        }
        .frame(height: .rows(5))
        Button("Insert") { boxes.insert(Mailbox(id: 100 + boxes.count, name: "New \(boxes.count)"), at: 0) }
        Button("Remove selected") { boxes.removeAll { $0.id == selection } }
        Text("selection: \(selection.map(String.init) ?? "none")")
        Text("pressed: \(pressed)")
      }
    }
  }

  func selection(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("selection:") }?.label ?? ""
  }

  // MARK: - One focus stop

  @Test func tabTreatsTheListAsOneStopAndSkipsTheButtonsInItsRows() {
    let host = TestHost(Mailboxes(), size: Size(width: 40, height: 12))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Search")
    host.press(.tab)
    #expect(host.focusedElement?.role == .container)  // the list
    host.press(.tab)
    #expect(host.focusedElement?.label == "Insert")
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.role == .container)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Search")
  }

  @Test func aButtonInARowStillRunsOnAClickWithoutSelectingTheRow() {
    let host = TestHost(Mailboxes(), size: Size(width: 40, height: 12))
    host.click("Info Sent")
    #expect(host.element("pressed: Sent") != nil)
    #expect(selection(host) == "selection: none")
  }

  // MARK: - Arrows, Home, End

  @Test func downSelectsTheFirstRowThenTheNextAndUpGoesBack() {
    let host = TestHost(Mailboxes(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.press(.downArrow)
    #expect(selection(host) == "selection: 0")
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(selection(host) == "selection: 2")
    host.press(.upArrow)
    #expect(selection(host) == "selection: 1")
  }

  @Test func homeAndEndSelectTheFirstAndLastRowsAndTheEdgesStop() {
    let host = TestHost(Mailboxes(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.press(.end)
    #expect(selection(host) == "selection: 4")
    host.press(.downArrow)
    #expect(selection(host) == "selection: 4")
    host.press(.home)
    #expect(selection(host) == "selection: 0")
    host.press(.upArrow)
    #expect(selection(host) == "selection: 0")
  }

  @Test func theListKeepsUpAndDownFromDirectionalFocus() {
    let host = TestHost(Mailboxes(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.press(.end)
    host.press(.downArrow)
    // At the last row ↓ stays in the list: the Insert button below does
    // not take focus.
    #expect(host.focusedElement?.role == .container)
  }

  // MARK: - Selection follows ids

  @Test func theSelectionSurvivesAnInsertAboveIt() {
    let host = TestHost(Mailboxes(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow)  // Drafts, id 1
    host.click("Insert")
    #expect(selection(host) == "selection: 1")
    #expect(
      host.elements.first { $0.isSelected }?.label == "Drafts, Info Drafts",
      "a row is labelled as a screen reader reads it")
    host.press(.downArrow)
    #expect(selection(host) == "selection: 2")  // Sent, the row after Drafts
  }

  @Test func removingTheSelectedRowLeavesItsIdAndTheArrowsGoOnFromItsPlace() {
    let host = TestHost(Mailboxes(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow)  // Drafts, id 1
    host.click("Remove selected")
    #expect(selection(host) == "selection: 1")
    #expect(!host.elements.contains { $0.isSelected })
    host.press(.downArrow)
    #expect(selection(host) == "selection: 2")  // Sent took Drafts' place
  }

  @Test func removingAnotherRowKeepsTheSelection() {
    struct Removing: View {
      @State var names = ListSelectionTests.names
      @State var selection: String? = "Sent"
      var body: some View {
        VStack {
          List(names, id: \.self, selection: $selection) { Text($0) }
          Button("Remove Inbox") { names.removeFirst() }
        }
      }
    }
    let host = TestHost(Removing(), size: Size(width: 30, height: 10))
    host.click("Remove Inbox")
    #expect(host.element("Sent")?.isSelected == true)
    #expect(host.elements.filter(\.isSelected).count == 1)
  }

  // MARK: - Keeping the selection visible

  struct Long: View {
    @State var selection: Int?
    var body: some View {
      VStack(alignment: .leading) {
        Text("selection: \(selection.map(String.init) ?? "none")")
        List(0..<50, id: \.self, selection: $selection) { Text("Row \($0)") }
      }
    }
  }

  @Test func endScrollsTheLastRowIntoView() {
    let host = TestHost(Long(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.end)
    #expect(host.screen.contains("Row 49"))
    #expect(!host.screen.contains("Row 0\n"))
    host.press(.home)
    #expect(host.screen.contains("Row 0"))
  }

  @Test func pageDownAndPageUpMoveAScreenAndKeepTheRowVisible() {
    let host = TestHost(Long(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.downArrow)  // Row 0 at the top of a 7-row list
    host.press(.pageDown)
    #expect(selection(host) == "selection: 6")
    host.press(.pageDown)
    #expect(selection(host) == "selection: 12")
    #expect(host.screen.contains("Row 12"))
    host.press(.pageUp)
    #expect(selection(host) == "selection: 6")
    #expect(host.screen.contains("Row 6"))
  }

  @Test func arrowsScrollOneRowAtATimeAtTheEdge() {
    let host = TestHost(Long(), size: Size(width: 30, height: 8))
    host.press(.tab)
    for _ in 0..<8 { host.press(.downArrow) }  // Row 7, one below the first screen
    let lines = host.screen.split(separator: "\n").map(String.init)
    #expect(lines.last == "Row 7")
    #expect(lines[1] == "Row 1")
  }

  @Test func movingTheSelectionRunsNoBodyAndNoRowWhenNothingReadsIt() {
    struct Big: View {
      @State var selection: Int?
      var body: some View {
        List(0..<2_000, id: \.self, selection: $selection) { Text("Row \($0)") }
      }
    }
    let host = TestHost(Big(), size: Size(width: 30, height: 10))
    host.press(.tab)
    host.press(.downArrow)
    let before = host.stats
    for _ in 0..<5 { host.press(.downArrow) }
    host.press(.end)
    #expect(host.stats.bodyEvaluations == before.bodyEvaluations)
    #expect(host.stats.rowEvaluations == before.rowEvaluations)
    #expect(host.element("Row 1999")?.isSelected == true)
  }

  @Test func anEmptyListTakesFocusAndIgnoresItsKeys() {
    struct Empty: View {
      @State var selection = Set<Int>()
      var body: some View {
        VStack {
          List([Int](), id: \.self, selection: $selection) { Text("\($0)") }
          Text("count \(selection.count)")
        }
      }
    }
    let host = TestHost(Empty(), size: Size(width: 30, height: 6))
    host.press(.tab)
    for key: KeyEquivalent in [.downArrow, .upArrow, .home, .end, .pageDown, .pageUp, .space, .return] {
      host.press(key)
      host.press(key, modifiers: .shift)
    }
    host.press("a", modifiers: .control)
    #expect(host.element("count 0") != nil)
    #expect(host.focusedElement?.role == .container)
  }

  // MARK: - Several rows

  struct Multiple: View {
    @State var selection = Set<String>()
    @State var opened = "nothing"
    var body: some View {
      VStack(alignment: .leading) {
        List(ListSelectionTests.names, id: \.self, selection: $selection) { Text($0) }
          .contextMenu(forSelectionType: String.self) { _ in
            Button("Delete") {}
          } primaryAction: { names in
            opened = names.sorted().joined(separator: ",")
          }
        Text("selection: \(selection.sorted().joined(separator: ","))")
        Text("opened: \(opened)")
      }
    }
  }

  @Test func shiftArrowsExtendTheSelectionFromWhereItStarted() {
    let host = TestHost(Multiple(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow)  // Drafts
    host.press(.downArrow, modifiers: .shift)
    host.press(.downArrow, modifiers: .shift)
    #expect(selection(host) == "selection: Drafts,Junk,Sent")
    host.press(.upArrow, modifiers: .shift)
    #expect(selection(host) == "selection: Drafts,Sent")
    host.press(.downArrow)
    #expect(selection(host) == "selection: Junk")
  }

  @Test func ctrlArrowsMoveWithoutSelectingAndSpaceAddsOrRemovesTheRow() {
    let host = TestHost(Multiple(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.downArrow)  // Inbox
    host.press(.downArrow, modifiers: .control)
    host.press(.downArrow, modifiers: .control)
    #expect(selection(host) == "selection: Inbox")
    host.press(.space)
    #expect(selection(host) == "selection: Inbox,Sent")
    host.press(.space)
    #expect(selection(host) == "selection: Inbox")
  }

  @Test func ctrlASelectsEveryRow() {
    let host = TestHost(Multiple(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press("a", modifiers: .control)
    #expect(selection(host) == "selection: Drafts,Inbox,Junk,Sent,Trash")
  }

  @Test func returnRunsThePrimaryActionWithTheSelection() {
    let host = TestHost(Multiple(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow, modifiers: .shift)
    host.press(.return)
    #expect(host.element("opened: Drafts,Inbox") != nil)
  }

  @Test func withoutAPrimaryActionReturnGoesOnToTheDefaultButton() {
    struct Default: View {
      @State var selection: Int?
      @State var done = false
      var body: some View {
        VStack {
          List(0..<3, id: \.self, selection: $selection) { Text("Row \($0)") }
          Button("Done") { done = true }.keyboardShortcut(.defaultAction)
          Text(done ? "done" : "not done")
        }
      }
    }
    let host = TestHost(Default(), size: Size(width: 30, height: 10))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.return)
    #expect(host.element("done") != nil)
  }

  // MARK: - Clicks

  @Test func aClickSelectsTheRowAndFocusesTheList() {
    let host = TestHost(Multiple(), size: Size(width: 40, height: 12))
    host.click("Sent")
    #expect(selection(host) == "selection: Sent")
    #expect(host.focusedElement?.role == .container)
    host.press(.downArrow)
    #expect(selection(host) == "selection: Junk")
  }

  @Test func aClickPastARowsTextSelectsTheRow() throws {
    let host = TestHost(Mailboxes(), size: Size(width: 40, height: 12))
    let drafts = try #require(host.element("Drafts"))
    host.click(at: Point(x: 35, y: drafts.frame.minY))
    #expect(selection(host) == "selection: 1")
  }
}
