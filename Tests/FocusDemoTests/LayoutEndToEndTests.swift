import FocusUITesting
import Testing

/// The responsive layout example in a real terminal (tmux): the header
/// chosen by ViewThatFits follows the terminal's width, the Grid's fields
/// take focus in order, and the GeometryReader bar tracks the form.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct LayoutEndToEndTests {
  @Test func theHeaderFollowsTheWidthTheFieldsTakeFocusInOrderAndTheBarFills() throws {
    let terminal = try Terminal("\(Terminal.demo) layout", columns: 100, rows: 16)
    // One condition for the whole screen: a capture can land while a frame
    // is half written (the header drawn, the rows below not yet).
    try terminal.wait(until: "the long header, an empty bar and no focus") { screen in
      screen.contains("every field can be changed later") && screen.contains("0/4 filled")
        && screen.contains("focusedField = nil")
    }
    try terminal.send("\t")
    try terminal.wait(for: "focusedField = .title")
    try terminal.send("Soup\t")
    try terminal.wait(for: "focusedField = .servings")
    try terminal.wait(for: "1/4 filled")
    try terminal.send("\t")
    try terminal.wait(for: "focusedField = .time")
    try terminal.resize(columns: 40, rows: 16)
    try terminal.wait(until: "the short header, the bar and the focus kept") { screen in
      screen.contains("New recipe") && !screen.contains("every field") && screen.contains("1/4 filled")
        && screen.contains("focusedField = .time")
    }
    try terminal.resize(columns: 100, rows: 16)
    try terminal.wait(for: "every field can be changed later")
  }
}
