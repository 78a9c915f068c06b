import FocusUITesting
import Testing

/// Tab order, removal, disabling, pending writes and `onChange`.
@MainActor @Suite struct NavigationTests {
  struct Row: Identifiable, Hashable {
    let id: Int
    var isDisabled = false
  }

  @MainActor final class Journal {
    var changes: [String] = []
  }

  struct Rows: View {
    let journal: Journal
    @State private var rows = (1...4).map { Row(id: $0) }
    @State private var next = 5
    @State private var reruns = 0
    @FocusState private var focusedRow: Int?

    var body: some View {
      VStack {
        ForEach(rows) { row in
          TextField("Row \(row.id)", text: .constant(""))
            .focused($focusedRow, equals: row.id)
            .disabled(row.isDisabled)
        }
        Text("focused \(focusedRow.map(String.init) ?? "nil") reruns \(reruns)")
      }
      .onChange(of: focusedRow) { old, new in
        journal.changes.append("\(old.map(String.init) ?? "nil")->\(new.map(String.init) ?? "nil")")
      }
      Button("Remove focused") { rows.removeAll { $0.id == focusedRow } }
      Button("Remove 2") { rows.removeAll { $0.id == 2 } }
      Button("Disable 2") { rows[1].isDisabled = true }
      Button("Append and focus") {
        rows.append(Row(id: next))
        focusedRow = next
        next += 1
      }
      Button("Focus 6") { focusedRow = 6 }
      Button("Append") {
        rows.append(Row(id: next))
        next += 1
      }
      Button("Reverse") { rows.reverse() }
      Button("Rerun") { reruns += 1 }
    }
  }

  private func focusedLabel(_ host: TestHost) -> String? { host.focusedElement?.label }

  @Test func tabAndShiftTabFollowTreeOrderAndWrapAround() {
    let host = TestHost(Rows(journal: Journal()))
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 1")
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 4")
    host.press(.tab)
    #expect(focusedLabel(host) == "Remove focused")
    host.press(.tab, modifiers: .shift)
    #expect(focusedLabel(host) == "Row 4")
    host.click("Row 1")
    host.press(.tab, modifiers: .shift)
    #expect(focusedLabel(host) == "Rerun")
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 1")
  }

  @Test func disabledAndRemovedViewsAreSkipped() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Disable 2")
    host.click("Row 1")
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 3")
    host.click("Remove 2")
    host.click("Row 1")
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 3")
  }

  @Test func removingTheFocusedViewResetsTheStateAndTabContinuesFromItsPlace() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Row 2")
    #expect(host.element("focused 2 reruns 0") != nil)
    host.press(.tab)  // Row 3
    host.click("Remove focused")
    #expect(host.focusedElement == nil)
    #expect(host.element("focused nil reruns 0") != nil)
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 4")
    host.click("Remove focused")
    host.press(.tab, modifiers: .shift)
    #expect(focusedLabel(host) == "Row 2")
  }

  @Test func disablingAnAncestorOfTheFocusedViewResignsFocus() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Row 2")
    host.click("Disable 2")
    #expect(host.focusedElement == nil)
    #expect(host.element("focused nil reruns 0") != nil)
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 3")
  }

  @Test func aWriteTargetingARowAppendedInTheSameActionFocusesIt() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Append and focus")
    #expect(focusedLabel(host) == "Row 5")
    #expect(host.element("focused 5 reruns 0") != nil)
  }

  @Test func aWriteWaitsForItsTargetToAppear() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Focus 6")
    #expect(host.focusedElement == nil)
    host.click("Append")
    #expect(host.focusedElement == nil)
    host.click("Append")
    #expect(focusedLabel(host) == "Row 6")
  }

  @Test func aPendingWriteIsDroppedWhenTheUserMovesFocusFirst() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Focus 6")
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 1")
    host.click("Append")
    host.click("Append")
    #expect(focusedLabel(host) == "Row 1")
  }

  @Test func onChangeOfTheFocusStateFiresExactlyOncePerChange() {
    let journal = Journal()
    let host = TestHost(Rows(journal: journal))
    host.press(.tab)
    host.press(.tab)
    host.click("Append and focus")
    host.click("Remove focused")
    #expect(journal.changes == ["nil->1", "1->2", "2->5", "5->nil"])
  }

  @Test func focusSurvivesTheOwnersBodyRunningAgainAndRowsMoving() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Row 3")
    host.click("Rerun")
    #expect(focusedLabel(host) == "Row 3")
    #expect(host.element("focused 3 reruns 1") != nil)
    host.click("Reverse")
    #expect(focusedLabel(host) == "Row 3")
    host.press(.tab)
    #expect(focusedLabel(host) == "Row 2")
    host.press(.tab)
    host.press(.tab)
    #expect(focusedLabel(host) == "Remove focused")
  }

  struct Card: View {
    let title: String
    @Environment(\.isFocused) private var isFocused
    var body: some View {
      Text(isFocused ? "> \(title)" : "  \(title)")
    }
  }

  struct Cards: View {
    var body: some View {
      VStack {
        Card(title: "A").focusable()
        Card(title: "B").focusable()
        TextField("Skipped", text: .constant("")).focusable(false)
        Card(title: "outside")
      }
    }
  }

  @Test func isFocusedTellsACustomFocusableViewItHasFocus() {
    let host = TestHost(Cards())
    #expect(host.element("  A") != nil)
    host.press(.tab)
    #expect(host.element("> A") != nil)
    #expect(host.element("  B") != nil)
    host.press(.tab)
    #expect(host.element("  A") != nil)
    #expect(host.element("> B") != nil)
    #expect(host.element("  outside") != nil)
  }

  @Test func focusableFalseKeepsATextFieldOutOfTabOrder() {
    let host = TestHost(Cards())
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    #expect(focusedLabel(host) == "> A")
    host.click("Skipped")
    #expect(host.focusedElement?.label != "Skipped")
  }

  @Test func returnAndSpaceActivateTheFocusedButton() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Row 4")
    host.press(.tab)
    host.press(.tab)
    #expect(focusedLabel(host) == "Remove 2")
    host.press(.return)
    #expect(host.element("Row 2") == nil)
    host.press(.tab)
    #expect(focusedLabel(host) == "Disable 2")
  }

  @Test func clickingAButtonActivatesItWithoutFocusingIt() {
    let host = TestHost(Rows(journal: Journal()))
    host.click("Row 1")
    host.click("Rerun")
    #expect(focusedLabel(host) == "Row 1")
  }
}
