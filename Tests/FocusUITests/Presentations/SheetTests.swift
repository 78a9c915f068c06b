import FocusUITesting
import Observation
import Testing

/// `sheet(isPresented:onDismiss:content:)`: a modal box over the window;
/// focus moves in, stays in, and comes back.
@MainActor @Suite struct SheetTests {
  enum Field: Hashable {
    case search, name, notes
  }

  @MainActor @Observable final class Model {
    var isEditing = false
    var dismissals = 0
    var events: [String] = []
  }

  struct Editor: View {
    let model: Model
    var sheetDefault: Field?
    var writeOnAppear: Field?
    @State private var name = "Milk"
    @State private var notes = ""
    @FocusState private var focused: Field?

    var body: some View {
      VStack {
        TextField("Search", text: .constant(""))
          .focused($focused, equals: .search)
        Button("Edit") { model.isEditing = true }
          .sheet(isPresented: Bindable(model).isEditing, onDismiss: { model.dismissals += 1 }) {
            EditForm(name: $name, notes: $notes, focused: $focused, sheetDefault: sheetDefault)
              .onAppear { if let writeOnAppear { focused = writeOnAppear } }
          }
        Button("After") { model.events.append("after") }
          .keyboardShortcut("k")
        Text("focused \(focused.map { "\($0)" } ?? "nil")")
      }
      .onKeyPress("x") {
        model.events.append("background key")
        return .handled
      }
      .onExitCommand { model.events.append("background exit") }
    }
  }

