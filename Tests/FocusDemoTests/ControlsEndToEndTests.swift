import FocusUITesting
import Foundation
import Testing

/// The `controls` example in a real terminal: a stepper, a slider,
/// styled toggles, a custom button style, a link and an empty list.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct ControlsEndToEndTests {
  let right = "\u{1B}[C"

  @Test func arrowsAdjustTheStepperAndTheSliderAndSpaceFlipsTheSwitch() throws {
    let terminal = try Terminal("\(Terminal.demo) controls")
    try terminal.wait(for: "Servings: 4 [ − | + ]")
    try terminal.send("\t" + right)  // the stepper
    try terminal.wait(for: "Servings: 5")
    try terminal.send("\t" + right + right)  // the slider
    var screen = try terminal.wait(for: "4 of 5")
    #expect(screen.contains("Spice mild "))
    try terminal.send("\t ")  // the switch
    screen = try terminal.wait(for: "(○─) Vegetarian")
    #expect(screen.contains("[ ] Garnish with basil"))
  }

  @Test func theStyledButtonEmptiesTheListAndTheLinkCallsOpenURL() throws {
    let terminal = try Terminal("\(Terminal.demo) controls")
    try terminal.wait(for: "‹ Remove item ›")
    try terminal.send("\t\t\t\t\t")  // the custom-styled button
    try terminal.wait(for: "» Remove item «")
    try terminal.send("\r\r ")
    var screen = try terminal.wait(for: "No Groceries")
    #expect(screen.contains("Everything is in the basket."))
    #expect(screen.contains("███"))
    try terminal.send("\t\r")  // the link
    screen = try terminal.wait(for: "Opened example.com.")
    #expect(screen.contains("Recipe source"))
  }

  @Test func pointerMotionMarksTheRowUnderItAndADoubleClickPicksIt() throws {
    let terminal = try Terminal("\(Terminal.demo) controls")
    let screen = try terminal.wait(for: "Coconut milk")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(lines.firstIndex { $0.contains("Coconut milk") }) + 1
    try terminal.send("\u{1B}[<35;4;\(row)M")  // motion, no button
    try terminal.wait(for: "Coconut milk ◂")
    try terminal.send("\u{1B}[<35;4;1M")
    try terminal.wait(until: "the marker goes") { !$0.contains("◂") }
    try terminal.send("\u{1B}[<0;4;\(row)M\u{1B}[<0;4;\(row)m\u{1B}[<0;4;\(row)M\u{1B}[<0;4;\(row)m")
    #expect(try terminal.wait(for: "Picked Coconut milk.").contains("Picked Coconut milk."))
  }

  @Test func aClickOnTheSliderTrackSetsTheSpice() throws {
    let terminal = try Terminal("\(Terminal.demo) controls")
    let screen = try terminal.wait(for: "Spice mild")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(lines.firstIndex { $0.contains("Spice mild") })
    let line = String(lines[row])
    let trackEnd = try #require(line.range(of: " hot"))
    let column = line.distance(from: line.startIndex, to: trackEnd.lowerBound)  // the last track cell + 1
    try terminal.send("\u{1B}[<0;\(column);\(row + 1)M\u{1B}[<0;\(column);\(row + 1)m")
    #expect(try terminal.wait(for: "5 of 5").contains("5 of 5"))
  }
}
