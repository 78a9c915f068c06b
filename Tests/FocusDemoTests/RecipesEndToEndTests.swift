import FocusUITesting
import Testing

/// The recipe browser app in a real terminal (tmux), keys as bytes: the
/// grid, the detail, the grocery sheet and the Recipe menu.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct RecipesEndToEndTests {
  @Test func arrowsPickATileReturnOpensItTheGroceryListGrowsAndTheMenuFavoritesIt() throws {
    let terminal = try Terminal("\(Terminal.demo) recipes", columns: 90, rows: 24)
    let first = try terminal.wait(for: "Shakshuka")
    #expect(first.contains("Recipe"))  // the menu bar
    try terminal.send([0x1B, 0x5B, 0x43])  // → Shakshuka
    try terminal.send("\r")
    let detail = try terminal.wait(for: "‹ Breakfast")
    #expect(detail.contains("▸ ★★★★★ ◂"))
    try terminal.send([0x1B, 0x5B, 0x44])  // ← rates it 4
    try terminal.wait(for: "▸ ★★★★☆ ◂")
    try terminal.send("\t\r")  // Grocery List
    try terminal.wait(for: "Cumin")
    try terminal.send("\r")  // Return in the last row adds one
    try terminal.send("Paprika\r")
    try terminal.wait(for: "Paprika")
    try terminal.send([0x1B])  // closes the sheet
    try terminal.send([0x1B])  // pops the detail
    try terminal.wait(for: "Granola")
    try terminal.send([0x1B, 0x5B, 0x32, 0x31, 0x7E])  // F10 opens the first menu
    try terminal.send([0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x43])  // → → → past Edit: the Recipe menu
    try terminal.wait(for: "Add to Favorites")
    try terminal.send("\r")
    let favorite = try terminal.wait(for: "♥")
    #expect(favorite.contains("Shakshuka"))
  }
}
