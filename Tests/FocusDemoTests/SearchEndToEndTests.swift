import FocusUITesting
import Testing

/// The search example in a real terminal (tmux): Ctrl-F, typing, Return
/// and Escape as bytes.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct SearchEndToEndTests {
  @Test func ctrlFFocusesTheSearchFieldTypingFiltersReturnPicksEscapeDismissesAndAPickShows() throws {
    let terminal = try Terminal("\(Terminal.demo) search", columns: 70, rows: 24)
    let first = try terminal.wait(for: "isSearchFocused = false")
    #expect(first.contains("Search fruits"))
    #expect(first.contains("[ Apple ]"))
    try terminal.send([0x06])  // Ctrl-F: the Find button's shortcut writes the state
    try terminal.wait(for: "isSearchFocused = true")
    try terminal.send("berry")
    let filtered = try terminal.wait(for: "searching: 1 of 10")
    #expect(filtered.contains("[ Blueberry ]"))
    #expect(!filtered.contains("[ Apple ]"))
    try terminal.send([0x0D])  // Return submits the search
    try terminal.wait(for: "picked: Blueberry")
    try terminal.send([0x1B])  // Escape in the field dismisses the search
    let dismissed = try terminal.wait(for: "not searching")
    #expect(dismissed.contains("[ Apple ]"))
    #expect(dismissed.contains("isSearchFocused = false"))
    // Tab to the search field (first), Tab to Apple, Space picks it: the
    // basket, an ObservableObject, publishes and the picked line follows.
    try terminal.send("\t\t ")
    try terminal.wait(for: "picked: Apple")
  }
}
