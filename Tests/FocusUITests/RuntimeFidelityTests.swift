import FocusUITesting
import Testing

/// Ordinary SwiftUI patterns whose incremental update once differed from a
/// fresh render.
@MainActor @Suite struct RuntimeFidelityTests {
  // MARK: State read only inside row closures

  struct MarkedRows: View {
    @State private var marked = 0
    var body: some View {
      VStack {
        Button("Next") { marked += 1 }
        ForEach(0..<3, id: \.self) { i in
          Text(i == marked ? "> row \(i)" : "  row \(i)")
        }
      }
    }
  }

  @Test func stateReadOnlyInsideAForEachRowClosureUpdatesTheRows() {
    let host = TestHost(MarkedRows(), size: Size(width: 30, height: 6))
    #expect(host.screen.contains("> row 0"))
    host.click("Next")
    #expect(host.screen.contains("> row 1"))
    #expect(!host.screen.contains("> row 0"))
  }

  struct MarkedContainers: View {
    @State private var marked = 0
    var body: some View {
      VStack {
        Button("Next") { marked += 1 }
        List(0..<2, id: \.self) { i in
          Text(i == marked ? "list \(i) on" : "list \(i) off")
        }
        Form {
          Section {
            ForEach(0..<2, id: \.self) { i in
              Group {
                Text(i == marked ? "form \(i) on" : "form \(i) off")
              }
            }
          }
        }
      }
    }
  }

  @Test func stateReadInsideListFormSectionAndGroupRowClosuresUpdatesTheRows() {
    let host = TestHost(MarkedContainers(), size: Size(width: 30, height: 12))
    host.click("Next")
    let labels = host.elements.map(\.label)
    #expect(labels.contains("list 1 on"))
    #expect(labels.contains("list 0 off"))
    #expect(labels.contains("form 1 on"))
    #expect(labels.contains("form 0 off"))
  }

  @Test func aStateReadOnlyInRowClosuresReRunsTheRowsButNotTheirParent() {
    let host = TestHost(MarkedRows(), size: Size(width: 30, height: 6))
    let before = host.stats
    host.click("Next")
    // The parent's body does not read `marked`, so only the three row
    // closures re-run, nothing above them.
    #expect(host.stats.rowEvaluations - before.rowEvaluations == 3)
    #expect(host.stats.bodyEvaluations == before.bodyEvaluations)
    #expect(host.screen.contains("> row 1"))
  }

  // MARK: Rows appended to a Form

  struct GrowingForm: View {
    @State private var items = ["first"]
    @FocusState private var focused: Int?
    var body: some View {
      Form {
        ForEach(items.indices, id: \.self) { index in
          TextField("Item \(index)", text: $items[index])
            .focused($focused, equals: index)
        }
        Button("Add") {
          items.append("")
          focused = items.count - 1
        }
      }
    }
  }

  @Test func rowsAppendedToAFormAfterAnUpdateAreLaidOutBelowTheOthers() {
    let host = TestHost(GrowingForm(), size: Size(width: 40, height: 16))
    host.click("Add")
    host.click("Add")
    let fields = host.elements.filter { $0.role == .textField }
    #expect(fields.count == 3)
    let tops = fields.map(\.frame.minY)
    #expect(tops == tops.sorted() && Set(tops).count == 3)
    #expect(host.focusedElement?.label == "Item 2")
    let button = host.element("Add")!
    #expect(button.frame.minY > tops.last!)
    // The incremental layout equals a fresh one.
    let fresh = host.elements.map(\.frame)
    host.resize(to: Size(width: 41, height: 16))
    host.resize(to: Size(width: 40, height: 16))
    #expect(host.elements.map(\.frame) == fresh)
  }

  // MARK: Disabled rows

