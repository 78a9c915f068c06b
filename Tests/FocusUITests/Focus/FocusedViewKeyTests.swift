import FocusUITesting
import Foundation
import Testing

/// Keys and commands on the focused view: every `onKeyPress` overload,
/// move, exit and delete commands, the focus effect, submit scopes.
@MainActor @Suite struct FocusedViewKeyTests {
  /// Two focusable panels, each with its own handlers, and a log.
  struct Panels: View {
    @State private var log: [String] = []
    @State private var name = ""

    var body: some View {
      VStack {
        Text("log: \(log.joined(separator: ","))")
        Text("Digits")
          .focusable()
          .onKeyPress(characters: .decimalDigits) { press in
            log.append("digit \(press.characters)")
            return .handled
          }
          .onKeyPress(keys: ["x"], phases: .up) { _ in
            log.append("x up")
            return .handled
          }
          .onMoveCommand { log.append("move \($0)") }
          .onDeleteCommand { log.append("delete") }
        Text("Other")
          .focusable()
          .onKeyPress("q") {
            log.append("inner q ignored")
            return .ignored
          }
        TextField("Name", text: $name)
          .onMoveCommand { log.append("field move \($0)") }
          .onDeleteCommand { log.append("field delete") }
      }
      .onKeyPress(phases: .down) { press in
        guard press.key == "q" else { return .ignored }
        log.append("outer q")
        return .handled
      }
      .onExitCommand { log.append("exit") }
    }
  }

  func log(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("log:") }?.label ?? ""
  }

  @Test func aCharacterSetHandlerGetsTheKeysCharactersAndOnlyThose() {
    let host = TestHost(Panels())
    host.press(.tab)
    host.press("5")
    host.press("a")
    #expect(log(host) == "log: digit 5")
  }

  @Test func theTerminalDeliversOnlyKeyDowns() {
    let host = TestHost(Panels())
    host.press(.tab)
    host.press("x")
    #expect(!log(host).contains("x up"))
  }

  @Test func anIgnoredPressBubblesToTheHandlersAroundAndAHandledOneStops() {
    let host = TestHost(Panels())
    host.press(.tab)
    host.press(.tab)  // "Other"
    host.press("q")
    #expect(log(host) == "log: inner q ignored,outer q")
  }

  @Test func handlersRunOnlyWhenFocusIsInsideTheirView() {
    let host = TestHost(Panels())
    host.press(.tab)
    host.press(.tab)  // "Other": the digit handler is on "Digits"
    host.press("7")
    #expect(!log(host).contains("digit"))
  }

  @Test func withNothingFocusedNoKeyPressHandlerRunsButCommandsReachTheWindow() {
    let host = TestHost(Panels())
    host.press("q")
    host.press("5")
    #expect(log(host) == "log: ")
    host.press(.escape)
    #expect(log(host) == "log: exit")
  }

  @Test func arrowsTheFocusedControlDoesNotUseAreMoveCommands() {
    let host = TestHost(Panels())
    host.press(.tab)
    host.press(.downArrow)
    host.press(.leftArrow)
    #expect(log(host) == "log: move down,move left")
  }

  @Test func aTextFieldKeepsItsArrowsAndDeleteForItself() {
    let host = TestHost(Panels())
    host.click("Name")
    host.type("ab")
    host.press(.leftArrow)
    host.press(.delete)
    #expect(host.element("Name")?.value == "b")
    #expect(!log(host).contains("field"))
  }

  @Test func escapeIsTheExitCommandOfTheViewsAroundFocus() {
    let host = TestHost(Panels())
    host.press(.tab)
    host.press(.escape)
    #expect(log(host) == "log: exit")
  }

  @Test func deleteOnAFocusedViewIsItsDeleteCommand() {
    let host = TestHost(Panels())
    host.press(.tab)
    host.press(.delete)
    host.press(.deleteForward)
    #expect(log(host) == "log: delete,delete")
  }

  struct Effects: View {
    @Environment(\.isFocusEffectEnabled) private var isEnabledHere

    var body: some View {
      VStack {
        Button("Ringed") {}
        Button("Plain") {}.focusEffectDisabled()
        Text("effect \(isEnabledHere)")
        Reader().focusEffectDisabled()
      }
    }
  }

  struct Reader: View {
    @Environment(\.isFocusEffectEnabled) private var isEnabled
    var body: some View { Text("reader sees \(isEnabled)") }
  }

  func isInverse(_ host: TestHost, _ label: String) throws -> Bool {
    let frame = try #require(host.element(label)?.frame)
    return host.canvas[frame.minX, frame.minY].style.isInverse
  }

  @Test func aViewWithTheFocusEffectDisabledIsFocusedWithoutTheRing() throws {
    let host = TestHost(Effects())
    host.press(.tab)
    #expect(host.focusedElement?.label == "Ringed")
    #expect(try isInverse(host, "Ringed"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Plain")
    #expect(try !isInverse(host, "Plain"))
    #expect(host.element("effect true") != nil)
    #expect(host.element("reader sees false") != nil)
  }

  struct Submissions: View {
    @State private var log: [String] = []
    @State private var name = ""
    @State private var query = ""

    var body: some View {
      Form {
        Text("log: \(log.joined(separator: ","))")
        TextField("Name", text: $name)
        TextField("Query", text: $query)
          .onSubmit { log.append("query") }
          .submitScope()
          .submitLabel(.search)
      }
      .onSubmit { log.append("form") }
    }
  }

  @Test func aSubmitScopeKeepsItsSubmissionsFromTheActionsAround() {
    let host = TestHost(Submissions())
    host.click("Query")
    host.press(.return)
    #expect(log(host) == "log: query")
    host.click("Name")
    host.press(.return)
    #expect(log(host) == "log: query,form")
  }
}
