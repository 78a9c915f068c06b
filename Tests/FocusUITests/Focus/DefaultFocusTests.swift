import FocusUITesting
import Testing

/// `defaultFocus(_:_:priority:)` and the initial-focus policy: what has
/// focus when a window opens, and when a region appears later.
@MainActor @Suite struct DefaultFocusTests {
  enum Field: Hashable {
    case username, password
  }

  @MainActor final class Journal {
    var changes: [String] = []
  }

  struct Login: View {
    var defaultField: Field? = .password
    var priority: DefaultFocusEvaluationPriority = .automatic
    var writeOnAppear: Field?
    var journal = Journal()
    @FocusState private var focusedField: Field?

    var body: some View {
      Button("Before") {}
      let form = VStack {
        TextField("Username", text: .constant(""))
          .focused($focusedField, equals: .username)
        TextField("Password", text: .constant(""))
          .focused($focusedField, equals: .password)
        Button("Focus username") { focusedField = .username }
      }
      Group {
        if let defaultField {
          form.defaultFocus($focusedField, defaultField, priority: priority)
        } else {
          form
        }
      }
      .onAppear { if let writeOnAppear { focusedField = writeOnAppear } }
      .onChange(of: focusedField) { old, new in journal.changes.append("\(describe(old))->\(describe(new))") }
      Text("focused \(describe(focusedField))")
      Button("After") {}
    }

    private func describe(_ field: Field?) -> String { field.map { "\($0)" } ?? "nil" }
  }

  @Test func theBoundViewHasFocusWhenTheWindowOpens() {
    let host = TestHost(Login())
    #expect(host.focusedElement?.label == "Password")
    #expect(host.element("focused password") != nil)
  }

  @Test func withoutADefaultNothingHasFocusUntilTab() {
    let host = TestHost(Login(defaultField: nil))
    #expect(host.focusedElement == nil)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Before")
  }

  @Test func theFirstFocusablePolicyFocusesTheFirstTabStop() {
    let host = TestHost(Login(defaultField: nil).environment(\.initialFocusPolicy, .firstFocusable))
    #expect(host.focusedElement?.label == "Before")
  }

  @Test func aDefaultBeatsTheFirstFocusablePolicy() {
    let host = TestHost(Login().environment(\.initialFocusPolicy, .firstFocusable))
    #expect(host.focusedElement?.label == "Password")
  }

  @Test func aWriteInOnAppearWinsAndTheDefaultNeverShows() {
    let journal = Journal()
    let host = TestHost(Login(writeOnAppear: .username, journal: journal))
    #expect(host.focusedElement?.label == "Username")
    #expect(journal.changes == ["nil->username"])
  }

  @Test func aLaterWriteWins() {
    let host = TestHost(Login())
    host.click("Focus username")
    #expect(host.focusedElement?.label == "Username")
    #expect(host.element("focused username") != nil)
  }

  @Test func automaticPriorityLetsTabStopAtTheRegionsFirstView() {
    let host = TestHost(Login(priority: .automatic))
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Before")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Username")
  }

  @Test func userInitiatedPriorityLandsTabOnTheDefault() {
    let host = TestHost(Login(priority: .userInitiated))
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Before")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Password")
    host.press(.tab, modifiers: .shift)  // moving inside the region is not redirected
    #expect(host.focusedElement?.label == "Username")
    host.click("After")  // a click activates without focusing
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "After")
    host.press(.tab, modifiers: .shift)  // Shift-Tab enters from below
    #expect(host.focusedElement?.label == "Password")
  }

  struct LateRegion: View {
    @State private var isLoaded = false
    @FocusState private var focusedField: Field?

    var body: some View {
      TextField("Elsewhere", text: .constant(""))
      Button("Load") { isLoaded = true }
      if isLoaded {
        VStack {
          TextField("Username", text: .constant(""))
            .focused($focusedField, equals: .username)
          TextField("Password", text: .constant(""))
            .focused($focusedField, equals: .password)
        }
        .defaultFocus($focusedField, .password)
      }
    }
  }

  @Test func aRegionThatAppearsWithNothingFocusedGivesItsDefaultFocus() {
    let host = TestHost(LateRegion())
    #expect(host.focusedElement == nil)
    host.click("Load")
    #expect(host.focusedElement?.label == "Password")
  }

  @Test func aRegionThatAppearsLaterLeavesTheUsersFocusAlone() {
    let host = TestHost(LateRegion())
    host.click("Elsewhere")
    host.press(.tab)
    host.press(.return)  // Load, from the keyboard
    #expect(host.focusedElement?.label == "Load")
  }

  struct LateTarget: View {
    @State private var showsPassword = false
    @FocusState private var focusedField: Field?

    var body: some View {
      VStack {
        Button("Show password") { showsPassword = true }
        if showsPassword {
          TextField("Password", text: .constant(""))
            .focused($focusedField, equals: .password)
        }
      }
      .defaultFocus($focusedField, .password)
    }
  }

  @Test func theDefaultWaitsForItsViewWhileNothingHasFocus() {
    let host = TestHost(LateTarget())
    #expect(host.focusedElement == nil)
    host.click("Show password")
    #expect(host.focusedElement?.label == "Password")
  }

  struct Panes: View {
    enum Pane: Hashable {
      case sidebar, detail
    }

    @FocusState private var pane: Pane?
    @FocusState private var item: Int?

    var body: some View {
      VStack {
        TextField("Inbox", text: .constant(""))
          .focused($item, equals: 1)
        TextField("Drafts", text: .constant(""))
          .focused($item, equals: 2)
      }
      .defaultFocus($item, 2)
      .focused($pane, equals: .sidebar)
      TextField("Detail", text: .constant(""))
        .focused($pane, equals: .detail)
      Button("Focus sidebar") { pane = .sidebar }
      Text("pane \(pane.map { "\($0)" } ?? "nil")")
    }
  }

  @Test func aWriteToAContainerLandsOnTheDefaultInside() {
    let host = TestHost(Panes())
    #expect(host.focusedElement?.label == "Drafts")
    host.click("Detail")
    host.click("Focus sidebar")
    #expect(host.focusedElement?.label == "Drafts")
    #expect(host.element("pane sidebar") != nil)
  }

  struct SelfBound: View {
    @FocusState private var isFocused: Bool

    var body: some View {
      VStack {
        TextField("First", text: .constant(""))
        TextField("Second", text: .constant(""))
      }
      .defaultFocus($isFocused, true)
      .focused($isFocused)
    }
  }

  @Test func aRegionBoundToItsOwnContainerFocusesItsFirstView() {
    let host = TestHost(SelfBound())
    #expect(host.focusedElement?.label == "First")
  }
}
