import FocusDemoExamples
import FocusUITesting
import Testing

/// AccessibilityFocusState and assistive technologies' cursors (seed 004).
@MainActor @Suite struct AccessibilityFocusTests {
  @Test func aPriorityNotificationTakesVoiceOversCursorAndIsAnnounced() {
    let host = TestHost(NotificationExample())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "The main content for this view.")
    host.click("Post priority")
    #expect(voiceOver.focusedElement?.label == "Priority notification 1")
    #expect(voiceOver.announcements.last == "Priority notification 1")
  }

  @Test func aNormalNotificationDoesNotMoveTheCursor() {
    let host = TestHost(NotificationExample())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    let announced = voiceOver.announcements.count
    host.click("Post normal")
    #expect(host.accessibilityElements.first?.label == "Notification 1")
    #expect(voiceOver.focusedElement?.label == "The main content for this view.")
    #expect(voiceOver.announcements.count == announced)
  }

  @Test func withVoiceOverNotRunningNothingMovesAndTheStateStaysFalse() {
    let host = TestHost(Probe())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    host.click("Focus A")
    #expect(voiceOver.focusedElement == nil)
    #expect(voiceOver.announcements.isEmpty)
    #expect(host.element("voiceOver = nil") != nil)
    #expect(host.element("any = nil") != nil)
  }

  enum Target: Hashable {
    case a, b
  }

  /// Three states: one per technology and the aggregate, bound to the same
  /// two texts.
  struct Probe: View {
    @AccessibilityFocusState(for: .voiceOver) var voiceOver: Target?
    @AccessibilityFocusState(for: .switchControl) var switchControl: Target?
    @AccessibilityFocusState var any: Target?
    @State private var showsB = true

    var body: some View {
      VStack {
        Text("Text A")
          .accessibilityFocused($voiceOver, equals: .a)
          .accessibilityFocused($switchControl, equals: .a)
          .accessibilityFocused($any, equals: .a)
        if showsB {
          Button("Button B") {}
            .accessibilityFocused($voiceOver, equals: .b)
            .accessibilityFocused($switchControl, equals: .b)
            .accessibilityFocused($any, equals: .b)
        }
        Button("Focus A") { any = .a }
        Button("Hide B") { showsB = false }
        Text("voiceOver = \(describe(voiceOver))")
        Text("switchControl = \(describe(switchControl))")
        Text("any = \(describe(any))")
      }
    }

    func describe(_ target: Target?) -> String { target.map { "\($0)" } ?? "nil" }
  }

  @Test func aStateForOneTechnologyIgnoresTheOthersCursorAndTheAggregateSeesBoth() {
    let host = TestHost(Probe())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    let switchControl = host.assistiveTechnology(.switchControl)
    voiceOver.isRunning = true
    switchControl.isRunning = true
    voiceOver.moveNext()  // Text A
    #expect(host.element("voiceOver = a") != nil)
    #expect(host.element("switchControl = nil") != nil)
    #expect(host.element("any = a") != nil)
    switchControl.scan()  // the first actionable element: Button B
    #expect(switchControl.focusedElement?.label == "Button B")
    #expect(host.element("voiceOver = a") != nil)
    #expect(host.element("switchControl = b") != nil)
    #expect(host.element("any = b") != nil)  // the most recent cursor
  }

  @Test func writingTheAggregateMovesEveryRunningTechnologysCursor() {
    let host = TestHost(Probe())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    let switchControl = host.assistiveTechnology(.switchControl)
    voiceOver.isRunning = true
    switchControl.isRunning = true
    host.click("Focus A")
    #expect(voiceOver.focusedElement?.label == "Text A")
    #expect(switchControl.focusedElement?.label == "Text A")
    #expect(host.element("voiceOver = a") != nil)
    #expect(host.element("switchControl = a") != nil)
  }

  @Test func keyboardFocusAndTheAccessibilityCursorMoveIndependently() {
    let host = TestHost(Probe())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "Button B")
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Focus A")
    #expect(voiceOver.focusedElement?.label == "Button B")
    voiceOver.movePrevious()
    #expect(voiceOver.focusedElement?.label == "Text A")
    #expect(host.focusedElement?.label == "Focus A")
  }

  @Test func removingTheElementACursorIsOnResetsTheBoundStates() {
    let host = TestHost(Probe())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(host.element("voiceOver = b") != nil)
    host.click("Hide B")
    #expect(voiceOver.focusedElement == nil)
    #expect(host.element("voiceOver = nil") != nil)
    #expect(host.element("any = nil") != nil)
    // The next move continues where the element was.
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "Focus A")
  }

  @Test func stoppingATechnologyResetsItsStates() {
    let host = TestHost(Probe())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    #expect(host.element("voiceOver = a") != nil)
    voiceOver.isRunning = false
    #expect(host.element("voiceOver = nil") != nil)
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement == nil)
  }

  @Test func activatingRunsTheElementUnderTheCursorWithoutMovingIt() {
    let host = TestHost(Probe())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    voiceOver.moveNext()  // Focus A
    voiceOver.activate()
    #expect(voiceOver.focusedElement?.label == "Text A")  // the action wrote `any = .a`
    #expect(host.element("any = a") != nil)
  }

  @Test func aStateOutsideAViewIsAWarningAndMovesNothing() {
    let state = AccessibilityFocusState<Bool>()
    state.wrappedValue = true
    #expect(state.wrappedValue == false)
  }

  struct Combined: View {
    @AccessibilityFocusState var focus: Target?
    var body: some View {
      VStack {
        HStack {
          Text("Ada")
          Text("Online").accessibilityFocused($focus, equals: .b)
        }
        .accessibilityElement(children: .combine)
        .accessibilityFocused($focus, equals: .a)
        Button("Focus A") { focus = .a }
        Button("Focus B") { focus = .b }
      }
    }
  }

  @Test func aWriteToABindingOnOrInsideACombinedElementMovesTheCursorToThatElement() {
    let host = TestHost(Combined())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.click("Focus A")
    #expect(voiceOver.focusedElement?.label == "Ada, Online")
    voiceOver.moveNext()
    host.click("Focus B")
    #expect(voiceOver.focusedElement?.label == "Ada, Online")
    #expect(voiceOver.announcements == ["Ada, Online", "Focus A, button", "Ada, Online"])
  }

  struct Ambiguous: View {
    @AccessibilityFocusState var isFocused: Bool
    var body: some View {
      VStack {
        Text("First").accessibilityFocused($isFocused)
        Text("Second").accessibilityFocused($isFocused)
        Button("Focus") { isFocused = true }
      }
    }
  }

  @Test func aValueBoundToTwoViewsMovesToTheFirstAndWarnsOnce() {
    let host = TestHost(Ambiguous())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.click("Focus")
    host.click("Focus")
    #expect(voiceOver.focusedElement?.label == "First")
    #expect(host.runtimeWarnings.filter { $0.contains("bound to 2 views") }.count == 1)
  }

  /// Appends a message and moves the cursor to it in one action, or asks
  /// for a message that never comes.
  private struct Messages: View {
    @State private var messages: [Int] = []
    @AccessibilityFocusState private var focused: Int?

    var body: some View {
      VStack {
        ForEach(messages, id: \.self) { message in
          Text("Message \(message)").accessibilityFocused($focused, equals: message)
        }
        Button("Add and read") {
          messages.append(messages.count + 1)
          focused = messages.count
        }
        Button("Read 9") { focused = 9 }
        Button("Read nothing") { focused = nil }
        Button("Add") { messages.append(messages.count + 1) }
      }
    }
  }

  @Test func aWriteWaitsForItsElementToAppearInTheSameAction() {
    let host = TestHost(Messages())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.click("Add and read")
    #expect(voiceOver.focusedElement?.label == "Message 1")
    #expect(voiceOver.announcements.last == "Message 1")
  }

  @Test func aWaitingWriteIsReplacedByALaterWriteOfTheSameState() {
    let host = TestHost(Messages())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.click("Read 9")
    host.click("Read nothing")
    for _ in 0..<9 { host.click("Add") }
    #expect(voiceOver.focusedElement?.label != "Message 9")
  }

  @Test func aWaitingWriteLandsWhenItsElementAppearsLater() {
    let host = TestHost(Messages())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.click("Read 9")
    for _ in 0..<8 { host.click("Add") }
    #expect(voiceOver.focusedElement?.label != "Message 9")
    host.click("Add")
    #expect(voiceOver.focusedElement?.label == "Message 9")
  }
}
