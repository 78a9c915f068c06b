import FocusUITesting
import Observation
import Testing

/// A presentation is window-modal in an app: the menus and their
/// shortcuts wait, the window tabs still switch.
@MainActor @Suite struct PresentationAppTests {
  @MainActor @Observable final class Journal {
    var ran: [String] = []
  }

  struct SheetApp: App {
    /// Each test sets its own; tests run on the main actor one at a time.
    static var journal = Journal()
    let journal = SheetApp.journal

    var body: some Scene {
      WindowGroup("Main") { SheetWindow() }
        .commands {
          CommandMenu("Tools") {
            Button("Sharpen") { journal.ran.append("sharpen") }
              .keyboardShortcut("j")
          }
        }
    }
  }

  struct SheetWindow: View {
    @State private var isEditing = false

    var body: some View {
      Button("Edit") { isEditing = true }
        .sheet(isPresented: $isEditing) {
          Button("Done") { isEditing = false }
        }
    }
  }

  @Test func commandShortcutsAndMenusWaitWhileASheetIsUp() {
    let journal = Journal()
    SheetApp.journal = journal
    let host = TestHost(app: SheetApp())
    host.press("j", modifiers: .command)
    #expect(journal.ran == ["sharpen"])
    host.click("Edit")
    #expect(host.focusedElement?.label == "Done")
    host.press("j", modifiers: .command)
    host.perform(command: "Sharpen")
    #expect(journal.ran == ["sharpen"])
    #expect(host.runtimeWarnings.contains { $0.contains("Sharpen") && $0.contains("sheet") })
    host.press(.f10)
    #expect(!host.screen.contains("Sharpen"))
    #expect(host.focusedElement?.label == "Done")
    host.press(.escape)
    host.press("j", modifiers: .command)
    #expect(journal.ran == ["sharpen", "sharpen"])
  }

  @Test func theWindowTabsStillSwitchAndEachWindowKeepsItsSheet() {
    let journal = Journal()
    SheetApp.journal = journal
    let host = TestHost(app: SheetApp())
    host.click("Edit")
    host.press("n", modifiers: .command)  // New Window: a menu shortcut, waits too
    #expect(host.windows.count == 1)
    host.press(.escape)
    host.press("n", modifiers: .command)
    #expect(host.windows.count == 2)
    host.click("Edit")
    host.selectWindow(0)
    #expect(host.element("Done") == nil)
    host.selectWindow(1)
    #expect(host.focusedElement?.label == "Done")
  }

  @Test func aSheetThatAppearsClosesAnOpenMenu() {
    let journal = Journal()
    SheetApp.journal = journal
    let host = TestHost(app: SheetApp())
    host.press(.f10)
    #expect(host.screen.contains("Quit"))
    host.click("Edit")  // as a timer might present it while the menu is open
    #expect(!host.screen.contains("Quit"))
    #expect(host.focusedElement?.label == "Done")
  }
}
