import FocusUITesting
import Testing

/// `keyboardShortcut` on buttons in a window: the key presses the button
/// from wherever focus is.
@MainActor @Suite struct KeyboardShortcutTests {
  struct Editor: View {
    @State private var text = ""
    @State private var log: [String] = []
    @State private var canDelete = false

    var body: some View {
      VStack {
        TextField("Text", text: $text)
          .onSubmit { log.append("submit") }
        Button("Save") { log.append("save") }.keyboardShortcut("s")
        Button("Done") { log.append("done") }.keyboardShortcut(.defaultAction)
        Button("Delete") { log.append("delete") }
          .keyboardShortcut("d", modifiers: [.command, .shift])
          .disabled(!canDelete)
        Toggle("Can delete", isOn: $canDelete)
        Text("log: \(log.joined(separator: " "))")
      }
    }
  }

  @Test func aShortcutPressesItsButtonFromAnywhereInTheWindow() {
    let host = TestHost(Editor())
    host.click("Text")
    host.press("s", modifiers: .control)  // .command is Ctrl in the terminal
    #expect(host.element("log: save") != nil)
    #expect(host.focusedElement?.label == "Text")
  }

  @Test func aFocusedControlUsesAPlainKeyBeforeTheShortcutsDo() {
    let host = TestHost(Editor())
    host.press(.return)  // nothing focused: the .defaultAction button
    host.click("Text")
    host.press(.return)  // the text field submits
    host.press(.tab)
    host.press(.return)  // the focused button (Save) runs, not Done
    #expect(host.element("log: done submit save") != nil)
  }

  @Test func aDisabledButtonsShortcutDoesNothingUntilItIsEnabled() {
    let host = TestHost(Editor())
    host.press("d", modifiers: [.command, .shift])
    #expect(host.element("log: ") != nil)
    host.click("Can delete")
    host.press("D", modifiers: [.control, .shift])
    #expect(host.element("log: delete") != nil)
  }

  @Test func keysWithoutAShortcutStillReachTheFocusedControl() {
    let host = TestHost(Editor())
    host.click("Text")
    host.type("ab")
    host.press(.delete)
    #expect(host.element("Text")?.value == "a")
    host.press("s", modifiers: .option)  // Alt-S is no shortcut here
    #expect(host.element("log: ") != nil)
  }
}
