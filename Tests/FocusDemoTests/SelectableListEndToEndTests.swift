import FocusUITesting
import Foundation
import Testing

/// The "selectable-list" example in a real terminal: the list is one focus
/// stop moved with the arrows, Return opens, the menu's box adds a recipe
/// without moving the selection, and Escape closes the box before it
/// leaves the example.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct SelectableListEndToEndTests {
  let down = "\u{1B}[B"

  @Test func arrowsSelectReturnOpensAndTheMenuAddsARowWhileTheSelectionStays() throws {
    let terminal = try Terminal("\(Terminal.demo) selectable-list", columns: 72, rows: 22)
    try terminal.wait(for: "selection: none")
    // Tab into the list, ↓ ↓ selects the second recipe, Return opens it.
    try terminal.send("\t" + down + down)
    try terminal.wait(for: "selection: Omelette")
    try terminal.send("\r")
    try terminal.wait(for: "opened: Omelette")
    // Tab past Course, Ingredients and Serves to the Recipes menu; Return
    // opens its box and chooses its first item, Add recipe.
    try terminal.send("\t\t\t\t")
    try terminal.send("\r")
    try terminal.wait(for: "Remove selected")
    try terminal.send("\r")
    let screen = try terminal.wait(for: "New 1")
    #expect(screen.contains("selection: Omelette"))
    #expect(!screen.contains("Remove selected"))
  }

  @Test func escapeClosesTheMenuBoxFirstThenLeavesTheExample() throws {
    let terminal = try Terminal("\(Terminal.demo) selectable-list", columns: 72, rows: 22)
    try terminal.wait(for: "selection: none")
    try terminal.send("\t\t\t\r")  // list, Serves, Recipes; Return opens the box
    try terminal.wait(for: "Select several")
    try terminal.send([0x1B])
    try terminal.wait(until: "the box closed") { !$0.contains("Select several") && $0.contains("selection: none") }
    try terminal.send([0x1B])
    #expect(try terminal.wait(for: "FocusUI demo").contains("FocusUI demo"))
  }
}
