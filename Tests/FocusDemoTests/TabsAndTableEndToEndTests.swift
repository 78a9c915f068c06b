import FocusUITesting
import Foundation
import Testing

/// The "settings-tabs" and "recipe-table" examples in a real terminal: a
/// tab bar's ← and → choose the pane from the terminal's arrow bytes and
/// Tab goes into it; a table's ↓, End and Home move its selection.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct TabsAndTableEndToEndTests {
  let down = "\u{1B}[B"
  let right = "\u{1B}[C"
  let left = "\u{1B}[D"
  let home = "\u{1B}[H"
  let end = "\u{1B}[F"

  @Test func arrowsOnTheTabBarChooseThePaneAndTabGoesIntoIt() throws {
    let terminal = try Terminal("\(Terminal.demo) settings-tabs", columns: 72, rows: 16)
    try terminal.wait(for: "pane = .general")
    try terminal.send("\t" + right)
    try terminal.wait(for: "Font size: 12")
    try terminal.send(right)
    try terminal.wait(for: "pane = .accounts")
    // Back to General, into its Name field: what is typed stays there
    // while another pane shows.
    try terminal.send(left + left + "\t" + "Ada")
    try terminal.wait(for: "Hello, Ada!")
    try terminal.send("\u{1B}[Z" + right)  // Shift-Tab back to the bar, →
    try terminal.wait(for: "pane = .appearance")
    try terminal.send(left)
    #expect(try terminal.wait(for: "Hello, Ada!").contains("pane = .general"))
  }

  @Test func arrowsHomeAndEndMoveTheTablesSelection() throws {
    let terminal = try Terminal("\(Terminal.demo) recipe-table", columns: 80, rows: 18)
    try terminal.wait(for: "selection: none")
    try terminal.send("\t" + down + down)
    try terminal.wait(for: "selection: Gazpacho")
    try terminal.send(end)
    try terminal.wait(for: "selection: Tiramisu")
    try terminal.send(home)
    #expect(try terminal.wait(for: "selection: Crumble").contains("Recipe ▲"))
  }
}
