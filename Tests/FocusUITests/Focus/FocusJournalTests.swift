import FocusDemoExamples
import FocusEngine
import FocusUITesting
import Testing

/// The focus journal: every change of keyboard focus and of the screen
/// reader's cursor, with its cause, read from `TestHost.focusJournal`.
@MainActor @Suite struct FocusJournalTests {
  enum Field: Hashable {
    case username, password, notes
  }

  struct Login: View {
    @FocusState var field: Field?
    @State private var username = ""
    @State private var password = ""
    @State private var showsPassword = true
    @State private var notesDisabled = false
    @State private var flag = false
    var writesOnAppear = false
    var writesOnChange = false
    var writesInTask = false

    var body: some View {
      VStack {
        TextField("Username", text: $username)
          .focused($field, equals: .username)
          .onSubmit { field = .password }
        if showsPassword {
          SecureField("Password", text: $password).focused($field, equals: .password)
        }
        TextField("Notes", text: .constant("")).focused($field, equals: .notes).disabled(notesDisabled)
        Button("Next") { field = .password }
        Button("Toggle password") { showsPassword.toggle() }
        Button("Disable notes") { notesDisabled = true }
        Button("Notes next") { field = .notes }
        Button("Flip") { flag.toggle() }
      }
      .onAppear { if writesOnAppear { field = .username } }
      .onChange(of: flag) { if writesOnChange { field = .password } }
      .task { if writesInTask { field = .password } }
    }
  }

  private func last(_ host: TestHost) throws -> FocusJournalEntry {
    try #require(host.focusJournal.last)
  }

  private func write(_ value: String, action: FocusAction?, waited: Bool = false) -> FocusWrite {
    FocusWrite(state: "FocusState<Field?>", value: value, action: action, waited: waited)
  }

  // MARK: - Keys, clicks, the reader

  @Test func tabAndShiftTabAreRecordedWithFromAndTo() throws {
    let host = TestHost(Login())
    host.press(.tab)
    host.press(.tab)
    host.press(.tab, modifiers: .shift)
    let entries = host.focusJournal
    #expect(entries.map(\.cause) == [.key(.tab), .key(.tab), .key(.shiftTab)])
    #expect(entries.map { $0.from?.label } == [nil, "Username", "Password"])
    #expect(entries.map { $0.to?.label } == ["Username", "Password", "Username"])
    #expect(entries[1].to?.role == "secureField")
    #expect(entries.allSatisfy { $0.focus == .keyboard })
  }

  struct Sidebar: View {
    var body: some View {
      HStack(alignment: .top) {
        VStack(alignment: .leading) {
          Button("One") {}
          Button("Two") {}
          Button("Three") {}
        }
        VStack(alignment: .leading) {
          Button("Side") {}
          Text("notes")
          Text("more notes")
        }
        .focusSection()
      }
    }
  }

  @Test func anArrowNamesTheSectionItCrossedInto() throws {
    let host = TestHost(Sidebar(), size: Size(width: 40, height: 5))
    host.press(.tab)
    host.press(.downArrow)
    #expect(try last(host).cause == .key(.arrow(.down, section: nil)))
    host.press(.downArrow)
    host.press(.rightArrow)
    let entry = try last(host)
    #expect(entry.to?.label == "Side")
    #expect(entry.cause == .key(.arrow(.right, section: #"button "Side""#)))
  }

  @Test func aClickIsRecordedWithWhereItLanded() throws {
    let host = TestHost(Login())
    let password = try #require(host.element("Password"))
    host.click(at: password.frame.origin)
    let entry = try last(host)
    #expect(entry.cause == .click(at: password.frame.origin))
    #expect(entry.to?.label == "Password")
  }

  @Test func theScreenReadersCursorHasEntriesOfItsOwn() throws {
    let host = TestHost(Login())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    let entry = try last(host)
    #expect(entry.focus == .assistive("voiceOver"))
    #expect(entry.cause == .readerTouch("next"))
    #expect(entry.from == nil)
    #expect(entry.to?.label == "Username")
  }

  // MARK: - Writes and the actions they came from

  @Test func aButtonsWriteNamesTheButton() throws {
    let host = TestHost(Login())
    host.click("Next")
    let entry = try last(host)
    #expect(entry.cause == .write(write(".password", action: .button("Next"))))
    #expect(entry.to?.label == "Password")
  }

  @Test func anOnAppearWriteSaysOnAppear() throws {
    let host = TestHost(Login(writesOnAppear: true))
    #expect(try last(host).cause == .write(write(".username", action: .onAppear)))
  }

