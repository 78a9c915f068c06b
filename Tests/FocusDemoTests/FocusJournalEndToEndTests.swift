import Foundation
import Testing

@testable import FocusUITesting

/// The focus journal in a running app: the F12 inspector shows the last
/// changes, and `FOCUSUI_FOCUS_LOG` appends a line per change to a file.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct FocusJournalEndToEndTests {
  @Test func f12ShowsTheLastFocusChangesWithTheirCauses() throws {
    let terminal = try Terminal("\(Terminal.demo) login", columns: 80, rows: 24)
    try terminal.wait(for: "focusedField = nil")
    try terminal.send("\t\u{1B}[24~")  // Tab, F12
    let screen = try terminal.wait(for: "Focus inspector · F12 closes")
    #expect(screen.contains(#"↻ keyboard: nothing → textField "Username" · Tab"#))
    try terminal.send("\t")
    let after = try terminal.wait(for: #"↻ keyboard: textField "Username" → secureField "Password" · Tab"#)
    // Newest first: the first Tab's line follows.
    let lines = after.split(separator: "\n").map(String.init)
    let newest = try #require(lines.firstIndex { $0.contains(#"→ secureField "Password" · Tab"#) })
    let older = try #require(lines.firstIndex { $0.contains(#"nothing → textField "Username" · Tab"#) })
    #expect(newest < older)
  }

  @Test func theFocusLogGetsALinePerChangeWithoutRawControls() throws {
    let log = NSTemporaryDirectory() + "focus-journal-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: log) }
    let terminal = try Terminal("FOCUSUI_FOCUS_LOG=\(log) \(Terminal.demo) login")
    try terminal.wait(for: "focusedField = nil")
    try terminal.send("\t")
    try terminal.wait(for: "focusedField = .username")
    // Sign In with an empty username writes `.username` again: no move;
    // Shift-Tab from the username field wraps to Sign In.
    try terminal.send("\u{1B}[Z")
    try terminal.wait(for: "focusedField = nil")
    var lines: [String] = []
    let written = eventually {
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      // The journal's lines; the host's own (where the accessibility bus
      // is) are not the journal's.
      lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("accessibility bus:") }
      return lines.count >= 2
    }
    try #require(written, "the log has \(lines)")
    #expect(lines[0].hasSuffix(#"keyboard: nothing → textField "Username" · Tab"#))
    #expect(lines[1].hasSuffix(#"keyboard: textField "Username" → button "Sign In" · Shift-Tab"#))
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: log)))
    #expect(HostileText.rawControls(in: bytes) == [])
  }
}
