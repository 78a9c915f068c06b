import FocusUITesting
import Testing

/// `accessibilitySortPriority(_:)`: higher first within a container,
/// ties in view order, a group moving with what it holds.
@MainActor @Suite struct AccessibilitySortPriorityTests {
  struct Receipt: View {
    var body: some View {
      VStack {
        Text("Receipt")
        VStack {
          Text("Items: 3")
          Text("Total: $42").accessibilitySortPriority(1)
          Text("Paid by card")
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Summary")
        Button("Done") {}.accessibilitySortPriority(2)
      }
    }
  }

  @Test func higherPrioritiesAreReadFirstWithinTheirContainer() {
    let host = TestHost(Receipt())
    #expect(
      host.accessibilityElements.map(\.label) == [
        "Done", "Receipt", "Summary", "Total: $42", "Items: 3", "Paid by card",
      ])
  }

  @Test func theScreenReaderMovesInSortedOrderBothWays() {
    let host = TestHost(Receipt())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    var forward: [String] = []
    for _ in 0..<6 {
      voiceOver.moveNext()
      forward.append(voiceOver.focusedElement?.label ?? "nil")
    }
    #expect(forward == host.accessibilityElements.map(\.label))
    var backward: [String] = []
    for _ in 0..<5 {
      voiceOver.movePrevious()
      backward.append(voiceOver.focusedElement?.label ?? "nil")
    }
    #expect(backward == ["Items: 3", "Total: $42", "Summary", "Receipt", "Done"])
  }

  @Test func withoutPrioritiesTheOrderIsTheViews() {
    let host = TestHost(
      VStack {
        Text("A")
        Text("B").accessibilitySortPriority(0)
        Text("C")
      })
    #expect(host.accessibilityElements.map(\.label) == ["A", "B", "C"])
    #expect(host.accessibilityElements.map(\.sortPriority) == [0, 0, 0])
  }
}
