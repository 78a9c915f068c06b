import FocusUITesting
import Testing

/// The standard command sets and the scene settings: `SidebarCommands`,
/// `ToolbarCommands`, `TextEditingCommands`, `TextFormattingCommands`,
/// `defaultSize` and `windowResizability`.
@MainActor @Suite struct StandardCommandsTests {
  struct Editor: View {
    @State var text = "pasta"
    @State var other = ""
    var body: some View {
      VStack {
        TextField("Dish", text: $text)
        TextField("Other", text: $other)
        Text("dish=\(text) other=\(other)")
      }
    }
  }

  struct EditorApp: App {
    var body: some Scene {
      WindowGroup("Kitchen") { Editor() }
        .commands {
          SidebarCommands()
          ToolbarCommands()
          TextEditingCommands()
          TextFormattingCommands()
          CommandGroup(replacing: .newItem) {}
        }
    }
  }

  @Test func theStandardSetsAppearInTheirMenus() {
    let host = TestHost(app: EditorApp())
    let edit = host.menus.first { $0.title == "Edit" }
    #expect(
      edit?.items.map(\.title) == [
        "Undo", "Redo", "Cut", "Copy", "Paste", "Select All", "Make Upper Case", "Make Lower Case", "Capitalize",
        "Bold", "Italic",
        "Underline",
      ])
    #expect(host.command("Bold")?.isEnabled == false)
    #expect(host.command("Paste")?.shortcut == KeyboardShortcut("v"))
    let view = host.menus.first { $0.title == "View" }
    #expect(view?.items.map(\.title) == ["Hide Toolbar", "Toggle Sidebar"])
    // No split view or toolbar in the window: nothing to toggle.
    #expect(host.command("Toggle Sidebar")?.isEnabled == false)
    #expect(host.command("Hide Toolbar")?.isEnabled == false)
    // CommandGroup(replacing: .newItem) {} removed New Window.
    #expect(host.command("New Window") == nil)
  }

  @Test func selectAllCopyAndPasteMoveTextBetweenFields() {
    let host = TestHost(app: EditorApp())
    host.click("Dish")
    host.perform(command: "Select All")
    host.perform(command: "Copy")
    host.click("Other")
    host.perform(command: "Paste")
    #expect(host.screen.contains("dish=pasta other=pasta"))
  }

  @Test func typingAfterSelectAllReplacesTheText() {
    let host = TestHost(app: EditorApp())
    host.click("Dish")
    host.press("a", modifiers: .control)
    host.type("soup")
    #expect(host.screen.contains("dish=soup other="))
  }

  @Test func cutTakesTheSelectionAndPasteInsertsItAtTheCaret() {
    let host = TestHost(app: EditorApp())
    host.click("Dish")
    host.perform(command: "Select All")
    host.perform(command: "Cut")
    #expect(host.screen.contains("dish= other="))
    host.type("hot ")
    host.press("v", modifiers: .control)
    #expect(host.screen.contains("dish=hot pasta other="))
  }

  @Test func copyWithoutASelectionKeepsThePasteboard() {
    let host = TestHost(app: EditorApp())
    host.click("Dish")
    host.perform(command: "Select All")
    host.perform(command: "Copy")
    host.press(.end)
    host.perform(command: "Copy")  // nothing selected now
    host.click("Other")
    host.perform(command: "Paste")
    #expect(host.screen.contains("other=pasta"))
  }

  @Test func transformationsChangeTheFocusedField() {
    let host = TestHost(app: EditorApp())
    host.click("Dish")
    host.perform(command: "Make Upper Case")
    #expect(host.screen.contains("dish=PASTA"))
    host.perform(command: "Capitalize")
    #expect(host.screen.contains("dish=Pasta"))
  }

  @Test func textCommandsWithNoFieldFocusedDoNothing() {
    let host = TestHost(app: EditorApp())
    host.perform(command: "Make Upper Case")
    host.perform(command: "Paste")
    #expect(host.screen.contains("dish=pasta other="))
  }

  struct Splitting: View {
    @State var showsSidebar = true
    var body: some View {
      VStack {
        if showsSidebar { Text("Sidebar") }
        Text("Detail")
      }
      .focusedSceneValue(\.sidebarToggle, ChromeToggle { showsSidebar.toggle() })
    }
  }

  struct SplitApp: App {
    var body: some Scene {
      WindowGroup("Split") { Splitting() }
        .commands { SidebarCommands() }
    }
  }

  @Test func toggleSidebarRunsTheToggleTheWindowRegistered() {
    let host = TestHost(app: SplitApp())
    #expect(host.command("Toggle Sidebar")?.isEnabled == true)
    host.perform(command: "Toggle Sidebar")
    #expect(!host.screen.contains("Sidebar"))
    host.perform(command: "Toggle Sidebar")
    #expect(host.screen.contains("Sidebar"))
  }

  struct Sized: App {
    var width: CGFloat = 400
    var body: some Scene {
      WindowGroup { Text("sized") }
        .defaultSize(width: width, height: 160)
        .windowResizability(.contentSize)
    }
  }

  @Test func testHostStartsAtTheFirstWindowsDefaultSize() {
    #expect(TestHost(app: Sized()).size == Size(width: 50, height: 12))
    #expect(TestHost(app: Sized(), size: Size(width: 30, height: 5)).size == Size(width: 30, height: 5))
    #expect(TestHost(app: EditorApp()).size == Size(width: 80, height: 24))
  }

  @Test func aDefaultSizeThatIsNoSizeIsIgnoredWithAWarning() {
    for width in [CGFloat.nan, -10, .infinity, 0] {
      let host = TestHost(app: Sized(width: width))
      #expect(host.size == Size(width: 80, height: 24))
      #expect(host.runtimeWarnings.contains { $0.contains("is not a window size") })
    }
  }
}
