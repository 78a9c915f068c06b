import FocusUIFuzz
import FocusUITesting
import Testing

/// The search field under the differential fuzzer's check: after each
/// action, the incrementally updated screen, elements and focus equal a
/// fresh render of the same state.
@MainActor @Suite struct SearchDifferentialTests {
  @Test func searchingTypingDismissingAndWritingTheStateMatchAFreshRender() {
    let root = ProgramNode.vstack([
      .searchable(
        tag: 1, text: 0,
        .vstack([
          .text(.typed(0)), .field(tag: 2, text: 1), .conditional(.even(state: 0), .text(.literal("even")), nil),
        ])
      ),
      .button(tag: 3, effect: .focus(tag: 1)),
    ])
    let program = ViewProgram(
      root: root, initialState: ProgramState(ints: [0, 0, 0], lists: [[], []], texts: ["", "", "", ""]))
    let actions: [ProgramAction] = [
      .click("s1"), .type("apple"), .key(.tab), .writeFocus(1), .type(" pie"), .key(.escape), .click("b3"),
      .key(.backspace), .setText(0, "typed elsewhere"), .click("f2"), .writeFocus(nil), .setInt(0, to: 1),
      .key(.shiftTab), .resize(width: 20, height: 6), .key(.escape),
    ]
    if let divergence = DifferentialRun(program: program).replay(actions) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }
}
