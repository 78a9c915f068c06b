import FocusUIFuzz
import FocusUITesting
import Testing

/// Alerts, action sheets, list row insets and color scheme preferences in
/// the differential fuzzer's programs: the generator makes them, key
/// scripts reach them, and a host that showed and dismissed them shows
/// what a fresh host shows for the same state.
@MainActor @Suite struct DialogFuzzTests {
  /// The shapes the generator must make, each found by a walk of the
  /// program and by the spelling its source prints.
  enum Shape: String, CaseIterable {
    case alertWithActions = ".alert(\"a"
    case alertWithCancelButton = ", role: .cancel)"
    case alertValue = "Alert(title:"
    case actionSheet = "ActionSheet(title:"
    case listRowInsetsInAList = ".listRowInsets("
    case preferredColorScheme = ".preferredColorScheme("

    func occurs(in node: ProgramNode, inList: Bool = false) -> Bool {
      switch (self, node) {
      case (.alertWithActions, .dialog(let dialog, _)) where dialog.style == .alert: return true
      case (.alertWithCancelButton, .dialog(let dialog, _))
      where dialog.style == .alert && dialog.buttons.contains(where: { $0.role == .cancel }):
        return true
      case (.alertValue, .dialog(let dialog, _)) where dialog.style == .alertValue: return true
      case (.actionSheet, .dialog(let dialog, _)) where dialog.style == .actionSheet: return true
      case (.listRowInsetsInAList, .listRowInsets) where inList: return true
      case (.preferredColorScheme, .preferredColorScheme): return true
      default: break
      }
      let listed: Bool
      switch node {
      case .list, .selectableList, .form: listed = true
      default: listed = inList
      }
      return node.children.contains { occurs(in: $0, inList: listed) }
    }
  }

  @Test func theGeneratorMakesEachDialogAndModifierShapeAndPrintsItsSource() {
    var counts: [Shape: Int] = [:]
    for seed in UInt64(0)..<400 {
      var generator = ProgramGenerator(seed: seed)
      let program = generator.program()
      for shape in Shape.allCases where shape.occurs(in: program.root) {
        counts[shape, default: 0] += 1
        #expect(
          program.description.contains(shape.rawValue), "seed \(seed): \(shape) is not in its source:\n\(program)")
      }
    }
    // Each in at least one program of forty: rare enough not to crowd out
    // the rest, common enough that a fuzz run of a few hundred programs
    // meets every one.
    for shape in Shape.allCases {
      #expect(counts[shape, default: 0] >= 10, "\(shape) in \(counts[shape, default: 0]) of 400 programs")
    }
  }

  nonisolated static let dialogs: [ProgramDialog] = [
    ProgramDialog(
      style: .alert, state: 0, tag: 1,
      buttons: [
        .init(role: .plain, effect: .increment(state: 1)), .init(role: .destructive, effect: .setText(index: 0, "x")),
        .init(role: .cancel, effect: .increment(state: 2)),
      ],
      message: .int(1)),
    ProgramDialog(
      style: .alertValue, state: 0, tag: 1,
      buttons: [.init(role: .destructive, effect: .focus(tag: 2)), .init(role: .cancel, effect: .increment(state: 1))],
      message: .typed(0)),
    ProgramDialog(
      style: .actionSheet, state: 0, tag: 1,
      buttons: [.init(role: .plain, effect: .increment(state: 1)), .init(role: .cancel, effect: .focus(tag: nil))],
      message: nil),
    // No cancel button: Escape closes the dialog without running an effect.
    ProgramDialog(
      style: .alert, state: 0, tag: 1, buttons: [.init(role: .plain, effect: .increment(state: 1))], message: nil),
  ]

  static func program(_ dialog: ProgramDialog) -> ViewProgram {
    let root = ProgramNode.vstack([
      .dialog(
        dialog,
        .vstack([
          .listRowInsets(.edges(top: 0, leading: 16, bottom: 0, trailing: 0), .field(tag: 2, text: 0)), .text(.int(1)),
        ])),
      .preferredColorScheme(.byState(1), .vstack([.colorSchemeText, .button(tag: 3, effect: .increment(state: 1))])),
    ])
    return ViewProgram(
      root: root, initialState: ProgramState(ints: [0, 0, 0], lists: [[], []], texts: ["", "", "", ""]))
  }

  /// Tab reaches the button that shows the dialog, Return shows it and
  /// focus moves in; Tab stays among its buttons; Escape closes it and
  /// focus comes back to the button that showed it.
  @Test(arguments: dialogs)
  func keysMoveFocusIntoADialogAndBackOut(dialog: ProgramDialog) throws {
    let harness = ProgramHarness()
    let program = Self.program(dialog)
    let host = TestHost(ProgramView(program: program, state: program.initialState, harness: harness))
    host.press(.tab)
    #expect(host.focusedElement?.label == "b1")
    host.press(.return)
    #expect(host.screen.contains("a1"), "the dialog is not shown:\n\(host.screen)")
    let first = try #require(host.focusedElement?.label)
    #expect(["ok1", "rm1", "no1"].contains(first), "focus is on \(first), not in the dialog")
    if dialog.buttons.count > 1 {
      host.press(.tab)
      #expect(host.focusedElement?.label != first)
      #expect(["ok1", "rm1", "no1"].contains(host.focusedElement?.label ?? ""))
    }
    host.press(.escape)
    #expect(!host.screen.contains("a1"), "the dialog is still shown:\n\(host.screen)")
    #expect((harness.context?.int(0).wrappedValue ?? 1) % 2 == 0)
    if dialog.buttons.contains(where: { $0.role == .cancel && $0.effect == .focus(tag: nil) }) {
      #expect(host.focusedElement == nil || host.focusedElement?.label == "b1")
    } else {
      #expect(host.focusedElement?.label == "b1")
    }
  }

  /// A key script through each dialog: shown by a click and by keys,
  /// dismissed by each of its buttons and by Escape, with the state that
  /// its message, the row insets and the color scheme read changing while
  /// it is up, and a resize: after each action, what a fresh host shows.
  @Test(arguments: dialogs)
  func dialogsShownAndDismissedByKeysMatchAFreshRender(dialog: ProgramDialog) {
    let actions: [ProgramAction] = [
      .click("b1"), .key(.tab), .setInt(1, to: 1), .key(.escape), .key(.returnKey), .key(.tab), .key(.returnKey),
      .click("f2"), .type("abc"), .writeFocus(1), .key(.space), .setInt(1, to: 2), .key(.shiftTab),
      .resize(width: 30, height: 8), .key(.returnKey), .click("b3"), .setInt(0, to: 3), .click("rm1"),
      .setInt(0, to: 5), .click("ok1"), .setInt(0, to: 7), .click("no1"), .writeFocus(2), .setInt(0, to: 9),
      .key(.escape), .key(.tab), .key(.tab), .key(.returnKey), .resize(width: 40, height: 12), .key(.down),
      .key(.returnKey),
    ]
    if let divergence = DifferentialRun(program: Self.program(dialog)).replay(actions) {
      Issue.record("\(Shrinker().shrink(divergence))")
    }
  }
}
