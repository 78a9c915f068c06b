import FocusUITesting
import Observation
import Testing

extension FocusedValues {
  @Entry var commandsCounter: Binding<Int>?
}

@Observable final class Library {
  var books = ["Dune"]
}

/// Commands: standard placements, menus of the app's own, custom
/// `Commands` types reading focused values, shortcuts, and what runs when.
@MainActor @Suite struct CommandsTests {
  struct Placements: App {
    var body: some Scene {
      WindowGroup("Main") { Text("main") }
        .commands {
          CommandGroup(before: .newItem) { Button("Import") {} }
          CommandGroup(after: .newItem) {
            Button("New from Template") {}
            Divider()
            Divider()
          }
          CommandGroup(replacing: .appTermination) { Button("Leave") {} }
          CommandMenu("Tools") {
            Button("Sharpen") {}
            Divider()
            Button("Blur") {}.keyboardShortcut("b", modifiers: [.command, .shift])
          }
          CommandGroup(replacing: .help) {}
        }
    }
  }

  @Test func groupsGoBeforeAfterOrInsteadOfTheStandardItemsAndMenusBeforeWindow() {
    let host = TestHost(app: Placements())
    let menus = host.menus
    #expect(menus.map(\.title) == ["Placements", "File", "Edit", "Tools", "Window"])
    #expect(menus[0].items.map(\.title) == ["Leave"])
    #expect(menus[1].items.map(\.title) == ["Import", "New Window", "New from Template", "Close"])
    // Dividers separate items: never doubled, never at the end.
    #expect(
      menus[1].entries.map { entry -> String in
        if case .item(let item) = entry { return item.title }
        return "—"
      } == ["Import", "New Window", "New from Template", "—", "Close"])
    #expect(menus[2].items.map(\.title) == ["Undo", "Redo"])
    #expect(menus[3].entries.count == 3)
    #expect(
      host.command("Blur")?.shortcut == KeyboardShortcut("b", modifiers: [.command, .shift]))
    #expect(host.command("Blur")?.shortcut?.description == "Ctrl-Shift-B")
  }

  @Test func performingAnUnknownOrDisabledCommandIsAWarning() {
    let host = TestHost(app: Placements())
    host.perform(command: "Explode")
    #expect(host.runtimeWarnings.contains { $0.contains("Explode") && $0.contains("no menu") })
    let view = TestHost(Text("a view"))
    view.perform(command: "Close")
    #expect(view.runtimeWarnings.contains { $0.contains("not an app") })
  }

  struct CounterView: View {
    @State private var count = 0
    @State private var first = ""
    @State private var second = ""
    var body: some View {
      VStack {
        Text("count \(count)")
        VStack {
          TextField("First", text: $first)
          TextField("Second", text: $second)
        }
        .focusedValue(\.commandsCounter, $count)
        .focusedValue(library)
        TextField("Outside", text: $first)
      }
    }
    @State private var library = Library()
  }

  struct CounterCommands: Commands {
    @FocusedBinding(\.commandsCounter) var counter
    @FocusedValue(Library.self) var library
    var body: some Commands {
      CommandMenu("Counter") {
        Button("Add (\(counter.map(String.init) ?? "none"))") { counter? += 1 }
          .keyboardShortcut("k")
          .disabled(counter == nil)
        Button("Books: \(library?.books.count ?? 0)") {}
      }
    }
  }

  final class Log {
    var appBodies = 0
  }

  struct CounterApp: App {
    static let log = Log()
    var body: some Scene {
      let _ = Self.log.appBodies += 1
      WindowGroup("Counter") { CounterView() }
        .commands { CounterCommands() }
    }
  }

  @Test func customCommandsReadFocusedValuesAndTheirItemsFollowThem() {
    let host = TestHost(app: CounterApp())
    #expect(host.command("Add (none)")?.isEnabled == false)
    #expect(host.command("Books: 0") != nil)
    host.click("First")
    #expect(host.command("Add (0)")?.isEnabled == true)
    #expect(host.command("Books: 1") != nil)
    host.press("k", modifiers: .control)  // .command is Ctrl in the terminal
    #expect(host.element("count 1") != nil)
    #expect(host.command("Add (1)") != nil)
    host.click("Outside")
    #expect(host.command("Add (none)")?.isEnabled == false)
    host.press("k", modifiers: .command)  // disabled: nothing happens
    #expect(host.element("count 1") != nil)
  }

  @Test func theAppsBodyRunsAgainOnlyWhenAFocusedValueItReadChanges() {
    CounterApp.log.appBodies = 0
    let host = TestHost(app: CounterApp())
    let atLaunch = CounterApp.log.appBodies
    host.click("First")  // nil → the counter: the commands read it
    let afterFocus = CounterApp.log.appBodies
    #expect(afterFocus == atLaunch + 1)
    host.click("Second")  // the same publisher: nothing changed
    host.type("typing")
    #expect(CounterApp.log.appBodies == afterFocus)
    #expect(host.runtimeWarnings.isEmpty)
  }
}
