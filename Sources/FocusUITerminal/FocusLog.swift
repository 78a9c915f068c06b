/// A file ``TerminalHost`` appends the focus journal to, one line per
/// change, when `FOCUSUI_FOCUS_LOG` names it: why focus (or the screen
/// reader's cursor) moved, as the app runs.
///
/// ```swift
/// // $ FOCUSUI_FOCUS_LOG=/tmp/focus.txt focus-demo login
/// // $ tail -f /tmp/focus.txt
/// // 0.000s keyboard: nothing → textField "Username" · defaultFocus
/// // 1.204s keyboard: textField "Username" → secureField "Password" · Tab
/// let log = FocusLog(environment: ["FOCUSUI_FOCUS_LOG": "/tmp/focus.txt"])
/// ```
///
/// The lines are ``FocusLogLine``s: labels are the app's text, and their
/// control characters are spelled out, so the file never holds a raw
/// escape sequence or a line broken in two. Each line is written at once,
/// unbuffered, so `tail -f` shows it as it happens; a failed write is
/// dropped, and the log never stops the app.
final class FocusLog: HostLog {
  static let environmentKey = "FOCUSUI_FOCUS_LOG"

  private let file: AppendOnlyFile

  init(file: AppendOnlyFile) {
    self.file = file
  }

  /// Appends `entry` as one line.
  func append(_ entry: FocusJournalEntry) {
    file.append(line: FocusLogLine(entry).text)
  }

  /// Appends a line about the host itself (`accessibility bus: off (…)`),
  /// with control characters spelled out as in a journal line.
  func note(_ line: String) {
    file.append(
      line: String(line.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }))
  }

  /// Appends what `screen`'s focus journal holds already (focus set as
  /// the app started), then every entry as it is recorded.
  @MainActor
  func follow(_ screen: Screen) {
    for entry in screen.focusJournal { append(entry) }
    screen.focusJournalSink = { [self] entry in append(entry) }
  }
}
