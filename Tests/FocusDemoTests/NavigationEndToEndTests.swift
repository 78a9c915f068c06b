import FocusUITesting
import Testing

/// The navigation example in a real terminal (tmux): side by side when
/// wide, one column at a time when narrow; keys as bytes.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct NavigationEndToEndTests {
  @Test func wideColumnsSideBySideArrowsCrossReturnPushesToolbarWorksEscapePops() throws {
    let terminal = try Terminal("\(Terminal.demo) navigation", columns: 80, rows: 20)
    let first = try terminal.wait(for: "Tomato soup")
    #expect(first.contains("Categories"))
    #expect(first.contains("│"))
    try terminal.send("\t")  // the category list
    try terminal.send([0x1B, 0x5B, 0x42])  // ↓ selects Mains
    try terminal.wait(for: "Risotto")
    try terminal.send([0x1B, 0x5B, 0x43])  // → into the recipes column
    try terminal.send("\r")  // opens Risotto
    let detail = try terminal.wait(for: "Ingredients: rice")
    #expect(detail.contains("‹ Mains"))
    #expect(detail.contains("Not in favorites"))
    try terminal.send([0x1B, 0x5B, 0x5A])  // Shift-Tab from Done: the toolbar's Favorite
    try terminal.send(" ")
    let favorite = try terminal.wait(for: "In favorites")
    #expect(favorite.contains("★ Favorite"))
    try terminal.send([0x1B])  // Escape pops
    let back = try terminal.wait(for: "0 open")
    #expect(back.contains("Curry"))
  }

  @Test func narrowOneColumnAtATimeReturnShowsTheNextEscapeGoesBack() throws {
    let terminal = try Terminal("\(Terminal.demo) navigation", columns: 36, rows: 16)
    let first = try terminal.wait(for: "Desserts")
    #expect(!first.contains("Tomato soup"))
    try terminal.send("\t\r")  // focus the list, Return shows the detail
    let recipes = try terminal.wait(for: "Tomato soup")
    #expect(recipes.contains("‹ Categories"))
    try terminal.send("\r")  // Return on the focused link pushes it
    try terminal.wait(for: "Ingredients: tomatoes")
    try terminal.send([0x1B])
    try terminal.wait(for: "Pea soup")
    try terminal.send([0x1B])
    let sidebar = try terminal.wait(for: "Desserts")
    #expect(!sidebar.contains("Pea soup"))
  }
}
