import FocusUITesting
import Testing

/// The terminal's screen reader keys for actions, custom content and
/// rotors: Alt-A, Alt-Return, Alt-C, Alt-R, Alt-PageDown/Up,
/// Alt-Backspace and Alt-M.
@MainActor @Suite struct ScreenReaderAccessibilityKeysTests {
  @MainActor final class Log {
    var lines: [String] = []
  }

  struct Inbox: View {
    let log: Log
    var body: some View {
      VStack {
        Text("Inbox").accessibilityAddTraits(.isHeader)
        Text("Lunch?")
          .accessibilityCustomContent("From", "Ada")
          .accessibilityAction(named: "Archive") { log.lines.append("archive") }
        Text("Later").accessibilityAddTraits(.isHeader)
        Text("Notes")
      }
      .accessibilityAction(.escape) { log.lines.append("escape") }
      .accessibilityAction(.magicTap) { log.lines.append("magic") }
    }
  }

  func makeScreen(_ log: Log) -> (ScreenReader, Screen) {
    let reader = ScreenReader(isOn: true)
    let screen = Screen(Inbox(log: log), screenReader: reader)
    _ = screen.frame(in: Size(width: 40, height: 8))
    return (reader, screen)
  }

  @Test func altAChoosesANamedActionAndAltReturnRunsIt() {
    let log = Log()
    let (reader, screen) = makeScreen(log)
    screen.press(.downArrow, modifiers: .option)
    screen.press(.downArrow, modifiers: .option)
    #expect(reader.lastAnnouncement == "Lunch?, actions available, more content available")
    screen.press("a", modifiers: .option)
    #expect(reader.lastAnnouncement == "Archive, action")
    screen.press(.return, modifiers: .option)
    #expect(log.lines == ["archive"])
  }

  @Test func altCReadsTheCustomContent() {
    let (reader, screen) = makeScreen(Log())
    screen.press(.downArrow, modifiers: .option)
    screen.press(.downArrow, modifiers: .option)
    screen.press("c", modifiers: .option)
    #expect(reader.lastAnnouncement == "From, Ada")
    #expect(screen.frame(in: Size(width: 40, height: 8)).canvas.text.contains("🔊 From, Ada"))
  }

  @Test func altRPicksARotorAndAltPageDownMovesByIt() {
    let (reader, screen) = makeScreen(Log())
    screen.press("r", modifiers: .option)
    #expect(reader.lastAnnouncement == "Headings")
    screen.press(.pageDown, modifiers: .option)
    #expect(reader.lastAnnouncement == "Inbox, heading")
    screen.press(.pageDown, modifiers: .option)
    #expect(reader.lastAnnouncement == "Later, heading")
    screen.press(.pageUp, modifiers: .option)
    #expect(reader.lastAnnouncement == "Inbox, heading")
  }

  @Test func altBackspaceEscapesAndAltMIsTheMagicTap() {
    let log = Log()
    let (_, screen) = makeScreen(log)
    screen.press(.downArrow, modifiers: .option)
    screen.press(.delete, modifiers: .option)
    screen.press("m", modifiers: .option)
    #expect(log.lines == ["escape", "magic"])
  }

  @Test func keysWithNothingToDoGoToTheWindow() {
    let (reader, screen) = makeScreen(Log())
    screen.press(.downArrow, modifiers: .option)  // "Inbox": no actions, no content
    #expect(!reader.handleKey("a", modifiers: .option))
    #expect(!reader.handleKey("c", modifiers: .option))
    #expect(!reader.handleKey(.pageDown, modifiers: .option))  // no rotor picked yet
  }
}
