import FocusUITesting
import Testing

/// A custom control taking part in focus through Blueprint's `FocusBinding`.
@MainActor @Suite struct CustomControlTests {
  struct ColorWell: View {
    let focus: FocusBinding
    @State private var isActive = false

    var body: some View {
      Button(isActive ? "Color (active)" : "Color") { focus.onFocus() }
        .onAppear {
          focus.trigger.focusAction = { isActive = true }
          focus.trigger.blurAction = { isActive = false }
        }
    }
  }

  enum Field: Hashable {
    case name
    case color
  }

  struct Editor: View {
    @FocusState private var focusedField: Field?
    @State private var name = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name)
          .focused($focusedField, equals: .name)
        ColorWell(focus: $focusedField.binding(for: .color))
        Button("Pick color") { focusedField = .color }
        Text("value \(focusedField.map { "\($0)" } ?? "nil")")
      }
    }
  }

  @Test func writingTheControlsValueFiresItsFocusTrigger() {
    let host = TestHost(Editor())
    host.click("Pick color")
    #expect(host.element("Color (active)") != nil)
    #expect(host.element("value color") != nil)
    #expect(host.focusedElement == nil)
  }

  @Test func theControlsOnFocusSetsTheStateAndFocusElsewhereBlursIt() {
    let host = TestHost(Editor())
    host.click("Pick color")
    #expect(host.element("Color (active)") != nil)
    host.click("Name")
    #expect(host.element("value name") != nil)
    #expect(host.element("Color") != nil)
    host.click("Color")
    #expect(host.element("value color") != nil)
    #expect(host.focusedElement == nil)
  }
}
