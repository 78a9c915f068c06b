import FocusUITesting
import Foundation
import Testing

/// The styles example in a real terminal (tmux): cards with borders that
/// show focus, colored tags, a bar of shapes.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct StylesEndToEndTests {
  @Test func cardsShowFocusWithTheirBorderAndSpaceFillsTheBar() throws {
    let terminal = try Terminal("\(Terminal.demo) styles", columns: 70, rows: 20)
    let first = try terminal.wait(for: "focused: none")
    #expect(first.contains("Recipe cards"))
    #expect(first.contains("╭"))
    #expect(first.contains("Lentil soup"))
    #expect(first.contains("6.50"))
    #expect(!first.contains("┃"))
    try terminal.send("\t")
    let focused = try terminal.wait(for: "focused: Lentil soup, 0/5 steps")
    #expect(focused.contains("┃"))
    try terminal.send(" ")
    try terminal.wait(for: "focused: Lentil soup, 1/5 steps")
    let styled = try terminal.styledScreen()
    // The tags' capsules and the title are drawn with attributes and colors.
    #expect(styled.contains("\u{1B}["))
    #expect(styled.contains("vegan"))
    #expect(styled.contains("▐"))
  }
}