  @Test func anOnSubmitWriteSaysOnSubmit() throws {
    let host = TestHost(Login())
    host.click("Username")
    host.press(.return)
    #expect(try last(host).cause == .write(write(".password", action: .onSubmit)))
  }

  @Test func anOnChangeWriteSaysOnChange() throws {
    let host = TestHost(Login(writesOnChange: true))
    host.click("Flip")
    #expect(try last(host).cause == .write(write(".password", action: .onChange)))
  }

  @Test func aTasksWriteSaysTask() throws {
    let host = TestHost(Login(writesInTask: true))
    host.runUntilIdle()
    #expect(try last(host).cause == .write(write(".password", action: .task)))
  }

  @Test func theWriteOfPasswordWaitedThenLandedWhenTheFieldAppeared() throws {
    let host = TestHost(Login())
    host.click("Toggle password")  // the field goes
    host.click("Next")
    let waits = try last(host)
    #expect(waits.cause == .writeWaits(write(".password", action: .button("Next")), because: .noView))
    #expect(!waits.isMove)
    host.click("Toggle password")  // the field comes back: the write lands
    let landed = try last(host)
    #expect(landed.cause == .write(write(".password", action: .button("Next"), waited: true)))
    #expect(landed.to?.label == "Password")
    #expect(
      landed.cause.description
        == #"write of .password to FocusState<Field?> in the action of button "Next", which waited, landed"#)
  }

