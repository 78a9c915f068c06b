import FocusUITesting
import Testing

/// Lazy stacks: only rows near the visible area are made, yet focus,
/// writes and scroll requests reach every row.
@MainActor @Suite struct LazyStackTests {
  struct Rows: View {
    let count: Int
    @FocusState private var focused: Int?
    @State private var texts: [Int: String] = [:]
    var body: some View {
      VStack {
        Button("Before") {}
        ScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<count, id: \.self) { index in
              Button("Row \(index)") {}
                .focused($focused, equals: index)
            }
          }
        }
        Button("Jump") { focused = count - 1 }
        Button("Middle") { focused = count / 2 }
      }
    }
  }

  @Test func onlyRowsNearTheVisibleAreaAreMade() {
    let host = TestHost(Rows(count: 100_000), size: Size(width: 30, height: 10))
    print(host.screen)
    #expect(host.element("Row 0") != nil)
    #expect(host.element("Row 500") == nil)
    #expect(host.stats.rowEvaluations < 40)
  }

  @Test func aWriteToARowNeverMadeMakesItFocusesItAndScrollsItIntoView() {
    let host = TestHost(Rows(count: 100_000), size: Size(width: 30, height: 10))
    host.click("Jump")
    print(host.screen)
    #expect(host.focusedElement?.label == "Row 99999")
    #expect(host.screen.contains("Row 99999"))
    host.click("Middle")
    print(host.screen)
    #expect(host.focusedElement?.label == "Row 50000")
    #expect(host.screen.contains("Row 50000"))
    print(host.stats.rowEvaluations, host.stats.liveNodes)
  }

  @Test func tabFromTheLastMadeRowMakesTheNext() {
    let host = TestHost(Rows(count: 100_000), size: Size(width: 30, height: 10))
    for _ in 0..<40 { host.press(.tab) }
    print(host.screen)
    #expect(host.focusedElement?.label == "Row 38")
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    for _ in 0..<40 { host.press(.tab, modifiers: .shift) }
    print(host.screen)
    #expect(host.focusedElement?.label == "Middle")
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Row 99999")
    print(host.screen)
  }
}
