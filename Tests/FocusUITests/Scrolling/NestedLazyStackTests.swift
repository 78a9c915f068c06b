import FocusUITesting
import Testing

/// Lazy stacks whose rows Tab once found without focusable views: a later
/// change may enable them, and Tab must look again.
@MainActor @Suite struct NestedLazyStackTests {
  struct Stacks: View {
    @State var stacks = ["A", "B"]
    @State var enabled = false
    var body: some View {
      VStack {
        Button("Enable") { enabled = true }
        Button("Swap") { stacks.reverse() }
        ForEach(stacks, id: \.self) { stack in
          LazyVStack(alignment: .leading) {
            ForEach(0..<30, id: \.self) { row in
              TextField("\(stack) \(row)", text: .constant(""))
            }
          }
          .disabled(!enabled)
        }
      }
    }
  }

  @Test func shiftTabReachesTheRowsOfAStackEnabledAfterItsRowsWereReleased() {
    let host = TestHost(Stacks(), size: Size(width: 30, height: 12))
    #expect(host.element("A 0") != nil)
    host.click("Swap")  // A's rows, all disabled, leave the screen
    #expect(host.element("A 0") == nil)
    host.click("Enable")
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "A 29")
  }
}
