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

  /// Shift-Tab from nothing lands on a tab view's bar past a lazy stack of
  /// 120 rows, a stop no focus state holds: the fresh host Tabs round the
  /// whole focus order to reach it, rows off screen included, not once
  /// round the few elements on screen (seed 3000).
  @Test func aFreshHostReachesAnUnboundFocusPastALazyStacksRowsOffScreen() {
    var generator = ProgramGenerator(seed: 3000)
    let run = DifferentialRun(program: generator.program())
    if let divergence = run.explore(actions: 6, seed: 3000) {
      Issue.record("\(Shrinker().shrink(divergence))")
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

  /// Rows showing a value their closure captured from the body around (not
  /// a binding they read), under a `ForEach` whose data stays the same: a
  /// changed capture runs the rows again, an unchanged one leaves them be.
  @Test func rowsShowingACapturedValueMatchAFreshRender() {
    let root = ProgramNode.vstack([
      .text(.int(1)),
      .forEach(list: 0, row: .hstack([.text(.captured), .text(.row)])),
      .forEachBinding(list: 1, row: .text(.concat(.captured, .row))),
    ])
    let program = ViewProgram(
      root: root, initialState: ProgramState(ints: [0, 0, 0], lists: [[1, 2, 3], [4, 5]], texts: ["", "", "", ""]))
    let actions: [ProgramAction] = [
      .setInt(1, to: 1), .setInt(2, to: 5), .setInt(1, to: 2), .setInt(2, to: 6), .insert(list: 0, at: 0, id: 9),
      .setInt(2, to: 7),
    ]
    if let divergence = DifferentialRun(program: program).replay(actions) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }

  /// A list whose selection is program state: arrows, Space and clicks
  /// select, rows come and go, the host shrinks; the selected row, the
  /// list's focus and its scroll position match a fresh render each time.
  @Test func aSelectableListMatchesAFreshRender() {
    let root = ProgramNode.vstack([
      .selectableList(
        tag: 1, state: 0,
        [
          .section(
            header: "S",
            [.forEach(list: 0, row: .hstack([.text(.row), .button(tag: 3, effect: .increment(state: 1))]))])
        ]),
      .button(tag: 2, effect: .removeFirst(list: 0)),
    ])
    let program = ViewProgram(
      root: root,
      initialState: ProgramState(ints: [1, 0, 0], lists: [[0, 1, 2, 3, 4, 5, 6, 7], []], texts: ["", "", "", ""]))
    let actions: [ProgramAction] = [
      .key(.tab), .key(.down), .key(.down), .insert(list: 0, at: 0, id: 9), .key(.down), .remove(list: 0, at: 3),
      .key(.up), .setInt(0, to: 6), .key(.space), .resize(width: 20, height: 5), .key(.down), .key(.down),
      .click("b2"), .key(.up), .click("b300003"), .move(list: 0, from: 0, to: 5), .key(.tab), .key(.down),
      .resize(width: 40, height: 12), .key(.shiftTab), .key(.returnKey), .key(.escape), .key(.space),
    ]
    if let divergence = DifferentialRun(program: program).replay(actions) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }

  /// Lazy stacks as the rows of an outer list that grows and reorders:
  /// Shift-Tab with nothing focused lands on the last row of the stack
  /// that comes last now, not of the one made last (seed 729).
  @Test func shiftTabAcrossLazyStacksWhoseOuterRowsMovedMatchesAFreshRender() {
    let root = ProgramNode.disabled(
      .countEven,
      .group([.forEach(list: 1, row: .lazyVStack(.range(state: 1), tag: 3, row: .field(tag: 4, text: 2)))]))
    let program = ViewProgram(
      root: root,
      initialState: ProgramState(ints: [1, 1, 3], lists: [[0, 1, 2, 3], [50]], texts: ["", "a", "bc", ""]))
    let actions: [ProgramAction] = [
      .remove(list: 1, at: 0), .setInt(0, to: 2), .insert(list: 1, at: 0, id: 502), .insert(list: 1, at: 1, id: 505),
      .move(list: 1, from: 0, to: 1), .setInt(0, to: 5), .key(.shiftTab),
    ]
    if let divergence = DifferentialRun(program: program).replay(actions) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }

  /// A sheet opens over a focused row of a lazy stack, the window shrinks
  /// so that the row leaves the screen, the sheet closes: focus returns to
  /// the row, kept made meanwhile (seed 98).
  @Test func focusReturnsFromASheetToALazyRowThatLeftTheScreenMeanwhile() {
    let root = ProgramNode.group([
      .lazyVStack(.range(state: 1), tag: 4, row: .field(tag: 5, text: 3)),
      .sheet(state: 2, .group([.group([])]), content: .group([])),
    ])
    let program = ViewProgram(
      root: root, initialState: ProgramState(ints: [2, 2, 2], lists: [[0], []], texts: ["", "a", "bc", ""]))
    let actions: [ProgramAction] = [
      .resize(width: 80, height: 24), .click("f400018"), .setInt(2, to: 3), .resize(width: 40, height: 12),
      .setInt(2, to: 4),
    ]
    if let divergence = DifferentialRun(program: program).replay(actions) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }

  /// Lazy stacks as the rows of a list in a sheet: the focused stack is
  /// replaced, and Shift-Tab wraps to the last row of the last stack, made
  /// for it, not to a view behind the sheet (seed 126).
  @Test func shiftTabInASheetAfterTheFocusedStackLeftReachesTheLastRowOfTheLastStack() {
    let root = ProgramNode.sheet(
      state: 1, .group([.field(tag: 1, text: 1)]),
      content: .forEach(list: 0, row: .lazyVStack(.range(state: 2), tag: 7, row: .field(tag: 8, text: 2))))
    let program = ViewProgram(
      root: root, initialState: ProgramState(ints: [0, 3, 1], lists: [[0, 1], [50]], texts: ["", "a", "bc", ""]))
    if let divergence = DifferentialRun(program: program).replay([.replace(list: 0, at: 0, id: 531), .key(.shiftTab)]) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }

  /// Shift-Tab inside a sheet holding a lazy stack wraps to the stack's
  /// last row, made for it.
  @Test func shiftTabInASheetReachesTheLastRowOfItsLazyStack() {
    let root = ProgramNode.sheet(
      state: 1, .group([.field(tag: 1, text: 1)]),
      content: .lazyVStack(.range(state: 2), tag: 7, row: .field(tag: 8, text: 2)))
    let program = ViewProgram(
      root: root, initialState: ProgramState(ints: [0, 3, 1], lists: [[0, 1], [50]], texts: ["", "a", "bc", ""]))
    if let divergence = DifferentialRun(program: program).replay([.key(.shiftTab), .key(.tab), .key(.shiftTab)]) {
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
