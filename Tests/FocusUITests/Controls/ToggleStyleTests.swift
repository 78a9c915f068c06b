import FocusUITesting
import Testing

/// `ToggleStyle` and the built-in toggle styles.
@MainActor @Suite struct ToggleStyleTests {
  struct Stars: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: configuration.isOn ? "star.fill" : "star")
        configuration.label
        Button("flip") { configuration.isOn.toggle() }
      }
    }
  }

  struct Pane: View {
    @State var favorite = false
    @State var wifi = true
    @State var bold = false
    var body: some View {
      VStack(alignment: .leading) {
        Toggle("Favorite", isOn: $favorite).toggleStyle(Stars())
        Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
        Toggle("Bold", isOn: $bold).toggleStyle(.button)
        Toggle("Check", isOn: $bold).toggleStyle(.checkbox)
        Text("favorite \(favorite)")
      }
    }
  }

  @Test func builtInStylesDrawASwitchAButtonAndACheckbox() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 6))
    #expect(host.screen.contains("(─●) Wi-Fi\n[ Bold ]\n[ ] Check"))
    host.click("Wi-Fi")
    host.click("Bold")
    #expect(host.screen.contains("(○─) Wi-Fi\n[✓ Bold ]\n[x] Check"))
  }

  @Test func aCustomStyleDrawsItsBodyAndReadsTheBinding() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 6))
    #expect(host.screen.hasPrefix("☆ Favorite [ flip ]"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Favorite")
    host.press(.space)
    #expect(host.screen.hasPrefix("★ Favorite [ flip ]"))
    #expect(host.element("favorite true") != nil)
    #expect(host.element("Favorite")?.value == "on")
  }

  @Test func aCustomStyledToggleIsOneFocusStop() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Wi-Fi")
  }

  @Test func aClickAnywhereOnACustomStyledToggleFlipsItOnce() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 6))
    host.click(at: Point(x: 13, y: 0))
    #expect(host.element("favorite true") != nil)
  }
}