  struct LockableRows: View {
    @State private var names = ["a", "b", "c"]
    @State private var locked: Set<Int> = []
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        ForEach(0..<3, id: \.self) { index in
          TextField("Name \(index)", text: $names[index])
            .focused($focused, equals: index)
            .disabled(locked.contains(index))
        }
        Button("Lock 1") { locked.insert(1) }
        FocusLabel(focused: $focused)
      }
    }
  }

  /// Reads the focus state in its own body, so that the rows' parent does
  /// not re-run when focus moves.
  struct FocusLabel: View {
    @FocusState.Binding var focused: Int?
    var body: some View {
      Text("focus \(focused.map(String.init) ?? "none")")
    }
  }

  @Test func disablingAFocusedRowFieldResignsFocusWhenTheConditionIsInTheRowClosure() {
    let host = TestHost(LockableRows(), size: Size(width: 30, height: 8))
    host.click("Name 1")
    #expect(host.focusedElement?.label == "Name 1")
    host.click("Lock 1")
    #expect(host.element("Name 1")?.isEnabled == false)
    #expect(host.focusedElement?.label != "Name 1")
    #expect(host.element("focus none") != nil)
  }

  @Test func tabSkipsRowsDisabledInsideTheRowClosure() {
    let host = TestHost(LockableRows(), size: Size(width: 30, height: 8))
    host.click("Lock 1")
    host.click("Name 0")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Name 2")
  }

  // MARK: A custom control through FocusBinding

  enum Swatch: Hashable {
    case a, b
  }

  struct SwatchButton: View {
    let name: String
    let focus: FocusBinding
    @State private var active = false
    var body: some View {
      Button(active ? "[\(name)]" : name) { focus.onFocus() }
        .onAppear {
          focus.trigger.focusAction = { active = true }
          focus.trigger.blurAction = { active = false }
        }
    }
  }

  struct SwatchPicker: View {
    @FocusState private var swatch: Swatch?
    var body: some View {
      VStack {
        SwatchButton(name: "A", focus: $swatch.binding(for: .a))
        SwatchButton(name: "B", focus: $swatch.binding(for: .b))
        Button("Pick B") { swatch = .b }
        Text("swatch \(swatch.map { "\($0)" } ?? "none")")
      }
    }
  }

  @Test func aCustomControlsOnFocusRunsItsOwnFocusActionAndTheOthersBlurAction() {
    let host = TestHost(SwatchPicker(), size: Size(width: 30, height: 6))
    host.click("A")
    #expect(host.element("swatch a") != nil)
    #expect(host.element("[A]") != nil)
    host.click("Pick B")
    #expect(host.element("swatch b") != nil)
    #expect(host.element("[B]") != nil)
    #expect(host.element("A") != nil)
    host.click("A")
    #expect(host.element("[A]") != nil)
    #expect(host.element("B") != nil)
  }

  // MARK: Found by the differential fuzzer

  struct WrappingRows: View {
    @State private var wide = false
    var body: some View {
      VStack {
        Button("Toggle") { wide.toggle() }
        ScrollView {
          ForEach(0..<3, id: \.self) { i in
            Text(wide ? "row \(i)\nsecond line" : "row \(i)")
          }
        }
      }
    }
  }

  @Test func rowsWhoseTextChangesLineCountPushTheRowsBelowDown() {
    let host = TestHost(WrappingRows(), size: Size(width: 30, height: 10))
    host.click("Toggle")
    let rows = host.elements.filter { $0.label.hasPrefix("row") }
    #expect(rows.map(\.frame.height) == [2, 2, 2])
    #expect(rows.map(\.frame.minY) == [1, 3, 5])
  }

  /// A name field, and a status line that repeats the name: a long name
  /// wraps the status to three lines, signing out shrinks it back to one.
  /// The rows sit in `container`, with a row below the status.
  struct SignInStatus: View {
    enum Container: CaseIterable { case form, scrollView, stackInScrollView, stack }
    let container: Container
    @State private var name = ""
    @State private var status: String

    init(_ container: Container, status: String = "Signed out.") {
      self.container = container
      _status = State(initialValue: status)
    }

    var body: some View {
      switch container {
      case .form: Form { rows }
      case .scrollView: ScrollView { rows }
      case .stackInScrollView: ScrollView { VStack(alignment: .leading) { rows } }
      case .stack: VStack(alignment: .leading) { rows }
      }
    }

    @ViewBuilder var rows: some View {
      TextField("Name", text: $name)
      Button("Sign In") { status = "Signed in as \(name)." }
      Button("Sign Out") { status = "Signed out." }
      Text(status)
      Text("next row")
    }
  }

  @Test(arguments: SignInStatus.Container.allCases)
  func aRowWhoseTextWrapsToMoreOrFewerLinesMovesTheRowsBelow(container: SignInStatus.Container) throws {
    let size = Size(width: 40, height: 12)
    let host = TestHost(SignInStatus(container), size: size)
    host.click("Name")
    host.type("bob smith the third of his name and a long name indeed yes and more words here")
    host.click("Sign In")
    let status = try #require(host.elements.first { $0.label.hasPrefix("Signed in") })
    #expect(status.frame.height == 3)
    #expect(host.element("next row")?.frame.minY == status.frame.maxY)
    // The same state rendered from scratch.
    let fresh = TestHost(SignInStatus(container, status: status.label), size: size)
    #expect(host.elements.map { "\($0.label) \($0.frame)" } == fresh.elements.map { "\($0.label) \($0.frame)" })

    host.click("Sign Out")
    let shrunk = try #require(host.element("Signed out."))
    #expect(shrunk.frame.height == 1)
    #expect(host.element("next row")?.frame.minY == shrunk.frame.maxY)
  }

  struct EditedField: View {
    @State private var text = ""
    @FocusState private var isFocused: Bool
    var body: some View {
      VStack {
        TextField("Name", text: $text).focused($isFocused)
          .onSubmit { text = "a fairly long value" }
        Button("Fill") { text = "a fairly long value" }
        Button("Done") { isFocused = false }
      }
    }
  }

  @Test func aFieldNotBeingEditedShowsTheStartOfItsText() {
    let host = TestHost(EditedField(), size: Size(width: 12, height: 4))
    host.click("Name")
    host.type("a fairly long value")
    #expect(!host.screen.hasPrefix("a fairly"))
    host.click("Done")
    #expect(host.screen.hasPrefix("a fairly lo"))
  }

  @Test func textChangedFromOutsideWhileEditingPutsTheCursorAtTheEnd() {
    let host = TestHost(EditedField(), size: Size(width: 40, height: 4))
    host.click("Name")
    host.type("ab")
    host.press(.return)  // the app replaces the text while the field is edited
    host.type("!")
    #expect(host.element("Name")?.value == "a fairly long value!")
  }
}