  struct EditForm: View {
    @Binding var name: String
    @Binding var notes: String
    var focused: FocusState<Field?>.Binding
    var sheetDefault: Field?
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
      let form = VStack {
        Text(isPresented ? "Edit item" : "not presented")
        TextField("Name", text: $name)
          .focused(focused, equals: .name)
        TextField("Notes", text: $notes)
          .focused(focused, equals: .notes)
        HStack {
          Button("Focus search") { focused.wrappedValue = .search }
          Button("Done") { dismiss() }
        }
      }
      if let sheetDefault {
        form.defaultFocus(focused, sheetDefault)
      } else {
        form
      }
    }
  }

  private func openSheet(_ host: TestHost) {
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Edit")
    host.press(.return)
  }

  @Test func openingASheetFocusesItsFirstFocusableView() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    #expect(model.isEditing)
    #expect(host.focusedElement?.label == "Name")
    #expect(host.element("Edit item") != nil)
    #expect(host.element("focused name") != nil)
  }

  @Test func aDefaultFocusInsideTheSheetWins() {
    let model = Model()
    let host = TestHost(Editor(model: model, sheetDefault: .notes))
    openSheet(host)
    #expect(host.focusedElement?.label == "Notes")
  }

  @Test func aWriteInTheSheetsOnAppearWins() {
    let model = Model()
    let host = TestHost(Editor(model: model, sheetDefault: .name, writeOnAppear: .notes))
    openSheet(host)
    #expect(host.focusedElement?.label == "Notes")
  }

  @Test func tabAndShiftTabStayInsideTheSheet() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    var seen: [String] = []
    for _ in 0..<5 {
      host.press(.tab)
      seen.append(host.focusedElement?.label ?? "nil")
    }
    #expect(seen == ["Notes", "Focus search", "Done", "Name", "Notes"])
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Done")
  }

  @Test func arrowKeysStayInsideTheSheet() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Focus search")
    // Above: the Notes field, in line; nothing else of the sheet is.
    host.press(.upArrow)
    #expect(host.focusedElement?.label == "Notes")
    host.press(.tab)
    host.press(.downArrow)  // the window's After button lies below, behind the sheet
    #expect(host.focusedElement?.label == "Focus search")
  }

  @Test func escapeClosesTheSheetAndFocusReturnsToThePresentingButton() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    host.press(.escape)
    #expect(!model.isEditing)
    #expect(host.element("Name") == nil)
    #expect(host.focusedElement?.label == "Edit")
    #expect(model.dismissals == 1)
    #expect(model.events.isEmpty)  // the window's onExitCommand heard nothing
  }

  @Test func theDismissActionClosesTheSheetAndRunsOnDismiss() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    host.click("Done")
    #expect(!model.isEditing)
    #expect(model.dismissals == 1)
    #expect(host.focusedElement?.label == "Edit")
  }

  @Test func settingTheBindingToFalseClosesTheSheetAndRestoresFocus() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    model.isEditing = false
    #expect(host.element("Name") == nil)
    #expect(host.focusedElement?.label == "Edit")
    #expect(model.dismissals == 1)
  }

  @Test func focusStateReadsTheSheetsValueWhileItIsUpAndTheWindowsAfter() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    host.click("Search")
    #expect(host.element("focused search") != nil)
    model.isEditing = true
    #expect(host.element("focused name") != nil)
    host.press(.escape)
    #expect(host.focusedElement?.label == "Search")
    #expect(host.element("focused search") != nil)
  }

  @Test func clicksOnViewsBehindTheSheetDoNothing() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    host.click("After")
    host.click("Search")
    #expect(model.events.isEmpty)
    #expect(host.focusedElement?.label == "Name")
    // A click on a cell of the window outside the box.
    host.click(at: Point(x: 0, y: 0))
    #expect(host.focusedElement?.label == "Name")
    #expect(model.isEditing)
  }

  @Test func keysAndShortcutsOfViewsBehindTheSheetDoNotFire() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    host.press(.tab)
    host.press(.tab)  // Focus search: a button, so "x" is not text
    host.press("x")
    host.press("k", modifiers: .command)
    #expect(model.events.isEmpty)
    host.press(.escape)
    host.press("k", modifiers: .command)
    host.press("x")
    #expect(model.events == ["after", "background key"])
  }

  @Test func aWriteToAViewBehindTheSheetWaitsUntilItCloses() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    host.click("Focus search")
    #expect(host.focusedElement?.label == "Name")
    #expect(host.device.waitingFocusWrites.count == 1)
    host.press(.escape)
    // The write wins over returning to Edit.
    #expect(host.focusedElement?.label == "Search")
  }

  @Test func aWaitingWriteIsDroppedWhenTheUserMovesFocusInTheSheet() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    openSheet(host)
    host.click("Focus search")
    host.press(.tab)
    #expect(host.device.waitingFocusWrites.isEmpty)
    host.press(.escape)
    #expect(host.focusedElement?.label == "Edit")
  }

  @Test func withNothingFocusedBeforeNothingIsFocusedAfter() {
    let model = Model()
    let host = TestHost(Editor(model: model))
    model.isEditing = true
    #expect(host.focusedElement?.label == "Name")
    host.press(.escape)
    #expect(host.focusedElement == nil)
  }

  @Test func isPresentedIsTrueOnlyInsideThePresentation() {
    struct Probe: View {
      @Environment(\.isPresented) private var isPresented
      var body: some View { Text("presented \(isPresented)") }
    }
    let host = TestHost(Probe().sheet(isPresented: .constant(true)) { Probe() })
    #expect(host.elements.map(\.label).filter { $0.hasPrefix("presented") } == ["presented false", "presented true"])
  }

  @Test func theDismissActionOutsideAPresentationDoesNothing() {
    struct Probe: View {
      @Environment(\.dismiss) private var dismiss
      @State private var count = 0
      var body: some View {
        Button("Dismiss \(count)") {
          dismiss()
          count += 1
        }
      }
    }
    let host = TestHost(Probe())
    host.click("Dismiss 0")
    #expect(host.element("Dismiss 1") != nil)
    #expect(host.runtimeWarnings.isEmpty)
  }

  @Test func theWheelScrollsOnlyInsideTheSheetAndTheTextCursorIsInItsField() throws {
    let model = Model()
    let host = TestHost(
      VStack {
        ScrollView {
          VStack { ForEach(0..<40, id: \.self) { Text("Row \($0)") } }
        }
        Button("Edit") { model.isEditing = true }
          .sheet(isPresented: Bindable(model).isEditing) {
            VStack {
              TextField("Name", text: .constant("Milk"))
              ScrollView {
                VStack { ForEach(0..<40, id: \.self) { Text("Line \($0)") } }
              }
            }
          }
      }, size: Size(width: 40, height: 12))
    host.scroll(at: Point(x: 0, y: 0), lines: 2)
    #expect(host.device.scrollOffsets == [2])
    model.isEditing = true
    let field = try #require(host.element("Name"))
    #expect(host.textCursor == Point(x: field.frame.minX + 4, y: field.frame.minY))
    host.scroll(at: Point(x: 0, y: 0), lines: 3)  // behind the sheet
    #expect(host.device.scrollOffsets == [2, 0])
    let line = try #require(host.element("Line 0"))
    host.scroll(at: line.frame.origin, lines: 3)
    #expect(host.device.scrollOffsets == [2, 3])
  }

  @Test func presentingAndWritingFocusToASheetsFieldInOneActionFocusesIt() {
    struct Probe: View {
      let model: Model
      @FocusState private var focused: Field?

      var body: some View {
        Button("Edit notes") {
          model.isEditing = true
          focused = .notes
        }
        .sheet(isPresented: Bindable(model).isEditing) {
          TextField("Name", text: .constant(""))
            .focused($focused, equals: .name)
          TextField("Notes", text: .constant(""))
            .focused($focused, equals: .notes)
        }
      }
    }
    let host = TestHost(Probe(model: Model()))
    host.click("Edit notes")
    #expect(host.focusedElement?.label == "Notes")
  }

  struct LazyRowsSheet: View {
    @State private var isShown = false
    let isLazy: Bool
    var body: some View {
      Button("Open") { isShown = true }
        .sheet(isPresented: $isShown) {
          VStack {
            if isLazy {
              LazyVStack { rows }
            } else {
              VStack { rows }
            }
            Button("Done") { isShown = false }
          }
        }
    }

    private var rows: some View {
      ForEach(0..<3, id: \.self) { row in Button("Row \(row)") {} }
    }
  }

  /// A sheet's first focusable view is its first in order, whether its
  /// rows are in a lazy stack (made only as it is laid out) or an eager
  /// one: not the button after them, made first (fuzzer seed 2024).
  @Test(arguments: [false, true])
  func aSheetFocusesItsFirstRowWhenItsRowsAreLazy(isLazy: Bool) {
    let host = TestHost(LazyRowsSheet(isLazy: isLazy))
    host.click("Open")
    #expect(host.focusedElement?.label == "Row 0")
  }
}
