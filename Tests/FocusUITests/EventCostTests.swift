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

extension FocusedValues {
  @Entry var eventCostName: String?
}

/// In an app, one event is one pass of the window it lands in and one of the
/// commands that read what the window publishes: never a second round.
@MainActor @Suite struct AppEventCostTests {
  struct Fields: View {
    @State private var first = ""
    @State private var second = ""
    @FocusState private var focus: Int?
    var body: some View {
      VStack {
        TextField("First", text: $first).focused($focus, equals: 1)
        TextField("Second", text: $second).focused($focus, equals: 2)
      }
      .focusedValue(\.eventCostName, focus.map { "field \($0)" })
    }
  }

  struct NameCommands: Commands {
    @FocusedValue(\.eventCostName) var name
    var body: some Commands {
      CommandMenu("Field") {
        Button("Rename \(name ?? "nothing")") {}.disabled(name == nil)
      }
    }
  }

  struct FieldsApp: App {
    var body: some Scene {
      WindowGroup("Fields") { Fields() }.commands { NameCommands() }
    }
  }

  @Test func eachEventIsOnePassOfTheWindowAndOneOfTheCommandsThatReadIt() throws {
    let host = TestHost(app: FieldsApp())
    for (name, event) in [("Tab", { (host: TestHost) in host.press(.tab) }), ("Tab again", { $0.press(.tab) })] {
      let window = host.stats
      let commands = try #require(host.device.commandStats)
      event(host)
      #expect(host.stats.updatePasses - window.updatePasses == 1, "\(name)")
      // Moving focus changes no size: no layout at all.
      #expect(host.stats.layoutPasses - window.layoutPasses <= 1, "\(name)")
      #expect(try #require(host.device.commandStats).updatePasses - commands.updatePasses == 1, "\(name)")
    }
    #expect(host.command("Rename field 2") != nil)
    let window = host.stats
    let commands = try #require(host.device.commandStats)
    host.type("abc")
    // Typing runs no body (none reads the text) and changes no focused value.
    #expect(host.stats.updatePasses - window.updatePasses <= 1)
    #expect(host.device.commandStats?.updatePasses == commands.updatePasses)
    #expect(host.element("Second")?.value == "abc")
  }
}
