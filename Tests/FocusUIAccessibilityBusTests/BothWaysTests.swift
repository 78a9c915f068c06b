import FocusEngine
import FocusUI
import Testing

@testable import FocusUIAccessibilityBus

/// What an assistive technology does on the bus becomes input the screen
/// routes as it routes keys.
@MainActor
@Suite struct BothWaysTests {
  @Test func tabTabIsHeardAsUsernameThenPassword() {
    var bus = BusFixture(example: "login")
    #expect(bus.tree.focused == nil)
    bus.screen.send(.key(.tab, []))
    bus.refresh()
    #expect(bus.focusEvents == ["Username"])
    bus.screen.send(.key(.tab, []))
    bus.refresh()
    #expect(bus.focusEvents == ["Password"])
    #expect(bus.node("Password")?.states.contains(.focused) == true)
    #expect(bus.node("Username")?.states.contains(.focused) == false)
  }

  @Test func grabFocusMovesKeyboardFocusAsAnAssistiveTechnology() {
    var bus = BusFixture(example: "login")
    #expect(bus.call("Component", "GrabFocus", on: "Sign In") == .reply([.bool(true)]))
    #expect(bus.node("Sign In")?.states.contains(.focused) == true)
    #expect(bus.focusEvents == ["Sign In"])
    #expect(bus.screen.journal.entries.last?.cause == .assistiveTechnology)
    #expect("\(bus.screen.journal.entries.last!.cause)" == "assistive technology")
  }

  @Test func grabFocusOnWhatCannotTakeFocusIsRefused() {
    var bus = BusFixture(example: "login")
    let status = "Tab moves between fields; Sign In checks them."
    #expect(bus.call("Component", "GrabFocus", on: status) == .reply([.bool(false)]))
    #expect(bus.tree.focused == nil)
  }

  @Test func doActionOnSignInMovesFocusToTheEmptyUsername() {
    var bus = BusFixture(example: "login")
    #expect(bus.call("Action", "DoAction", on: "Sign In", [.int32(0)]) == .reply([.bool(true)]))
    #expect(bus.focusEvents == ["Username"])
    #expect(bus.screen.frame(in: bus.screen.size).canvas.text.contains("focusedField = .username"))
  }

  @Test func setTextContentsEditsTheFieldThroughItsBinding() {
    var bus = BusFixture(example: "login")
    bus.call("EditableText", "SetTextContents", on: "Username", [.string("ada")])
    #expect(bus.node("Username")?.text == "ada")
    let inserted = bus.events.filter { $0.type.member == "TextChanged" && $0.type.detail == "insert" }
    #expect(inserted.map(\.data) == [.string("ada")])
    bus.call("EditableText", "InsertText", on: "Username", [.int32(0), .string("l"), .int32(1)])
    #expect(bus.node("Username")?.text == "lada")
    bus.call("EditableText", "DeleteText", on: "Username", [.int32(1), .int32(2)])
    #expect(bus.node("Username")?.text == "lda")
  }

  @Test func typingIsHeardAsTextChangedAndCaretMoved() {
    var bus = BusFixture(example: "login")
    bus.screen.send(.key(.tab, []))
    bus.refresh()
    bus.screen.send(.text("b"))
    bus.refresh()
    #expect(bus.events.map(\.type.member).contains("TextChanged"))
    #expect(bus.events.contains { $0.type.member == "TextCaretMoved" && $0.detail1 == 1 })
    bus.call("Text", "SetCaretOffset", on: "Username", [.int32(0)])
    #expect(bus.node("Username")?.caret == 0)
  }

  @Test func aDisabledFieldRefusesAnEditAsItRefusesKeys() {
    struct Disabled: View {
      @State var name = "kept"
      var body: some View {
        TextField("Name", text: $name).disabled(true)
      }
    }
    var bus = BusFixture(Disabled())
    bus.call("EditableText", "SetTextContents", on: "Name", [.string("changed")])
    #expect(bus.node("Name")?.text == "kept")
    #expect(bus.node("Name")?.states.contains(.enabled) == false)
  }

  @Test func aViewBehindASheetRefusesFocusAndEdits() {
    struct Covered: View {
      @State var name = "kept"
      @State var isShowing = true
      var body: some View {
        VStack {
          TextField("Name", text: $name)
          Button("Behind") {}
        }
        .sheet(isPresented: $isShowing) { Button("Close") { isShowing = false } }
      }
    }
    var bus = BusFixture(Covered())
    // Drawn behind the sheet, so on the bus: an assistive technology can
    // still reach it, and it must refuse.
    guard let behind = bus.node("Name") else { return }
    var input: [InputEvent] = []
    _ = bus.objects.answer(
      path: AtspiObjects.pathPrefix + behind.key, interface: "org.a11y.atspi.EditableText",
      member: "SetTextContents", arguments: [.string("changed")], input: &input)
    _ = bus.objects.answer(
      path: AtspiObjects.pathPrefix + behind.key, interface: "org.a11y.atspi.Component", member: "GrabFocus",
      arguments: [], input: &input)
    for event in input { bus.screen.send(event) }
    bus.refresh()
    #expect(bus.node("Name")?.text == "kept")
    #expect(bus.node("Name")?.states.contains(.focused) == false)
  }

  @Test func anAccessibilityFocusStateWriteIsHeardWhileAScreenReaderListens() {
    var bus = BusFixture(example: "notification")
    bus.screen.send(.screenReaderListening(true))
    bus.refresh()
    bus.call("Action", "DoAction", on: "Post priority", [.int32(0)])
    #expect(bus.focusEvents == ["Priority notification 1"])
    #expect(bus.node("Priority notification 1")?.states.contains(.focused) == true)
  }

  @Test func noScreenReaderListeningLeavesTheCursorToTheBuiltInReader() {
    var bus = BusFixture(example: "login")
    #expect(!bus.screen.isScreenReaderListening)
    bus.screen.send(.screenReaderListening(true))
    // The value the terminal's own reader reads to stay quiet.
    #expect(bus.screen.isScreenReaderListening)
    #expect(bus.screen.content.accessibility.isRunning(.voiceOver))
    bus.screen.send(.screenReaderListening(false))
    bus.refresh()
    #expect(!bus.screen.isScreenReaderListening)
    #expect(!bus.screen.content.accessibility.isRunning(.voiceOver))
  }

  @Test func theWindowIsActivatedWhenTheTerminalGainsFocus() {
    var bus = BusFixture(example: "login")
    bus.screen.send(.windowActivation(false))
    bus.refresh()
    #expect(bus.events.contains { $0.type == .init(category: "Window", member: "Deactivate", detail: "") })
    #expect(bus.tree[AtspiTree.windowKey]?.states.contains(.active) == false)
    bus.screen.send(.windowActivation(true))
    bus.refresh()
    #expect(bus.events.contains { $0.type == .init(category: "Window", member: "Activate", detail: "") })
  }
}
