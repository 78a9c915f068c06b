import FocusUITesting
import Testing

/// Issue #31: a button that changes a parent `@State` and writes focus to a
/// far row of `ScrollView { VStack { ForEach } }` does the same work at
/// 1,000 rows as at 10,000: no row runs, no row is matched again, and
/// layout places and measures only what changed (the button, the two
/// fields whose focus changed, the containers around them).
@MainActor @Suite struct FarFocusWriteCostTests {
  struct Form: View {
    let fields: Int
    @State private var presses = 0
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Button("Jump (\(presses))") {
          presses += 1
          focused = (focused ?? 0) < fields / 2 ? fields - 1 - presses % 10 : presses % 10
        }
        .keyboardShortcut("j", modifiers: .control)
        ScrollView {
          VStack {
            ForEach(0..<fields, id: \.self) { FieldRow(index: $0, focus: $focused) }
          }
        }
      }
    }
  }

  /// The work of the third jump (the first two focus a field and scroll
  /// once each way), as counts.
  private func workOfAFarWrite(rows: Int) -> [String: Int] {
    let host = TestHost(Form(fields: rows))
    host.press("j", modifiers: .control)
    host.press("j", modifiers: .control)
    let before = host.stats
    host.press("j", modifiers: .control)
    let after = host.stats
    #expect(host.focusedElement?.label == "Field \(rows - 1 - 3 % 10)")
    return [
      "bodies": after.bodyEvaluations - before.bodyEvaluations,
      "rows run": after.rowEvaluations - before.rowEvaluations,
      "rows diffed": after.rowsDiffed - before.rowsDiffed,
      "placements": after.placements - before.placements,
      "measurements": after.measurements - before.measurements,
      "elements built": after.elementsBuilt - before.elementsBuilt,
    ]
  }

  /// Issue #39's form (the peers' scenario): the button sits above the
  /// scroll view, and each jump writes focus to a row far from the last.
  struct BigForm: View {
    let n: Int
    @FocusState private var focus: Int?
    @State private var jumps = 0
    var body: some View {
      VStack {
        Button("Jump") {
          jumps += 1
          focus = (jumps * 7919) % n
        }
        ScrollView {
          VStack {
            ForEach(0..<n, id: \.self) { i in
              TextField("field \(i)", text: .constant("")).focused($focus, equals: i)
            }
          }
        }
      }
    }
  }

  /// The work of the third click at Jump's cell (the first two focus a
  /// row and scroll the form away from the top), or of the third click
  /// by its label, as counts.
  private func workOfAJump(rows: Int, byLabel: Bool = false) -> [String: Int] {
    let host = TestHost(BigForm(n: rows))
    guard let cell = host.element("Jump")?.frame.origin else {
      Issue.record("no Jump button")
      return [:]
    }
    let click = { byLabel ? host.click("Jump") : host.click(at: cell) }
    click()
    #expect(host.focusedElement?.label == "field \(7919 % rows)")
    click()
    let before = host.stats
    click()
    let after = host.stats
    // Rows scrolled out above the scroll view lie under the button's cell:
    // the click still reaches the button.
    #expect(host.focusedElement?.label == "field \(3 * 7919 % rows)")
    return [
      "frames hit-tested": after.hitFramesTested - before.hitFramesTested,
      "rows run": after.rowEvaluations - before.rowEvaluations,
      "placements": after.placements - before.placements,
      "measurements": after.measurements - before.measurements,
      "elements built": after.elementsBuilt - before.elementsBuilt,
    ]
  }

  @Test func aClickAtAButtonAboveAScrolledFormDoesTheSameWorkAtTenTimesTheRows() {
    let small = workOfAJump(rows: 1_000)
    let large = workOfAJump(rows: 10_000)
    #expect(small == large)
    #expect(small["rows run"] == 0)
    // The root's stacks, the button: a binary search per stack.
    #expect((small["frames hit-tested"] ?? .max) <= 40, "\(small)")
  }

  @Test func aClickByLabelAfterAFarWriteFilesAFewItemsAgainAtAnySize() {
    let small = workOfAJump(rows: 1_000, byLabel: true)
    let large = workOfAJump(rows: 10_000, byLabel: true)
    #expect(small == large)
    #expect((small["elements built"] ?? .max) <= 40, "\(small)")
  }

  @Test func aFarFocusWriteAfterAParentStateChangeDoesTheSameWorkAtTenTimesTheRows() {
    let small = workOfAFarWrite(rows: 1_000)
    let large = workOfAFarWrite(rows: 10_000)
    #expect(small == large)
    #expect(small["rows run"] == 0)
    #expect(small["rows diffed"] == 0)
    #expect(small["bodies"] == 1)
  }
}
