import FocusUIFuzz
import FocusUITesting
import Testing

/// Sheets in the differential fuzzer's programs: after every action, a
/// host that opened and closed sheets shows what a fresh host shows for
/// the same state (focus included: moved into a sheet, kept inside,
/// returned, or waiting behind it).
@MainActor @Suite struct PresentationFuzzTests {
  nonisolated static let programs: [ProgramNode] = [
    .vstack([
      .field(tag: 1, text: 0),
      .sheet(
        state: 0, .button(tag: 2, effect: .increment(state: 0)),
        content: .vstack([
          .field(tag: 3, text: 1), .button(tag: 4, effect: .focus(tag: 1)),
          .button(tag: 5, effect: .increment(state: 0)),
        ])),
      .button(tag: 6, effect: .increment(state: 1)),
    ]),
    // A sheet from a sheet, and a sheet with nothing to focus.
    .vstack([
      .button(tag: 1, effect: .increment(state: 0)),
      .sheet(
        state: 0, .text(.literal("window")),
        content: .sheet(
          state: 1, .button(tag: 2, effect: .increment(state: 1)),
          content: .vstack([.field(tag: 3, text: 0), .button(tag: 4, effect: .increment(state: 0))]))),
      .sheet(state: 2, .button(tag: 5, effect: .increment(state: 2)), content: .text(.int(2))),
    ]),
  ]

  @Test(arguments: programs)
  func sheetsToggledByStateMatchAFreshRender(root: ProgramNode) {
    let program = ViewProgram(
      root: root, initialState: ProgramState(ints: [0, 0, 0], lists: [[], []], texts: ["", "", "", ""]))
    let actions: [ProgramAction] = [
      .click("f1"), .click("b1"), .setInt(0, to: 1), .key(.tab), .key(.tab), .click("b4"), .key(.escape),
      .click("b2"), .click("b2"), .writeFocus(nil), .key(.tab), .click("b6"), .click("b5"), .click("b5"),
      .setInt(0, to: 3), .writeFocus(1), .resize(width: 20, height: 5), .key(.shiftTab), .key(.escape),
      .setInt(2, to: 1), .key(.tab), .key(.escape), .resize(width: 40, height: 12), .setInt(0, to: 0),
    ]
    if let divergence = DifferentialRun(program: program).replay(actions) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }
}
