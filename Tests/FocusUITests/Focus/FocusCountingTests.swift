import FocusUITesting
import Testing

/// Moving focus runs only the bodies that read the focus state that changed.
@MainActor @Suite struct FocusCountingTests {
  struct StatusLine: View {
    let focus: FocusState<Int?>.Binding
    var body: some View {
      Text("focused \(focus.wrappedValue.map(String.init) ?? "nil")")
    }
  }

  struct BigForm: View {
    let fields: Int
    let ownerReadsFocus: Bool
    @FocusState private var focused: Int?
    var body: some View {
      Form {
        if ownerReadsFocus {
          Text("owner sees \(focused.map(String.init) ?? "nil")")
        }
        StatusLine(focus: $focused)
        ForEach(0..<fields, id: \.self) { index in
          FieldRow(index: index, focus: $focused)
        }
      }
    }
  }

  @Test func oneTabInATenThousandFieldFormRunsOnlyTheReadersBody() {
    let host = TestHost(BigForm(fields: 10_000, ownerReadsFocus: false), size: Size(width: 40, height: 10))
    host.press(.tab)
    let before = host.stats.bodyEvaluations
    host.press(.tab)
    #expect(host.focusedElement?.label == "Field 1")
    #expect(host.element("focused 1") != nil)
    #expect(host.stats.bodyEvaluations - before == 1)
  }

  @Test func whenTheOwnerReadsTheStateItsRowsAreStillSkipped() {
    let host = TestHost(BigForm(fields: 1_000, ownerReadsFocus: true), size: Size(width: 40, height: 10))
    host.press(.tab)
    let before = host.stats.bodyEvaluations
    host.press(.tab)
    #expect(host.element("owner sees 1") != nil)
    // The owner and the status line; no row.
    #expect(host.stats.bodyEvaluations - before == 2)
  }
}