  @Test func aWriteDroppedBecauseTheUserMovedFocusFirstSaysWhyItWaited() throws {
    let host = TestHost(Login())
    host.click("Disable notes")
    host.click("Notes next")
    #expect(try last(host).cause == .writeWaits(write(".notes", action: .button("Notes next")), because: .disabled))
    host.press(.tab)
    let dropped = try #require(host.focusJournal.dropLast().last)
    #expect(
      dropped.cause
        == .writeDropped(
          write(".notes", action: .button("Notes next"), waited: true), because: .focusMovedFirst(while: .disabled)))
    #expect(try last(host).cause == .key(.tab))
  }

  @Test func aWriteReplacedByALaterOneIsDropped() throws {
    let host = TestHost(Login())
    host.click("Toggle password")
    host.click("Next")  // waits for the password field
    host.click("Username")
    // The click moved focus first: the write of .password is dropped.
    let causes = host.focusJournal.map(\.cause)
    #expect(
      causes.contains(
        .writeDropped(
          write(".password", action: .button("Next"), waited: true),
          because: .focusMovedFirst(while: .noView))))

    host.click("Next")
    host.click("Notes next")  // replaces .password before it landed
    #expect(
      host.focusJournal.map(\.cause).contains(
        .writeDropped(write(".password", action: .button("Next"), waited: true), because: .replaced(by: ".notes"))))
  }

  // MARK: - Focus lost

  struct Rows: View {
    @State private var rows = [1, 2, 3]
    var body: some View {
      VStack {
        ForEach(rows, id: \.self) { row in
          Button("Row \(row)") {}
        }
        Button("Remove row 2") { rows.removeAll { $0 == 2 } }
        Button("Put back row 2") { rows = [1, 2, 3] }
      }
    }
  }

  @Test func focusWentNilBecauseRow2WasRemoved() throws {
    let host = TestHost(Rows())
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Row 2")
    host.click("Remove row 2")
    let entry = try last(host)
    #expect(entry.to == nil)
    #expect(entry.cause == .lost(.removed))
    #expect(entry.from?.label == "Row 2")
    #expect(entry.from?.elementID == "2")
    #expect(entry.description == #"keyboard: button "Row 2" (row 2) → nothing · the focused view was removed"#)
  }

  struct Order: Equatable {
    var size = "Small"
    var note = ""
    var isGift = false
  }

  /// Rows whose controls are bound by index (`$orders[i]`), as
  /// `ForEach(orders.indices, id: \.self)` apps write them: once the last
  /// order is removed, its row's bindings point past the end of the array.
  struct IndexedOrders: View {
    @State private var orders = [Order(), Order(), Order()]
    var body: some View {
      VStack {
        ForEach(orders.indices, id: \.self) { index in
          HStack {
            Picker("Size \(index)", selection: $orders[index].size) {
              Text("Small").tag("Small")
              Text("Large").tag("Large")
            }
            TextField("Note \(index)", text: $orders[index].note)
            Toggle("Gift \(index)", isOn: $orders[index].isGift)
          }
        }
        Button("Remove last") { orders.removeLast() }
      }
    }
  }

  /// Found by random input into the gallery: describing the leaving row's
  /// picker read its selection through `$orders[2]` and crashed. The
  /// journal names a view by its role and label, never its value.
  @Test(arguments: ["Size 2", "Note 2", "Gift 2"])
  func aLeavingControlBoundIntoARemovedRowIsNamedWithoutReadingItsValue(label: String) throws {
    let host = TestHost(IndexedOrders(), size: Size(width: 80, height: 12))
    for _ in 0..<9 where host.focusedElement?.label != label { host.press(.tab) }
    #expect(host.focusedElement?.label == label)
    host.click("Remove last")
    #expect(host.element(label) == nil)
    let named = host.focusJournal.compactMap(\.from) + host.focusJournal.compactMap(\.to)
    #expect(named.contains { $0.label == label && $0.elementID == "2" })
  }

  @Test func recordingDescribesNoViewUntilTheJournalIsRead() throws {
    let host = TestHost(Login())
    for _ in 0..<20 { host.press(.tab) }
    #expect(host.device.journal.recordedCount == 20)
    #expect(host.device.journal.describedCount == 0)
    #expect(try last(host).to?.label != nil)
    #expect(host.device.journal.describedCount > 0)
  }

  @Test func viewsThatLeaveAreRememberedOnlyWhileAnEntryNamesThem() throws {
    let host = TestHost(Rows())
    // Row 2 is focused, removed and put back, again and again: each time
    // a new view leaves while an entry names it, far more than the ring
    // holds.
    for _ in 0..<1000 {
      host.press(.tab)
      host.press(.tab)
      host.click("Remove row 2")
      host.click("Put back row 2")
      host.press(.escape)
    }
    #expect(host.device.journal.departedCount <= 2 * host.device.journal.capacity)
    // The ring's last 256 entries hold many removals, not one.
    #expect(host.focusJournal.filter { $0.cause == .lost(.removed) }.count > 10)
    let removal = try #require(host.focusJournal.last { $0.cause == .lost(.removed) })
    #expect(removal.from?.label == "Row 2")
    #expect(removal.from?.elementID == "2")
  }

  @Test func focusLostToDisablingNamesTheView() throws {
    let host = TestHost(Login())
    host.click("Notes")
    host.click("Disable notes")
    let entry = try last(host)
    #expect(entry.cause == .lost(.disabled))
    #expect(entry.from?.label == "Notes")
    #expect(entry.to == nil)
  }

  // MARK: - Default focus, presentations, windows

  struct Defaults: View {
    @FocusState var field: Field?
    var body: some View {
      VStack {
        TextField("Username", text: .constant("")).focused($field, equals: .username)
        TextField("Notes", text: .constant("")).focused($field, equals: .notes)
      }
      .defaultFocus($field, .notes)
    }
  }

  @Test func defaultFocusIsRecordedAsDefaultFocus() throws {
    let host = TestHost(Defaults())
    let entry = try last(host)
    #expect(entry.cause == .defaultFocus(.defaultFocus))
    #expect(entry.to?.label == "Notes")
  }

  struct Scoped: View {
    @Namespace private var editor
    @Environment(\.resetFocus) private var resetFocus
    var body: some View {
      VStack {
        TextField("Title", text: .constant(""))
        TextField("Body", text: .constant("")).prefersDefaultFocus(in: editor)
        Button("Reset focus") { resetFocus(in: editor) }
      }
      .focusScope(editor)
    }
  }

  @Test func prefersDefaultFocusAndResetFocusAreNamed() throws {
    let host = TestHost(Scoped())
    #expect(try last(host).cause == .defaultFocus(.prefersDefaultFocus))
    host.click("Title")
    host.click("Reset focus")
    let entry = try last(host)
    #expect(entry.cause == .defaultFocus(.resetFocus))
    #expect(entry.from?.label == "Title")
    #expect(entry.to?.label == "Body")
  }

  struct Presenter: View {
    @State private var isEditing = false
    var body: some View {
      VStack {
        Button("Edit") { isEditing = true }
      }
      .sheet(isPresented: $isEditing) {
        VStack {
          TextField("Name", text: .constant(""))
          Button("Done") { isEditing = false }
        }
      }
    }
  }

  @Test func aSheetTakesFocusAndGivesItBackWhenItCloses() throws {
    let host = TestHost(Presenter())
    host.press(.tab)
    host.press(.return)
    let opened = try last(host)
    #expect(opened.cause == .presentationAppeared("sheet"))
    #expect(opened.to?.label == "Name")
    host.click("Done")
    let closed = try last(host)
    #expect(closed.cause == .presentationClosed("sheet"))
    #expect(closed.to?.label == "Edit")
  }

  @Test func escapeClosingASheetIsTheKeysDoing() throws {
    let host = TestHost(Presenter())
    host.press(.tab)
    host.press(.return)
    host.press(.escape)
    let entry = try last(host)
    #expect(entry.cause == .key(.escapeClosing("sheet")))
    #expect(entry.to?.label == "Edit")
  }

  struct TwoWindows: App {
    var body: some Scene {
      WindowGroup("First") { TextField("One", text: .constant("")) }
      WindowGroup("Second") { TextField("Two", text: .constant("")) }
    }
  }

  @Test func selectingAnotherWindowIsRecorded() throws {
    let host = TestHost(app: TwoWindows())
    host.selectWindow(0)
    host.click("One")
    host.selectWindow(1)
    let entry = try last(host)
    #expect(entry.cause == .windowSelected("Second"))
    #expect(entry.from?.label == "One")
  }

  struct Covered: View {
    @FocusState var field: Field?
    @State private var isShowing = false
    @State private var isFocusable = true
    var body: some View {
      VStack {
        TextField("Username", text: .constant("")).focused($field, equals: .username)
        Text("Badge").focusable(isFocusable)
        Button("Unfocusable badge") { isFocusable = false }
        Button("Show") { isShowing = true }
      }
      .sheet(isPresented: $isShowing) {
        Button("Focus username") { field = .username }
      }
    }
  }

  @Test func aWriteToAViewUnderASheetWaitsBecauseItIsCovered() throws {
    let host = TestHost(Covered())
    host.click("Show")
    host.click("Focus username")
    let entry = try last(host)
    #expect(
      entry.cause
        == .writeWaits(write(".username", action: .button("Focus username")), because: .covered))
  }

  @Test func aViewThatStopsBeingFocusableLosesFocusAsHidden() throws {
    let host = TestHost(Covered())
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Badge")
    host.click("Unfocusable badge")
    let entry = try last(host)
    #expect(entry.cause == .lost(.hidden))
    #expect(entry.from?.label == "Badge")
  }

  @Test func theDocumentedLoginJournalIsWhatTheLoginFormRecords() {
    let host = TestHost(Example.named("login")!.makeContent())
    host.press(.tab)
    host.type("bob")
    host.click("Sign In")
    #expect(
      host.focusJournal.map(\.description) == [
        #"keyboard: nothing → textField "Username" · Tab"#,
        #"keyboard: textField "Username" → secureField "Password" · write of .password to FocusState<Field?> "#
          + #"in the action of button "Sign In""#,
      ])
  }

  // MARK: - Bounds and the log line

  @Test func theJournalKeepsTheLast256Entries() {
    let host = TestHost(Login())
    for _ in 0..<300 { host.press(.tab) }
    let entries = host.focusJournal
    #expect(entries.count == 256)
    #expect(entries.allSatisfy { $0.cause == .key(.tab) })
  }

  @Test func entriesAreStampedWithTheHostsClock() throws {
    let host = TestHost(Login())
    host.press(.tab)
    host.advanceClock(by: .milliseconds(250))
    host.press(.tab)
    let times = host.focusJournal.suffix(2).map(\.time)
    #expect(times[1] - times[0] == .milliseconds(250))
  }

  @Test func aLogLineSpellsOutControlCharactersOfAHostileLabel() throws {
    let entry = FocusJournalEntry(
      focus: .keyboard, from: nil,
      to: .init(node: NodeID(1), role: "button", label: "Evil\u{1B}[2J\nline\u{7}\\"), cause: .key(.tab),
      time: .milliseconds(1500))
    let line = FocusLogLine(entry).text
    #expect(line == #"1.500s keyboard: nothing → button "Evil\u{1B}[2J\u{A}line\u{7}\\" · Tab"#)
    #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test func aHostThatStopsRecordingKeepsNoEntries() {
    let host = TestHost(Login())
    host.recordsFocusJournal = false
    host.press(.tab)
    #expect(host.focusedElement?.label == "Username")
    #expect(host.focusJournal.isEmpty)
    host.recordsFocusJournal = true
    host.press(.tab)
    #expect(host.focusJournal.count == 1)
  }
}
