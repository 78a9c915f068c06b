import FocusUITesting
import Testing

/// Scenes: window groups, single windows, `openWindow`, and the focused
/// scene deciding what commands and readers see.
@MainActor @Suite struct SceneTests {
  struct Notes: App {
    var body: some Scene {
      WindowGroup("Notes") {
        Text("A note")
      }
    }
  }

  @Test func anAppOpensAWindowPerWindowGroupAndShowsTheFirst() {
    let host = TestHost(app: Notes())
    #expect(host.windows == ["Notes"])
    #expect(host.element("A note") != nil)
  }

  struct Composite: Scene {
    var body: some Scene {
      WindowGroup { Text("inner") }
    }
  }

  struct TwoScenes: App {
    var body: some Scene {
      WindowGroup("First") { Text("1") }
      Composite()
      Window("Activity", id: "activity") { Text("activity") }
    }
  }

  @Test func scenesNestAndASingleWindowWaitsToBeOpened() {
    let host = TestHost(app: TwoScenes())
    // An untitled window group is titled after the app.
    #expect(host.windows == ["First", "TwoScenes"])
    host.selectWindow(1)
    #expect(host.element("inner") != nil)
  }

  struct Opener: App {
    var body: some Scene {
      WindowGroup("Main") { OpenerView() }
      WindowGroup("Note", id: "note") { NoteView() }
      Window("Activity", id: "activity") { Text("activity") }
    }
  }

  struct OpenerView: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
      VStack {
        Button("New note") { openWindow(id: "note") }
        Button("Activity") { openWindow(id: "activity") }
        Button("Nowhere") { openWindow(id: "nowhere") }
      }
    }
  }

  struct NoteView: View {
    @State private var text = ""
    var body: some View { TextField("Text", text: $text) }
  }

  @Test func openWindowOpensAnotherWindowOfAGroupButOnlyOneOfAWindow() {
    let host = TestHost(app: Opener())
    #expect(host.windows == ["Main", "Note"])
    host.selectWindow(0)
    host.click("New note")
    #expect(host.windows == ["Main", "Note", "Note"])
    #expect(host.selectedWindow == 2)
    host.selectWindow(0)
    host.click("Activity")
    #expect(host.windows == ["Main", "Note", "Note", "Activity"])
    host.selectWindow(0)
    host.click("Activity")
    #expect(host.windows.count == 4)
    #expect(host.selectedWindow == 3)
    host.selectWindow(0)
    host.click("Nowhere")
    #expect(host.runtimeWarnings.contains { $0.contains("nowhere") })
  }

  @Test func eachWindowOfAGroupHasItsOwnState() {
    let host = TestHost(app: Opener())
    host.selectWindow(1)
    host.click("Text")
    host.type("first")
    host.perform(command: "New Window")
    #expect(host.windows.count == 3)
    #expect(host.element("Text")?.value == "")
    host.selectWindow(1)
    #expect(host.element("Text")?.value == "first")
  }

  @Test func closeRemovesTheSelectedWindow() {
    let host = TestHost(app: Opener())
    host.press("w", modifiers: .command)
    #expect(host.windows == ["Note"])
    host.perform(command: "Close")
    #expect(host.windows.isEmpty)
    #expect(host.command("Close")?.isEnabled == false)
  }

  @Test func theWindowMenuListsTheWindowsAndSelectsOne() {
    let host = TestHost(app: Opener())
    #expect(host.menus.first { $0.title == "Window" }?.items.map(\.title) == ["Main", "Note"])
    host.perform(command: "Note", in: "Window")
    #expect(host.selectedWindow == 1)
  }

  struct Clearing: View {
    @State private var text = "draft"
    var body: some View {
      VStack {
        TextField("Text", text: $text)
          .focusedValue(\.clearAction) { text = "" }
      }
    }
  }

  struct ClosureApp: App {
    @FocusedValue(\.clearAction) var clear
    var body: some Scene {
      WindowGroup("Editor") { Clearing() }
        .commands {
          CommandMenu("Text") {
            Button("Clear") { clear?() }.disabled(clear == nil)
          }
        }
    }
  }

  @Test func aClosurePublishedAsAFocusedValueRunsFromAMenuWithoutUpdatingForever() {
    let host = TestHost(app: ClosureApp())
    #expect(host.command("Clear")?.isEnabled == false)
    host.click("Text")
    #expect(host.command("Clear")?.isEnabled == true)
    host.perform(command: "Clear")
    #expect(host.element("Text")?.value == "")
    #expect(host.runtimeWarnings.isEmpty)
  }
}

extension FocusedValues {
  @Entry var clearAction: (@MainActor () -> Void)?
}
