import FocusUITesting
import Testing

/// The one routing every host shares: wheel turns, text with no field
/// focused, clicks on screen cells.
@MainActor @Suite struct ScreenTests {
  struct Rows: View {
    var body: some View {
      ScrollView {
        VStack {
          ForEach(0..<30, id: \.self) { Text("Row \($0)") }
        }
      }
    }
  }

  @Test func theWheelScrollsTheScrollViewUnderItWithinItsContent() {
    let host = TestHost(Rows(), size: Size(width: 20, height: 5))
    host.scroll(at: Point(x: 1, y: 1), lines: 3)
    #expect(host.element("Row 3")?.frame.origin.y == 0)
    host.scroll(at: Point(x: 1, y: 1), lines: 100)
    #expect(host.element("Row 29")?.frame.origin.y == 4)
    host.scroll(at: Point(x: 1, y: 1), lines: -100)
    #expect(host.element("Row 0")?.frame.origin.y == 0)
    host.scroll(at: Point(x: 1, y: 9), lines: 3)  // below the screen: nothing there
    #expect(host.element("Row 0")?.frame.origin.y == 0)
  }

  @Test func aHugeScreenIsClampedAndDrawsWhatFits() {
    let host = TestHost(Rows(), size: Size(width: 20, height: 5))
    host.resize(to: Size(width: 65535, height: 65535))
    #expect(host.size == Screen.largestSize)
    #expect(host.canvas.size == Screen.largestSize)
    #expect(host.element("Row 29") != nil)
  }

  struct Keys: View {
    @State private var seen = ""
    var body: some View {
      VStack {
        Text("seen: \(seen)")
        Button("Focusable") {}
      }
      .onKeyPress { press in
        seen += String(press.key.character)
        return .handled
      }
    }
  }

  @Test func typedTextWithNoFieldFocusedGoesToTheViewsKeyByKeyAsInTheTerminal() {
    let host = TestHost(Keys())
    host.press(.tab)
    host.type("hi")
    #expect(host.element("seen: hi") != nil)
    #expect(host.runtimeWarnings.contains { $0.contains("no text field has focus") })
  }

  @Test func aClickOnACellReachesTheElementThere() throws {
    let host = TestHost(LoginLike())
    let field = try #require(host.element("Name"))
    host.click(at: field.frame.origin)
    #expect(host.focusedElement?.label == "Name")
  }

  struct LoginLike: View {
    @State private var name = ""
    var body: some View {
      VStack {
        Text("Title")
        TextField("Name", text: $name)
      }
    }
  }
}
