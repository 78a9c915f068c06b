import FocusUITesting
import Testing

/// `Menu`: a focusable control whose items open in a drop-down box.
@MainActor @Suite struct MenuTests {
  struct Actions: View {
    @State var log: [String] = []
    @State var pinned = false

    var body: some View {
      VStack(alignment: .leading) {
        Button("Before") {}
        Menu("Actions") {
          Button("Duplicate") { log.append("duplicate") }
          Button("Rename") { log.append("rename") }
          Button("Archive") { log.append("archive") }.disabled(true)
          Divider()
          Toggle("Pinned", isOn: $pinned)
          Menu("Copy") {
            Button("Copy Link") { log.append("link") }
            Button("Copy Text") { log.append("text") }
          }
        }
        Button("After") {}
        Text("log: \(log.joined(separator: ","))")
        Text(pinned ? "pinned" : "not pinned")
      }
    }
  }

  func log(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("log:") }?.label ?? ""
  }

  func focusMenu(_ host: TestHost) {
    host.press(.tab)
    host.press(.tab)
  }

  @Test func aMenuDrawsAsAButtonWithAnArrowAndTakesFocus() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    #expect(host.screen.contains("[ Actions ▾ ]"))
    focusMenu(host)
    #expect(host.focusedElement?.role == .menu)
    #expect(host.focusedElement?.label == "Actions")
    #expect(host.element("Duplicate") == nil)
  }

  @Test func returnOpensABoxOfTheItemsBelowTheMenu() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    focusMenu(host)
    host.press(.return)
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let menuRow = lines.firstIndex { $0.contains("[ Actions ▾ ]") }!
    #expect(lines[menuRow + 1].hasPrefix("┌"))
    #expect(lines[menuRow + 2].contains("Duplicate"))
    #expect(lines[menuRow + 5].contains("├"))
    #expect(lines[menuRow + 7].contains("Copy") && lines[menuRow + 7].contains("▸"))
    #expect(host.element("Duplicate")?.isFocused == true)  // highlighted
  }

  @Test func arrowsMoveReturnChoosesAndTheBoxClosesWithFocusOnTheMenu() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    focusMenu(host)
    host.press(.space)
    host.press(.downArrow)
    host.press(.return)
    #expect(log(host) == "log: rename")
    #expect(host.element("Duplicate") == nil)
    #expect(host.focusedElement?.label == "Actions")
  }

  @Test func downOpensTheBoxAndTheArrowsSkipDisabledItemsAndSeparators() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    focusMenu(host)
    host.press(.downArrow)
    host.press(.downArrow)
    host.press(.downArrow)  // over Archive (disabled) and the divider
    #expect(host.element("Pinned")?.isFocused == true)
    host.press(.return)
    #expect(host.element("pinned") != nil)
  }

  @Test func escapeClosesTheBoxAndFocusStaysOnTheMenu() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    focusMenu(host)
    host.press(.return)
    host.press(.escape)
    #expect(host.element("Duplicate") == nil)
    #expect(host.focusedElement?.label == "Actions")
    #expect(log(host) == "log: ")
    host.press(.tab)
    #expect(host.focusedElement?.label == "After")
  }

  @Test func theBoxTakesEveryKeyWhileOpen() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    focusMenu(host)
    host.press(.return)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Actions")
    #expect(host.element("Duplicate") != nil)
  }

  @Test func rightOpensANestedMenuAndLeftClosesIt() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    focusMenu(host)
    host.press(.return)
    host.press(.end)
    host.press(.rightArrow)
    #expect(host.element("Copy Link")?.isFocused == true)
    host.press(.leftArrow)
    #expect(host.element("Copy Link") == nil)
    #expect(host.element("Duplicate") != nil)
    host.press(.return)  // Copy again
    host.press(.downArrow)
    host.press(.return)
    #expect(log(host) == "log: text")
    #expect(host.element("Duplicate") == nil)
  }

  @Test func typingALetterJumpsToTheItemStartingWithIt() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    focusMenu(host)
    host.press(.return)
    host.press("r")
    #expect(host.element("Rename")?.isFocused == true)
  }

  @Test func aClickOpensTheMenuAClickOnAnItemChoosesItAndAClickOutsideCloses() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    host.click("Actions")
    #expect(host.element("Duplicate") != nil)
    host.click("Duplicate")
    #expect(log(host) == "log: duplicate")
    #expect(host.element("Duplicate") == nil)
    host.click("Actions")
    host.click(at: Point(x: 39, y: 15))
    #expect(host.element("Duplicate") == nil)
    #expect(log(host) == "log: duplicate")
  }

  @Test func aClickOnADisabledItemDoesNothing() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    host.click("Actions")
    host.click("Archive")
    #expect(log(host) == "log: ")
  }

  @Test func itemsOfAMenuAreNotInTheFocusOrder() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "After")
  }

  @Test func aPrimaryActionRunsOnReturnAndDownOpensTheItems() {
    struct Primary: View {
      @State var log: [String] = []
      var body: some View {
        VStack {
          Menu("Add") {
            Button("Add Folder") { log.append("folder") }
          } primaryAction: {
            log.append("add")
          }
          Text("log: \(log.joined(separator: ","))")
        }
      }
    }
    let host = TestHost(Primary().menuStyle(.borderlessButton), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.return)
    #expect(host.element("log: add") != nil)
    host.press(.downArrow)
    host.press(.return)
    #expect(host.element("log: add,folder") != nil)
  }

  @Test func aMenuWithoutItemsOpensNothingAndKeysGoOn() {
    struct Empty: View {
      var body: some View {
        VStack {
          Menu("Nothing") { EmptyView() }
          Button("After") {}
        }
      }
    }
    let host = TestHost(Empty(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.return)
    host.press(.tab)
    #expect(host.focusedElement?.label == "After")
  }

  @Test func theBoxSurvivesAScreenTooSmallForIt() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    host.press(.tab)
    host.press(.tab)
    host.press(.return)
    host.resize(to: Size(width: 1, height: 1))
    _ = host.screen
    host.press(.downArrow)
    host.resize(to: Size(width: 0, height: 0))
    _ = host.screen
    host.press(.escape)
    host.resize(to: Size(width: 40, height: 16))
    #expect(host.element("Duplicate") == nil)
    #expect(host.focusedElement?.label == "Actions")
  }

  @Test func theBoxOpensAboveWhenThereIsMoreRoomThere() {
    struct AtTheBottom: View {
      var body: some View {
        VStack {
          Spacer()
          Menu("Bottom") {
            Button("One") {}
            Button("Two") {}
          }
        }
      }
    }
    let host = TestHost(AtTheBottom(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.return)
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[7].contains("[ Bottom ▾ ]"))
    #expect(lines[6].hasPrefix("└"))
    #expect(lines[4].contains("One"))
  }

  @Test func aMenuAndItsItemsReadAsAMenuButton() {
    let host = TestHost(Actions(), size: Size(width: 40, height: 16))
    let menu = host.accessibilityElements.first { $0.label == "Actions" }
    #expect(menu?.announcement == "Actions, menu button")
    #expect(!host.accessibilityElements.contains { $0.label == "Duplicate" })
  }
}
