import FocusDemoExamples
import Foundation
import Testing

@testable import FocusUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// The built `focus-demo`, run in a real terminal (tmux) and fed real bytes.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct DemoEndToEndTests {
  let escape: UInt8 = 0x1B

  @Test func tabTextAndReturnDriveTheLoginForm() throws {
    let terminal = try Terminal("\(Terminal.demo) login")
    try terminal.wait(for: "focusedField = nil")
    try terminal.send([0x09])
    try terminal.wait(for: "focusedField = .username")
    try terminal.send("bob")
    try terminal.send([0x09, 0x09, 0x0D])
    let screen = try terminal.wait(for: "focusedField = .password")
    #expect(screen.contains("bob___"))
    try terminal.send([escape, UInt8(ascii: "["), UInt8(ascii: "Z")])  // Shift-Tab
    #expect(try terminal.wait(for: "focusedField = .username").contains("focusedField = .username"))
  }

  @Test func f12ShowsTheFocusInspectorOverTheRunningForm() throws {
    let terminal = try Terminal("\(Terminal.demo) login")
    try terminal.wait(for: "focusedField = nil")
    try terminal.send("\t\u{1B}[24~")  // Tab, F12
    var screen = try terminal.wait(for: "Focus inspector · F12 closes")
    #expect(screen.contains(#"▶ #1 textField "Username" · 3 stops"#))
    #expect(screen.contains("  .password → #2"))
    try terminal.send("\t")
    screen = try terminal.wait(for: #"▶ #2 secureField "Password""#)
    #expect(screen.contains("▶2"))
    try terminal.send("\u{1B}[24~")
    try terminal.wait(until: "the inspector closes") { !$0.contains("Focus inspector") }
  }

  @Test func theRatingControlChangesWithArrowsAndDigits() throws {
    let terminal = try Terminal("\(Terminal.demo) rating")
    try terminal.wait(for: "rated: Lentil soup 3")
    try terminal.send("\t\u{1B}[C")  // Tab, →
    var screen = try terminal.wait(for: "rated: Lentil soup 4")
    #expect(screen.contains("▸ ★★★★☆ ◂"))
    try terminal.send("\t1")
    screen = try terminal.wait(for: "Apple crumble 1")
    #expect(screen.contains("▸ ★☆☆☆☆ ◂"))
  }

  @Test func aMouseClickFocusesAFieldAndPressesAButton() throws {
    let terminal = try Terminal("\(Terminal.demo) login")
    let screen = try terminal.wait(for: "Password")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let passwordRow = try #require(lines.firstIndex { $0.hasPrefix("Password") })
    let buttonRow = try #require(lines.firstIndex { $0.hasPrefix("[ Sign In ]") })
    try terminal.send("\u{1B}[<0;3;\(passwordRow + 1)M\u{1B}[<0;3;\(passwordRow + 1)m")
    try terminal.wait(for: "focusedField = .password")
    try terminal.send("\u{1B}[<0;3;\(buttonRow + 1)M\u{1B}[<0;3;\(buttonRow + 1)m")
    // Sign In with an empty username moves focus there.
    #expect(try terminal.wait(for: "focusedField = .username").contains("focusedField = .username"))
  }

  @Test func pastedControlCharactersAreTextNotKeys() throws {
    let terminal = try Terminal("\(Terminal.demo) login")
    try terminal.wait(for: "focusedField = nil")
    try terminal.send([0x09])
    try terminal.wait(for: "focusedField = .username")
    // A paste holding Tab, Return and Ctrl-C must neither move focus nor quit.
    try terminal.send("\u{1B}[200~a\tb\rc\u{03}d\u{1B}[201~")
    let screen = try terminal.wait(for: "a b c")
    #expect(screen.contains("focusedField = .username"))
    #expect(screen.contains("a b c"))
  }

  /// Random bytes (Ctrl-Z and Ctrl-\\ among them), replayable from a seed.
  @Test(arguments: [4, 22, 1001] as [UInt64])
  func garbageBytesAreSurvived(seed: UInt64) throws {
    let terminal = try Terminal("\(Terminal.demo) login")
    try terminal.wait(for: "focusedField = nil")
    var random = SplitMix64(seed: seed)
    for _ in 0..<20 {
      let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &random) }.filter {
        $0 != 0x03 && $0 != 0x11  // Ctrl-C and Ctrl-Q would quit, as they should
      }
      try terminal.send([escape, UInt8(ascii: "[")] + bytes)
    }
    try terminal.send("\u{1B}[99;99;99X\u{1B}O\u{1B}[<0;999999;1M")
    // Random bytes may hold real keys (Escape, arrows, Return) that wander
    // into the gallery or another example, push a navigation level or open
    // a sheet; what matters is that the demo lives and still answers:
    // Escape leads back to the gallery, one level at a time. Generous: the
    // bytes may have opened the 10,000-field form, slow to build in a
    // debug build.
    var backInGallery = false
    for _ in 0..<6 where !backInGallery {
      try terminal.send([escape])
      backInGallery = (try? terminal.wait(for: "FocusUI demo", seconds: 20)) != nil
    }
    let screen = try terminal.screen()
    #expect(backInGallery, "\(screen)")
    #expect(try terminal.pane("#{pane_dead}") == "0")
  }

  @Test func arrowKeysMoveFocusByGeometryAndIntoAFocusSection() throws {
    let terminal = try Terminal("\(Terminal.demo) arrows", columns: 60, rows: 14)
    try terminal.wait(for: "pressed: nothing")
    // Tab, ↓, ↓ (Earth), → (Earth info), → (the sidebar section), Return.
    try terminal.send("\t\u{1B}[B\u{1B}[B\u{1B}[C\u{1B}[C\r")
    #expect(try terminal.wait(for: "pressed: Sidebar").contains("pressed: Sidebar"))
  }

  @Test func defaultFocusOpensInNameAndResetFocusReturnsToTheScopesPreferredView() throws {
    let terminal = try Terminal("\(Terminal.demo) default-focus", columns: 60, rows: 16)
    // Focus is in Name in the first frame: typing goes there at once.
    try terminal.wait(for: "focusedField = .name")
    try terminal.send("ada")
    try terminal.wait(for: "ada___")
    // Tab to Notes, then a click on Reset focus.
    try terminal.send("\t\t")
    let screen = try terminal.wait(for: "focusedField = .notes")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let reset = try #require(lines.firstIndex { $0.contains("[ Reset focus ]") })
    let column = try #require(lines[reset].range(of: "[ Reset")).lowerBound.utf16Offset(in: lines[reset]) + 2
    try terminal.send("\u{1B}[<0;\(column + 1);\(reset + 1)M\u{1B}[<0;\(column + 1);\(reset + 1)m")
    #expect(try terminal.wait(for: "focusedField = .email").contains("ada___"))
  }

  @Test func keysAndCommandsRateMoveAndDeleteTiles() throws {
    let terminal = try Terminal("\(Terminal.demo) keys", columns: 70, rows: 24)
    try terminal.wait(for: "tiles not focused")
    // Tab to the tiles, → to Green, rate it 4, → to Blue, Delete removes it.
    try terminal.send("\t\u{1B}[C4\u{1B}[C\u{7F}")
    let screen = try terminal.wait(for: "Gold]")
    #expect(screen.contains("Green 4★"))
    #expect(!screen.contains("Blue"))
    // Esc, an exit command with no view inside answering it, is the gallery's.
    try terminal.send([escape])
    #expect(try terminal.wait(for: "FocusUI demo").contains("[ Keys and commands ]"))
  }

  @Test func theLazyListJumpsToARowNeverMadeAndTheKeysScrollIt() throws {
    let terminal = try Terminal("\(Terminal.demo) lazy-list", columns: 60, rows: 20)
    // The jump field has focus in the first frame.
    try terminal.wait(for: "focusedRow = nil")
    try terminal.send("99998\r")
    let jumped = try terminal.wait(for: "focusedRow = 99998")
    #expect(jumped.contains("[ Row 99998 ]"))
    // Tab past the last row made: the next row is made and focused.
    try terminal.send("\t")
    #expect(try terminal.wait(for: "focusedRow = 99999").contains("[ Row 99999 ]"))
    // Home (ESC [ H) scrolls to the top without moving focus.
    try terminal.send("\u{1B}[H")
    let top = try terminal.wait(for: "[ Row 0 ]")
    #expect(top.contains("focusedRow = 99999"))
    // PageDown (ESC [ 6 ~) scrolls a page on.
    try terminal.send("\u{1B}[6~")
    #expect(try terminal.wait(until: "the list scrolled a page") { !$0.contains("[ Row 0 ]") }.contains("top row:"))
  }

  @Test func theGalleryOpensAnExampleWithArrowsAndReturnAndEscapeComesBack() throws {
    let terminal = try Terminal(Terminal.demo)
    try terminal.wait(for: "FocusUI demo")
    try terminal.send("\u{1B}[B\u{1B}[B\r")  // Down, Down, Return
    let example = try terminal.wait(for: "Two fields bound to .name")
    #expect(example.contains("Ambiguous bindings"))
    try terminal.send([escape])  // a lone Escape, resolved by the timeout
    #expect(try terminal.wait(for: "FocusUI demo").contains("[ Login form ]"))
  }

  @Test func resizingTheTerminalLaysTheScreenOutAgain() throws {
    let terminal = try Terminal("\(Terminal.demo) login", columns: 60, rows: 16)
    let wide = try terminal.wait(for: "Password")
    #expect(wide.contains("Password" + String(repeating: "_", count: 52)))
    try terminal.resize(columns: 40, rows: 16)
    let narrow = try terminal.wait(for: "Password" + String(repeating: "_", count: 32) + "\n")
    #expect(narrow.contains("Password" + String(repeating: "_", count: 32) + "\n"))
  }

  @Test func theDemoEndsWhenItsTerminalGoesAway() throws {
    let terminal = try Terminal("\(Terminal.demo) login")
    try terminal.wait(for: "focusedField")
    let pid = try #require(pid_t(try terminal.pane("#{pane_pid}")))
    terminal.close()
    #expect(eventually { kill(pid, 0) != 0 })
  }

  @Test func headlessModePrintsTheFinalScreen() throws {
    let result = try run(
      Terminal.demo, ["login", "--keys", #"tab "bob" tab tab return"#, "--print-screen", "--size", "60x12"])
    #expect(result.status == 0)
    #expect(result.output.contains("bob___"))
    #expect(result.output.contains("focusedField = .password"))
  }

  @Test func withoutATerminalTheDemoSaysSoAndExitsWithTwo() throws {
    let result = try run(Terminal.demo, ["login"])
    #expect(result.status == 2)
    #expect(result.error.contains("must be a terminal"))
    #expect(result.output.isEmpty)
  }

  @Test func listAndHelpDescribeTheExamples() throws {
    let list = try run(Terminal.demo, ["list"])
    // The gallery's examples, and the document app.
    #expect(list.output.split(separator: "\n").count == Example.all.count + 1)
    #expect(list.output.contains("keys"))
    #expect(list.output.contains("default-focus"))
    #expect(list.output.contains("login"))
    #expect(list.output.contains("groceries"))
    #expect(list.output.contains("documents"))
    let help = try run(Terminal.demo, ["--help"])
    #expect(help.output.contains("--keys"))
  }
}
