import FocusUITesting
import Testing

/// `accessibilityAction`: default, escape, magic tap and named actions.
@MainActor @Suite struct AccessibilityActionTests {
  @MainActor final class Log {
    var lines: [String] = []
  }

  struct Mailbox: View {
    let log: Log
    var body: some View {
      VStack {
        Text("Lunch on Friday?")
          .accessibilityAction { log.lines.append("open") }
          .accessibilityAction(named: "Archive") { log.lines.append("archive") }
          .accessibilityAction(named: Text("Delete")) { log.lines.append("delete") }
        Text("Draft")
        Button("Compose") { log.lines.append("compose") }
          .accessibilityAction(.magicTap) { log.lines.append("magic") }
      }
      .accessibilityAction(.escape) { log.lines.append("escape") }
    }
  }

  func voiceOver(on host: TestHost) -> AssistiveTechnologyDriver {
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    return voiceOver
  }

  @Test func activatingAnElementRunsItsDefaultAction() {
    let log = Log()
    let host = TestHost(Mailbox(log: log))
    let voiceOver = voiceOver(on: host)
    voiceOver.moveNext()
    voiceOver.activate()
    #expect(log.lines == ["open"])
    #expect(voiceOver.focusedElement?.isActionable == true)
  }

  @Test func aDefaultActionMakesATextScannableBySwitchControl() {
    let host = TestHost(Mailbox(log: Log()))
    let switchControl = host.assistiveTechnology(.switchControl)
    switchControl.isRunning = true
    switchControl.scan()
    #expect(switchControl.focusedElement?.label == "Lunch on Friday?")
    switchControl.scan()
    #expect(switchControl.focusedElement?.label == "Compose")
  }

  @Test func namedActionsAreListedAndAnnouncedAsAvailable() {
    let host = TestHost(Mailbox(log: Log()))
    let element = host.accessibilityElements.first { $0.label == "Lunch on Friday?" }
    #expect(element?.actionNames == ["Archive", "Delete"])
    #expect(element?.announcement == "Lunch on Friday?, actions available")
  }

  @Test func aNamedActionRunsByName() {
    let log = Log()
    let host = TestHost(Mailbox(log: log))
    let voiceOver = voiceOver(on: host)
    voiceOver.moveNext()
    #expect(voiceOver.performAction(named: "Delete"))
    #expect(!voiceOver.performAction(named: "Forward"))
    #expect(log.lines == ["delete"])
  }

  @Test func choosingAnActionThenActivatingRunsItAndLeavingGoesBackToActivation() {
    let log = Log()
    let host = TestHost(Mailbox(log: log))
    let voiceOver = voiceOver(on: host)
    voiceOver.moveNext()
    voiceOver.selectNextAction()
    voiceOver.selectNextAction()
    #expect(voiceOver.announcements.suffix(2) == ["Archive, action", "Delete, action"])
    voiceOver.activate()
    #expect(log.lines == ["delete"])
    voiceOver.moveNext()
    voiceOver.movePrevious()
    voiceOver.activate()
    #expect(log.lines == ["delete", "open"])
  }

  @Test func afterTheLastActionChoosingAgainIsPlainActivation() {
    let log = Log()
    let host = TestHost(Mailbox(log: log))
    let voiceOver = voiceOver(on: host)
    voiceOver.moveNext()
    for _ in 0..<3 { voiceOver.selectNextAction() }
    #expect(voiceOver.announcements.last == "Activate, action")
    voiceOver.activate()
    #expect(log.lines == ["open"])
  }

  @Test func theEscapeActionOfAViewAroundRunsFromAnyElementInside() {
    let log = Log()
    let host = TestHost(Mailbox(log: log))
    let voiceOver = voiceOver(on: host)
    #expect(!voiceOver.performEscape())  // the cursor is on nothing yet
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "Draft")
    #expect(voiceOver.performEscape())
    #expect(log.lines == ["escape"])
  }

  @Test func theMagicTapRunsFromAnywhere() {
    let log = Log()
    let host = TestHost(Mailbox(log: log))
    let voiceOver = voiceOver(on: host)
    voiceOver.moveNext()
    #expect(voiceOver.performMagicTap())
    #expect(log.lines == ["magic"])
  }

  @Test func anActionNamedByALabelViewTakesTheLabelsText() {
    let host = TestHost(
      Text("Inbox")
        .accessibilityAction {
        } label: {
          Label("New Message", systemImage: "plus")
        })
    #expect(host.accessibilityElements.first?.actionNames == ["New Message"])
  }

  @Test func combiningGathersTheChildrensNamedActions() {
    let host = TestHost(
      HStack {
        Text("Ada").accessibilityAction(named: "Call") {}
        Text("Online").accessibilityAction(named: "Message") {}
      }
      .accessibilityElement(children: .combine))
    #expect(host.accessibilityElements.map(\.actionNames) == [["Call", "Message"]])
  }
}
