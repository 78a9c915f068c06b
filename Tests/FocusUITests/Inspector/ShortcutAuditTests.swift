import FocusDemoExamples
import FocusUITesting
import Foundation
import Testing

/// The shortcut audit: a runtime warning for each kind of shortcut that
/// cannot fire as written, and the inspector's list of live shortcuts.
@MainActor @Suite struct ShortcutAuditTests {
  struct TwoSaves: View {
    var body: some View {
      HStack {
        Button("Save") {}.keyboardShortcut("s")
        Button("Save All") {}.keyboardShortcut("s")
      }
    }
  }

  @Test func twoButtonsOnOneKeyWarnThatOnlyTheFirstRuns() {
    let host = TestHost(TwoSaves())
    #expect(
      host.runtimeWarnings.contains(
        "Two shortcuts take Ctrl-S: button \"Save\" and button \"Save All\". The first wins: it takes the key; the other never fires."
      ), "\(host.runtimeWarnings)")
  }

  @Test func differentKeysOrModifiersDoNotWarn() {
    struct Distinct: View {
      var body: some View {
        HStack {
          Button("Save") {}.keyboardShortcut("s")
          Button("Save As") {}.keyboardShortcut("s", modifiers: [.command, .shift])
          Button("Open") {}.keyboardShortcut("o")
        }
      }
    }
    #expect(TestHost(Distinct()).runtimeWarnings.isEmpty)
  }

  struct Exporter: App {
    var body: some Scene {
      WindowGroup("Main") { Button("Export PDF") {}.keyboardShortcut("e") }
        .commands {
          CommandGroup(after: .saveItem) { Button("Export") {}.keyboardShortcut("e") }
        }
    }
  }

  @Test func aMenuCommandAndAButtonOnOneKeyWarnThatTheCommandWins() {
    let host = TestHost(app: Exporter())
    #expect(
      host.runtimeWarnings.contains {
        $0.hasPrefix("Two shortcuts take Ctrl-E: menu item File ▸ Export and button \"Export PDF\".")
      }, "\(host.runtimeWarnings)")
  }

  struct NextRow: View {
    var body: some View {
      VStack {
        Button("Next") {}.keyboardShortcut(.downArrow, modifiers: [])
      }
      .onKeyPress(.downArrow) { .handled }
    }
  }

  @Test func anOnKeyPressAroundTheFocusedViewAndAButtonOnOneKeyWarn() {
    let host = TestHost(NextRow())
    // Nothing focused: the handler hears no keys, so it takes none.
    #expect(host.runtimeWarnings.isEmpty)
    host.press(.tab)
    #expect(
      host.runtimeWarnings.contains {
        $0.hasPrefix("Two shortcuts take ↓: onKeyPress on button \"Next\" and button \"Next\".")
          && $0.hasSuffix("it hears the key first; the other runs only when it returns .ignored.")
      }, "\(host.runtimeWarnings)")
  }

  struct Notes: View {
    @State private var note = ""
    var body: some View {
      VStack {
        Button("Archive") {}.keyboardShortcut("a", modifiers: [])
        TextField("Note", text: $note)
      }
    }
  }

  @Test func aPlainCharacterShortcutWarnsOnceATextFieldHasFocus() {
    let host = TestHost(Notes())
    host.press(.tab)  // Archive: the key reaches the shortcut
    #expect(host.runtimeWarnings.isEmpty)
    host.press(.tab)  // Note
    #expect(
      host.runtimeWarnings == [
        "The shortcut A of button \"Archive\" never fires while textField \"Note\" has focus: typing inserts the character instead."
      ])
  }

  @Test func anOnKeyPressForCharactersAroundAFocusedTextFieldWarns() {
    struct Digits: View {
      @State private var amount = ""
      var body: some View {
        VStack { TextField("Amount", text: $amount) }
          .onKeyPress(characters: .decimalDigits) { _ in .handled }
      }
    }
    let host = TestHost(Digits())
    host.press(.tab)
    #expect(
      host.runtimeWarnings.contains {
        $0.hasPrefix("The onKeyPress on textField \"Amount\" for characters never fires while textField \"Amount\"")
      }, "\(host.runtimeWarnings)")
  }

  @Test func aShortcutOnAKeyTheTerminalKeepsWarns() {
    struct Copier: View {
      var body: some View { Button("Copy") {}.keyboardShortcut("c") }
    }
    #expect(
      TestHost(Copier()).runtimeWarnings == [
        "The shortcut Ctrl-C of button \"Copy\" never reaches the app: the terminal keeps Ctrl-C (it quits the app)."
      ])
  }

  @Test func aShortcutOnAKeyTheBrowserKeepsWarnsInABrowser() {
    struct Closer: View {
      var body: some View { Button("Close Note") {}.keyboardShortcut("w") }
    }
    let host = TestHost(Closer())
    #expect(host.runtimeWarnings.isEmpty)  // the terminal passes Ctrl-W on
    host.reservedShortcuts = ReservedShortcut.browser
    host.press(.tab)
    #expect(
      host.runtimeWarnings == [
        "The shortcut Ctrl-W of button \"Close Note\" never reaches the app: the browser keeps Ctrl-W (it closes the browser tab)."
      ])
  }

  @Test func theStandardMenuItemsAreLeftToTheHost() {
    // Undo is Ctrl-Z, which the terminal keeps for job control on purpose.
    struct Plain: App {
      var body: some Scene { WindowGroup("Main") { Text("main") } }
    }
    let host = TestHost(app: Plain())
    #expect(host.commands.contains { $0.shortcut == KeyboardShortcut("z") })
    #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
  }

  @Test func theActiveShortcutsAreListedInTheOrderKeysReachThem() {
    let host = TestHost(app: Exporter())
    let shortcuts = host.activeShortcuts.map(\.description)
    #expect(shortcuts.contains("Ctrl-E  menu item File ▸ Export"))
    #expect(shortcuts.last == "Ctrl-E  button \"Export PDF\"")
  }

  @Test func theInspectorListsTheActiveShortcutsAndTheirOwners() {
    let host = TestHost(TwoSaves(), size: Size(width: 80, height: 30))
    host.press(.f12)
    let screen = host.screen
    #expect(screen.contains("Shortcuts (first wins):"), "\(screen)")
    #expect(screen.contains("Ctrl-S  button \"Save\""))
    #expect(screen.contains("Ctrl-S  button \"Save All\""))
  }

  @Test(arguments: [
    ("Second Ctrl-S button", "warning: Two shortcuts take Ctrl-S: button \"Save\" and button \"Save All\"."),
    ("Copy on Ctrl-C", "warning: The shortcut Ctrl-C of button \"Copy\" never reaches the app"),
    ("Note", "warning: The shortcut A of button \"Archive\" never fires while textField \"Note\" has focus"),
  ])
  func eachKindOfWarningShowsInTheDemosWarningLine(control: String, warning: String) {
    let host = TestHost(DemoRoot(initial: "shortcut-audit"), size: Size(width: 200, height: 16))
    #expect(!host.screen.contains("warning:"))
    host.click(control)
    #expect(host.screen.contains(warning), "\(host.screen)")
  }
}
