import FocusUITesting
import Testing

/// `ButtonStyle`, `PrimitiveButtonStyle` and the built-in button styles.
@MainActor @Suite struct ButtonStyleTests {
  struct Braces: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      Focused(label: configuration.label, role: configuration.role)
    }

    struct Focused: View {
      let label: ButtonStyleConfiguration.Label
      let role: ButtonRole?
      @Environment(\.isFocused) private var isFocused
      var body: some View {
        HStack(spacing: 0) {
          Text(isFocused ? "{*" : "{ ")
          label
          Text(role == .destructive ? " !}" : " }")
        }
      }
    }
  }

  struct Pane: View {
    @State var count = 0
    var body: some View {
      VStack(alignment: .leading) {
        Button("First") {}
        Button("Add") { count += 1 }.buttonStyle(Braces())
        Button("Delete", role: .destructive) {}.buttonStyle(Braces())
        Text("count \(count)")
      }
    }
  }

  @Test func aCustomStyleDrawsItsBodyAroundTheLabel() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 6))
    #expect(host.screen.hasPrefix("[ First ]\n{ Add }\n{ Delete !}"))
  }

  @Test func aStyledButtonIsOneElementNamedByItsLabel() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 6))
    #expect(host.element("Add")?.role == .button)
    #expect(host.elements.filter { $0.role == .text }.map(\.label) == ["count 0"])
  }

  @Test func aStyledButtonIsOneFocusStopAndItsStyleSeesFocus() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Add")
    #expect(host.screen.contains("{*Add }"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Delete")
  }

  @Test func spaceReturnAndAClickRunAStyledButton() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.tab)
    host.press(.space)
    host.press(.return)
    host.click(at: Point(x: 2, y: 1))
    #expect(host.element("count 3") != nil)
  }

  struct Styles: View {
    var body: some View {
      VStack(alignment: .leading) {
        Button("Auto") {}.buttonStyle(.automatic)
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
        Button("Plain") {}.buttonStyle(.plain)
        Button("Borderless") {}.buttonStyle(.borderless)
        Button("Link") {}.buttonStyle(.link)
        Button("Small") {}.controlSize(.small)
        Button("Large") {}.controlSize(.large)
        Button("Capsule") {}.buttonBorderShape(.capsule)
      }
    }
  }

  @Test func builtInStylesDrawBracketsOrTheLabelAlone() {
    let host = TestHost(Styles(), size: Size(width: 30, height: 10))
    #expect(
      host.screen.hasPrefix(
        "[ Auto ]\n[ Bordered ]\n[ Prominent ]\nPlain\nBorderless\nLink\n[Small]\n[  Large  ]\n( Capsule )"))
  }

  @Test func prominentIsBoldAndLinkIsUnderlined() {
    let host = TestHost(Styles(), size: Size(width: 30, height: 10))
    #expect(host.canvas[2, 2].style.isBold)
    #expect(!host.canvas[2, 0].style.isBold)
    #expect(host.canvas[0, 5].style.isUnderlined)
  }

  struct DoubleClickStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.onTapGesture(count: 2) { configuration.trigger() }
    }
  }

  struct Primitive: View {
    @State var opened = 0
    var body: some View {
      VStack(alignment: .leading) {
        Button("Open") { opened += 1 }.buttonStyle(DoubleClickStyle())
        Text("opened \(opened)")
      }
    }
  }

  @Test func aPrimitiveStyleDecidesWhatAClickDoes() {
    let host = TestHost(Primitive(), size: Size(width: 20, height: 3))
    host.click(at: Point(x: 1, y: 0))
    #expect(host.element("opened 0") != nil)
    host.click(at: Point(x: 1, y: 0))
    #expect(host.element("opened 1") != nil)
  }

  @Test func theKeyboardTriggersAButtonWithAPrimitiveStyle() {
    let host = TestHost(Primitive(), size: Size(width: 20, height: 3))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Open")
    host.press(.space)
    #expect(host.element("opened 1") != nil)
  }

  @Test func anAlertsButtonsKeepTheSystemLookUnderACustomStyle() {
    struct Presenter: View {
      @State var isPresented = true
      var body: some View {
        Button("Show") { isPresented = true }
          .alert("Delete?", isPresented: $isPresented) {
            Button("Delete", role: .destructive) {}
          }
          .buttonStyle(Braces())
      }
    }
    let host = TestHost(Presenter(), size: Size(width: 40, height: 10))
    #expect(host.screen.contains("{ Show }"))
    #expect(host.screen.contains("[ Delete ]"))
    #expect(!host.screen.contains("{ Delete !}"))
  }

  @Test func aButtonInsideAStyleTakesNoFocusOfItsOwn() {
    struct Nested: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack {
          configuration.label
          Button("Inner") {}
        }
      }
    }
    let host = TestHost(
      VStack {
        Button("Outer") {}.buttonStyle(Nested())
        Button("After") {}
      }, size: Size(width: 30, height: 4))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Outer")
    host.press(.tab)
    #expect(host.focusedElement?.label == "After")
  }
}
