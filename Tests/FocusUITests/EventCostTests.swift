import FocusUITesting
import Testing

/// One event in a window: at most one update pass with work and exactly one
/// layout, whatever the event changes.
@MainActor @Suite struct EventCostTests {
  struct Editor: View {
    @State private var name = ""
    @State private var count = 0
    @FocusState private var field: Int?
    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($field, equals: 1)
        Button("Add \(count)") {
          count += 1
          field = 1
        }
        Text("field \(field.map(String.init) ?? "nil")")
      }
    }
  }

  @Test func eachKeyTypeOrClickIsOneUpdateAndOneLayout() {
    let host = TestHost(Editor())
    let events: [(String, (TestHost) -> Void)] = [
      ("Tab", { $0.press(.tab) }),
      ("typing", { $0.type("abc") }),
      ("Tab to the button", { $0.press(.tab) }),
      ("Return on the button", { $0.press(.return) }),
      ("a click", { $0.click("Add 1") }),
    ]
    for (name, event) in events {
      let before = host.stats
      event(host)
      let after = host.stats
      #expect(after.updatePasses - before.updatePasses <= 1, "\(name)")
      #expect(after.layoutPasses - before.layoutPasses == 1, "\(name)")
    }
    #expect(host.element("field 1") != nil)
    #expect(host.element("Add 2") != nil)
  }
}
