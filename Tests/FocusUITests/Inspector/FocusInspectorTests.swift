import FocusDemoExamples
import FocusUITesting
import Testing

/// The focus inspector: `TestHost.focusReport` and the F12 overlay.
@MainActor @Suite struct FocusInspectorTests {
  enum Field: Hashable {
    case name, email, notes, later
  }

  struct Form: View {
    @FocusState var field: Field?
    @AccessibilityFocusState var spoken: Bool
    @State private var name = ""
    @State private var email = ""
    @State private var notes = ""
    var notesDisabled = false
    var emailTwice = false

    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($field, equals: .name)
        TextField("Email", text: $email).focused($field, equals: .email)
        if emailTwice {
          TextField("Email again", text: $email).focused($field, equals: .email)
        }
        TextField("Notes", text: $notes).focused($field, equals: .notes).disabled(notesDisabled)
        Text("Saved").accessibilityFocused($spoken)
        Button("Later") { field = .later }
        Button("Speak") { spoken = true }
      }
    }
  }

  @Test func theReportListsEveryStopInTabOrderAndMarksTheFocusedOne() {
    let host = TestHost(Form())
    host.press(.tab)
    host.press(.tab)
    let report = host.focusReport
    #expect(
      report.stops.map(\.label) == [
        #"textField "Name""#, #"textField "Email""#, #"textField "Notes""#, #"button "Later""#, #"button "Speak""#,
      ])
    #expect(report.focused?.number == 2)
    #expect(report.focused?.frame == host.element("Email")?.frame)
    #expect(report.description.contains(#"▶ #2 textField "Email" at "#))
  }

  @Test func theReportShowsEachStateWithItsValueAndTheStopsOfItsValues() throws {
    let host = TestHost(Form())
    host.click("Notes")
    let state = try #require(host.focusReport.states.first)
    #expect(state.typeName == "FocusState<Field?>")
    #expect(state.value == ".notes")
    #expect(state.bindings.map(\.value) == [".name", ".email", ".notes"])
    #expect(state.bindings.map(\.targets) == [["#1"], ["#2"], ["#3"]])
    #expect(host.focusReport.description.contains("FocusState<Field?> = .notes\n  .name → #1"))
  }

  @Test func aValueBoundToSeveralViewsIsFlaggedAmbiguous() throws {
    let host = TestHost(Form(emailTwice: true))
    let email = try #require(host.focusReport.states.first?.bindings.first { $0.value == ".email" })
    #expect(email.targets == ["#2", "#3"])
    #expect(email.isAmbiguous)
    #expect(host.focusReport.description.contains("⚠ ambiguous: a write focuses #2"))
    #expect(host.focusReport.states.first?.bindings.filter(\.isAmbiguous).count == 1)
  }

  @Test func aDisabledBoundViewIsReportedAsNotFocusable() throws {
    let host = TestHost(Form(notesDisabled: true))
    let notes = try #require(host.focusReport.states.first?.bindings.first { $0.value == ".notes" })
    #expect(notes.targets == [#"textField "Notes" (not focusable)"#])
    #expect(!host.focusReport.stops.contains { $0.label == #"textField "Notes""# })
  }

  @Test func aWriteWaitingForItsViewIsListedUnderItsState() throws {
    let host = TestHost(Form())
    host.click("Later")
    let state = try #require(host.focusReport.states.first)
    #expect(state.waitingWrites == [".later"])
    #expect(host.focusReport.description.contains("  waiting write: .later"))
    host.press(.tab)  // the user came first: the write is dropped
    #expect(host.focusReport.states.first?.waitingWrites == [])
  }

  @Test func accessibilityStatesAndTheReadersCursorAreReported() throws {
    let host = TestHost(Form())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.click("Speak")
    let spoken = try #require(host.focusReport.states.first { $0.typeName == "AccessibilityFocusState<Bool>" })
    #expect(spoken.value == "true")
    #expect(spoken.bindings.map(\.targets) == [[#"text "Saved""#]])
    #expect(host.focusReport.readerCursor == #"text "Saved""#)
    voiceOver.moveNext()  // onto the Later button: a focus stop
    #expect(host.focusReport.readerCursor == nil)
    #expect(host.focusReport.stops.first(where: \.hasReaderCursor)?.label == #"button "Later""#)
  }

  @Test func f12DrawsNumberedBadgesAndTheStatePanelAndTheAppKeepsWorking() {
    let screen = Screen(Form(), size: Size(width: 60, height: 20))
    screen.press(.tab)
    #expect(screen.isInspecting == false)
    screen.press(.f12)
    #expect(screen.isInspecting)
    var text = screen.frame(in: screen.size).canvas.text
    #expect(text.contains("▶1"))
    #expect(text.contains("Focus inspector · F12 closes"))
    #expect(text.contains("FocusState<Field?> = .name"))
    screen.press(.tab)  // Tab still reaches the app, and the overlay follows
    text = screen.frame(in: screen.size).canvas.text
    #expect(text.contains("▶2"))
    #expect(text.contains("= .email"))
    screen.press(.f12)
    text = screen.frame(in: screen.size).canvas.text
    #expect(!text.contains("Focus inspector"))
    #expect(!screen.isInspecting)
  }

  @Test func theOverlaySurvivesATinyScreenAndAHugeForm() {
    let screen = Screen(Example.named("big-form")!.makeContent(), size: Size(width: 10, height: 3))
    screen.press(.f12)
    screen.press(.tab)
    let text = screen.frame(in: screen.size).canvas.text
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    let big = Screen(Example.named("big-form")!.makeContent(), size: Size(width: 80, height: 24))
    big.press(.f12)
    #expect(big.frame(in: big.size).canvas.text.contains("more lines: TestHost.focusReport has them all"))
  }
}
