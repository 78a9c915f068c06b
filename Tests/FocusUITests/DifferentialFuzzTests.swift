import FocusUIFuzz
import FocusUITesting
import Testing

/// Random view programs, updated incrementally action after action, must
/// show after every action exactly what a fresh host shows for the same
/// program and state. A divergence is shrunk and printed.
@MainActor @Suite struct DifferentialFuzzTests {
  @Test(arguments: 0..<50)
  func incrementalUpdatesEqualAFreshRender(seed: UInt64) {
    var generator = ProgramGenerator(seed: seed)
    let run = DifferentialRun(program: generator.program())
    if let divergence = run.explore(actions: 60, seed: seed) {
      Issue.record("seed \(seed): \(Shrinker().shrink(divergence))")
    }
  }

  /// Rows whose text wraps to more or fewer lines, by a state change, by
  /// typing in a field bound to the same text, or by a resize, in each of
  /// the containers that keep a record of their rows' heights.
  @Test(arguments: [
    ProgramNode.form([.field(tag: 1, text: 0), .text(.typed(0)), .text(.words(state: 0)), .text(.literal("below"))]),
    .scroll(.group([.text(.words(state: 0)), .field(tag: 1, text: 0), .text(.typed(0)), .text(.literal("below"))])),
    .list([.section(header: "S", [.vstack([.text(.words(state: 0)), .text(.typed(0))]), .field(tag: 1, text: 0)])]),
    .vstack([.text(.typed(0)), .text(.words(state: 0)), .field(tag: 1, text: 0), .text(.literal("below"))]),
  ])
  func rowsWhoseTextChangesLineCountMatchAFreshRender(root: ProgramNode) {
    let program = ViewProgram(
      root: root, initialState: ProgramState(ints: [0, 0, 0], lists: [[], []], texts: ["", "", "", ""]))
    let actions: [ProgramAction] = [
      .setInt(0, to: 3), .setInt(0, to: 1), .setInt(0, to: 2), .resize(width: 20, height: 12), .setInt(0, to: 0),
      .click("f1"), .type("a name long enough to wrap over a line or two"), .setText(0, ""),
      .type(ProgramGenerator.longText), .resize(width: 60, height: 12), .setText(0, "short"),
    ]
    if let divergence = DifferentialRun(program: program).replay(actions) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }

  /// The fuzzer mounts a fresh host after every action: each must go away
  /// with its program's state, or a long run grows without bound.
  @Test func aProgramsHostReleasesItsStateWhenItCloses() {
    var generator = ProgramGenerator(seed: 3)
    let program = generator.program()
    weak var weakHarness: ProgramHarness?
    do {
      let harness = ProgramHarness()
      weakHarness = harness
      let host = TestHost(ProgramView(program: program, state: program.initialState, harness: harness))
      host.press(.tab)
      _ = host.screen
    }
    #expect(weakHarness == nil)
  }
}
