import FocusUITesting
import Testing

/// PageUp, PageDown, Home and End scroll the scroll view holding focus.
@MainActor @Suite struct ScrollKeysTests {
  struct Buttons: View {
    let count: Int
    var body: some View {
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<count, id: \.self) { Button("Item \($0)") {} }
        }
      }
    }
  }

  private func topRow(_ host: TestHost) -> String {
    // The stack is centred in the scroll view.
    (host.screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      .trimmingCharacters(in: .whitespaces)
  }

  @Test func pageDownAndPageUpScrollByTheVisibleLengthLessOneLine() {
    let host = TestHost(Buttons(count: 50), size: Size(width: 20, height: 6))
    host.press(.tab)
    host.press(.pageDown)
    #expect(topRow(host).hasPrefix("[ Item 5 ]"))
    host.press(.pageDown)
    #expect(topRow(host).hasPrefix("[ Item 10 ]"))
    host.press(.pageUp)
    #expect(topRow(host).hasPrefix("[ Item 5 ]"))
  }

  @Test func homeAndEndGoToTheStartAndTheEnd() {
    let host = TestHost(Buttons(count: 50), size: Size(width: 20, height: 6))
    host.press(.tab)
    host.press(.end)
    #expect(host.screen.contains("[ Item 49 ]"))
    #expect(topRow(host).hasPrefix("[ Item 44 ]"))
    host.press(.home)
    #expect(topRow(host).hasPrefix("[ Item 0 ]"))
  }

  @Test func scrollingByKeysLeavesFocusWhereItWasAndTabScrollsTheNextViewBack() {
    let host = TestHost(Buttons(count: 50), size: Size(width: 20, height: 6))
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Item 1")
    host.press(.end)
    #expect(host.focusedElement?.label == "Item 1")
    #expect(!host.screen.contains("Item 1 "))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Item 2")
    #expect(host.screen.contains("[ Item 2 ]"))
  }

  @Test func withNothingFocusedTheKeysScrollTheFirstScrollViewThatCanScroll() {
    struct Two: View {
      var body: some View {
        VStack {
          ScrollView { Text("short") }.frame(height: .rows(2))
          ScrollView {
            VStack { ForEach(0..<30, id: \.self) { Text("line \($0)") } }
          }
        }
      }
    }
    let host = TestHost(Two(), size: Size(width: 20, height: 8))
    #expect(host.element("line 0")?.frame.minY == 2)
    host.press(.pageDown)
    #expect(host.element("line 5")?.frame.minY == 2)
  }

  struct Editor: View {
    @State private var text = "hello"
    var body: some View {
      ScrollView {
        VStack {
          TextField("Text", text: $text)
          ForEach(0..<30, id: \.self) { Text("line \($0)") }
        }
      }
    }
  }

  @Test func aFocusedTextFieldKeepsHomeAndEndForItsCaretButNotThePageKeys() {
    let host = TestHost(Editor(), size: Size(width: 20, height: 6))
    host.click("Text")
    host.press(.home)
    host.type("¡")
    #expect(host.element("Text")?.value == "¡hello")
    #expect(host.element("Text")?.frame.minY == 0)
    host.press(.pageDown)
    #expect(host.element("Text")?.frame.minY == -5)
    // Typing brings the field back into view.
    host.type("!")
    #expect(host.element("Text")?.frame.minY == 0)
  }

  struct Handled: View {
    @State private var pages = 0
    var body: some View {
      VStack {
        Text("pages \(pages)")
        ScrollView {
          VStack { ForEach(0..<30, id: \.self) { Button("b\($0)") {} } }
        }
        .onKeyPress(.pageDown) {
          pages += 1
          return .handled
        }
      }
    }
  }

  @Test func anOnKeyPressHandlerAroundFocusSeesThePageKeysFirst() {
    let host = TestHost(Handled(), size: Size(width: 20, height: 6))
    host.press(.tab)
    host.press(.pageDown)
    #expect(host.element("pages 1") != nil)
    #expect(host.element("b0")?.frame.minY == 1)
  }
}
