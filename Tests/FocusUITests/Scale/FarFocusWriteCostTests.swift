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

  @Test func aFarFocusWriteAfterAParentStateChangeDoesTheSameWorkAtTenTimesTheRows() {
    let small = workOfAFarWrite(rows: 1_000)
    let large = workOfAFarWrite(rows: 10_000)
    #expect(small == large)
    #expect(small["rows run"] == 0)
    #expect(small["rows diffed"] == 0)
    #expect(small["bodies"] == 1)
  }
}
