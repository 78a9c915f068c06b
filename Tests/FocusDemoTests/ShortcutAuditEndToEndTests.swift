import FocusUITesting
import Foundation
import Testing

/// The shortcut audit in a real terminal (tmux): the demo's warning line
/// shows each shortcut that cannot fire, and F12 lists the live ones.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct ShortcutAuditEndToEndTests {
  @Test func theWarningLineShowsEachShortcutThatCannotFireAndF12ListsTheLiveOnes() throws {
    let terminal = try Terminal("\(Terminal.demo) shortcut-audit", columns: 160, rows: 30)
    let start = try terminal.wait(for: "Second Ctrl-S button")
    #expect(!start.contains("warning:"))
    try terminal.send("\t ")  // the first switch: a second button on Ctrl-S
    try terminal.wait(for: #"warning: Two shortcuts take Ctrl-S: button "Save" and button "Save All"."#)
    try terminal.send("\t ")  // the second: a button on Ctrl-C, the terminal's quit key
    try terminal.wait(for: #"warning: The shortcut Ctrl-C of button "Copy" never reaches the app"#)
    try terminal.send("\t")  // into Note: a plain "a" is typed, not a shortcut
    try terminal.wait(for: #"warning: The shortcut A of button "Archive" never fires while textField "Note" has focus"#)
    try terminal.send("\u{1B}[24~")  // F12
    let inspector = try terminal.wait(for: "Shortcuts (first wins):")
    #expect(inspector.contains(#"Ctrl-S  button "Save""#))
    #expect(inspector.contains(#"Ctrl-S  button "Save All""#))
    #expect(inspector.contains(#"A  button "Archive""#))
  }
}
