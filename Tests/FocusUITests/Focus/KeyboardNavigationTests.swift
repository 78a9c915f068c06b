import FocusUITesting
import Testing

/// The Tab order policy: every control (the terminal's default), or text
/// fields only (a Mac with keyboard navigation off).
@MainActor @Suite struct KeyboardNavigationTests {
  struct Form: View {
    let navigation: KeyboardNavigation
    @State private var name = ""
    @State private var isOn = false
    @State private var presses = 0

    var body: some View {
      VStack {
        TextField("Name", text: $name)
        Toggle("Subscribe", isOn: $isOn)
        Button("Save \(presses)") { presses += 1 }
          .keyboardShortcut("s", modifiers: .control)
        Text("Notes").focusable()
        TextField("City", text: $name)
      }
      .environment(\.keyboardNavigation, navigation)
    }
  }

  func tabStops(_ host: TestHost, count: Int) -> [String] {
    (0..<count).map { _ in
      host.press(.tab)
      return host.focusedElement?.label ?? "nil"
    }
  }

  @Test func byDefaultTabReachesEveryControl() {
    let host = TestHost(Form(navigation: .allControls))
    #expect(tabStops(host, count: 5) == ["Name", "Subscribe", "Save 0", "Notes", "City"])
  }

  @Test func withTextFieldsOnlyTabSkipsButtonsAndTogglesButShortcutsStillPress() {
    let host = TestHost(Form(navigation: .textFieldsOnly))
    #expect(tabStops(host, count: 3) == ["Name", "Notes", "City"])
    host.press("s", modifiers: .control)
    #expect(host.element("Save 1") != nil)
  }
}
