import FocusUITesting
import Testing

/// `accessibilityLinkedGroup(id:in:)`: a screen reader jumps between the
/// linked elements, wherever they are in reading order.
@MainActor @Suite struct AccessibilityLinkedGroupTests {
  struct Thread: View {
    @Namespace private var thread

    var body: some View {
      VStack(alignment: .leading) {
        Text("From Ada").accessibilityLinkedGroup(id: "ada", in: thread)
        Text("From Grace").accessibilityLinkedGroup(id: "grace", in: thread)
        Text("Unlinked")
        Text("Reply to Ada").accessibilityLinkedGroup(id: "ada", in: thread)
      }
    }
  }

  @Test func theReaderMovesToTheNextLinkedElementAndWrapsAround() {
    let host = TestHost(Thread(), size: Size(width: 20, height: 4))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "From Ada")
    #expect(voiceOver.moveToLinkedElement())
    #expect(voiceOver.focusedElement?.label == "Reply to Ada")
    #expect(voiceOver.moveToLinkedElement())
    #expect(voiceOver.focusedElement?.label == "From Ada")
  }

  @Test func anElementAloneInItsGroupOrInNoneHasNowhereToGo() {
    let host = TestHost(Thread(), size: Size(width: 20, height: 4))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "From Grace")
    #expect(!voiceOver.moveToLinkedElement())
    voiceOver.moveNext()
    #expect(!voiceOver.moveToLinkedElement())
    #expect(voiceOver.focusedElement?.label == "Unlinked")
  }

  @Test func altLInTheTerminalReaderJumpsToTheLinkedElement() {
    let reader = ScreenReader(isOn: true)
    let screen = Screen(Thread(), screenReader: reader)
    _ = screen.frame(in: Size(width: 20, height: 5))
    screen.press(.downArrow, modifiers: .option)
    screen.press(KeyEquivalent("l"), modifiers: .option)
    #expect(reader.lastAnnouncement == "Reply to Ada")
  }
}
