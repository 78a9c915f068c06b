import Foundation
import Testing

@testable import FocusUITesting

/// The terminal's cursor stays where the keyboard is — the caret in a
/// field, the focused button, the keyboard's row in a list — so screen
/// readers that follow it (BRLTTY, Speakup, Fenrir) read the right place.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct TerminalCursorEndToEndTests {
  /// The cursor's cell, as tmux reports it.
  static func cursor(_ terminal: Terminal) throws -> (x: Int, y: Int) {
    let parts = try terminal.pane("#{cursor_x},#{cursor_y}").split(separator: ",").compactMap { Int($0) }
    try #require(parts.count == 2)
    return (parts[0], parts[1])
  }

  /// The index of the first screen row that starts with `prefix`.
  static func row(startingWith prefix: String, in screen: String) throws -> Int {
    try #require(screen.components(separatedBy: "\n").firstIndex { $0.hasPrefix(prefix) })
  }

  /// Waits until the cursor is at (`x`, `y`); a frame is written a moment after the key.
  static func expectCursor(_ terminal: Terminal, at x: Int, _ y: Int, _ comment: Comment) throws {
    let reached = try eventually {
      let (cx, cy) = try cursor(terminal)
      return cx == x && cy == y
    }
    let (cx, cy) = try cursor(terminal)
    #expect(reached, "\(comment): cursor at \(cx),\(cy), expected \(x),\(y)")
  }

  @Test func theCursorFollowsEachTabThroughTheLoginForm() throws {
    let terminal = try Terminal("\(Terminal.demo) login", columns: 60, rows: 16)
    let screen = try terminal.wait(for: "[ Sign In ]")
    let username = try Self.row(startingWith: "Username", in: screen)
    let password = try Self.row(startingWith: "Password", in: screen)
    let signIn = try Self.row(startingWith: "[ Sign In ]", in: screen)

    try terminal.send("\t")
    try Self.expectCursor(terminal, at: 0, username, "Username focused: the caret")
    try terminal.send("bob")
    try Self.expectCursor(terminal, at: 3, username, "after typing: the caret moved")
    try terminal.send("\t")
    try Self.expectCursor(terminal, at: 0, password, "Password focused")
    try terminal.send("\t")
    try Self.expectCursor(terminal, at: 0, signIn, "Sign In focused: the button, hidden cursor")
    #expect(try terminal.pane("#{cursor_flag}") == "0", "a button shows no caret")
    try terminal.send("\t")
    try Self.expectCursor(terminal, at: 3, username, "round again to Username's caret")
  }

  @Test func theCursorSitsOnTheKeyboardRowOfAFocusedList() throws {
    let terminal = try Terminal("\(Terminal.demo) recipes", columns: 70, rows: 20)
    let screen = try terminal.wait(for: "Categories")
    let breakfast = try Self.row(startingWith: "☀ Breakfast", in: screen)
    let mains = try Self.row(startingWith: "🍴 Mains", in: screen)
    // The app starts in the recipe grid; the category list is before it.
    try terminal.send([0x1B, 0x5B, 0x5A])  // Shift-Tab
    try Self.expectCursor(terminal, at: 0, breakfast, "the list focused: its selected row")
    try terminal.send([0x1B, 0x5B, 0x42])  // ↓
    try Self.expectCursor(terminal, at: 0, mains, "↓ moves the row, and the cursor with it")
  }
}
