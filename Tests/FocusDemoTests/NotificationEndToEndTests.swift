import FocusUITesting
import Foundation
import Testing

/// `focus-demo notification` in a real terminal (tmux): the seed's
/// AccessibilityFocusState example with the built-in screen reader on.
///
/// Speech is off (`FOCUSUI_SPEECH=off`), so a machine with `espeak-ng`
/// neither talks nor waits; announcements go to a log file in the
/// temporary directory.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct NotificationEndToEndTests {
  let altDown = "\u{1B}[1;3B"
  let altReturn = "\u{1B}\r"
  let f2 = "\u{1B}OQ"
  let logPath = NSTemporaryDirectory() + "focus-announce-\(UUID().uuidString).txt"

  func start(_ arguments: String = "notification") throws -> Terminal {
    try Terminal("FOCUSUI_SPEECH=off FOCUSUI_ANNOUNCE_LOG=\(logPath) \(Terminal.demo) \(arguments)")
  }

  /// The bottom row of the screen: the screen reader's status line.
  func statusLine(_ terminal: Terminal) throws -> String {
    statusLine(of: try terminal.screen())
  }

  func statusLine(of screen: String) -> String {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    return String(rows.last { !$0.isEmpty } ?? "")
  }

  /// Waits until the status line is `text`, and returns the status line;
  /// throws with the screen when it never is.
  @discardableResult
  func waitForStatus(_ text: String, in terminal: Terminal) throws -> String {
    statusLine(of: try terminal.wait(until: "the status line is \"\(text)\"") { statusLine(of: $0) == text })
  }

  var loggedLines: [String] {
    ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  @Test func aPriorityNotificationIsAnnouncedOnTheStatusLineAndInTheLog() throws {
    defer { try? FileManager.default.removeItem(atPath: logPath) }
    let terminal = try start()
    #expect(try waitForStatus("🔊 Screen reader: Alt-↓/↑ read · Alt-Return acts · F2 off", in: terminal).hasPrefix("🔊"))
    try terminal.send("\t\r")  // Post priority
    #expect(try waitForStatus("🔊 Priority notification 1", in: terminal) == "🔊 Priority notification 1")
    #expect(loggedLines == ["Priority notification 1"])

    try terminal.send("\t\r")  // Post normal: shown, not announced
    let screen = try terminal.wait(for: "Notification 2")
    #expect(screen.contains("Notification 2"))
    // The status line says where Tab landed; the notification is not read.
    #expect(statusLine(of: screen) == "🔊 Post normal, button")
    // A later announcement marks that everything before it was handled.
    try terminal.send("\u{1B}[Z\r")  // Shift-Tab back to Post priority
    try waitForStatus("🔊 Priority notification 3", in: terminal)
    #expect(loggedLines == ["Priority notification 1", "Priority notification 3"])
  }

  @Test func altArrowsMoveTheCursorAndAltReturnActivates() throws {
    defer { try? FileManager.default.removeItem(atPath: logPath) }
    let terminal = try start()
    try waitForStatus("🔊 Screen reader: Alt-↓/↑ read · Alt-Return acts · F2 off", in: terminal)
    try terminal.send(altDown)
    #expect(try waitForStatus("🔊 Accessibility focus (notification)", in: terminal).hasSuffix("(notification)"))
    try terminal.send(altDown + altDown + altDown)
    #expect(try waitForStatus("🔊 Post priority, button", in: terminal) == "🔊 Post priority, button")
    try terminal.send(altReturn)
    #expect(try waitForStatus("🔊 Priority notification 1", in: terminal) == "🔊 Priority notification 1")
    #expect(loggedLines.last == "Priority notification 1")
    #expect(loggedLines.first == "Accessibility focus (notification)")
  }

  @Test func f2TurnsTheScreenReaderOffAndOn() throws {
    defer { try? FileManager.default.removeItem(atPath: logPath) }
    let terminal = try start()
    try terminal.wait(for: "🔊")
    try terminal.send(f2)
    let screen = try terminal.wait(until: "the status line is gone") { !$0.contains("🔊") }
    #expect(screen.contains("[ Post priority ]"))
    // Off, a priority notification is shown but not announced.
    try terminal.send("\t\r")
    #expect(!(try terminal.wait(for: "Priority notification 1")).contains("🔊"))
    // Turning the reader on again is the later marker: by the time it
    // speaks, the notification would have been logged.
    try terminal.send(f2)
    #expect(try terminal.wait(for: "🔊").contains("🔊 Screen reader"))
    #expect(!loggedLines.contains("Priority notification 1"))
  }

  @Test func screenReaderFlagStartsItAnywhereAndItIsOffOtherwise() throws {
    defer { try? FileManager.default.removeItem(atPath: logPath) }
    let gallery = try start("--screen-reader")
    #expect(try gallery.wait(for: "🔊").contains("🔊 Screen reader"))
    #expect(try gallery.screen().contains("FocusUI demo"))

    let login = try start("login")
    try login.wait(for: "focusedField = nil")
    #expect(!(try login.screen()).contains("🔊"))
  }
}
