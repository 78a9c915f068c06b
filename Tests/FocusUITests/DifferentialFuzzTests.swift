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
