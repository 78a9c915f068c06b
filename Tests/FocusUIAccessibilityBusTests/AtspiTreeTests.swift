import FocusEngine
import FocusUI
import Testing

@testable import FocusUIAccessibilityBus

@MainActor
@Suite struct AtspiTreeTests {
  @Test func theLoginFormsFieldsAndButtonHaveTheirGTKRoles() {
    let bus = BusFixture(example: "login")
    #expect(bus.node("Username")?.role.name == "entry")
    #expect(bus.node("Password")?.role.name == "password text")
    #expect(bus.node("Sign In")?.role.name == "push button")
    #expect(bus.node("Sign In")?.states.contains(.focusable) == true)
    #expect(bus.node("Sign In")?.actions.map(\.name) == ["click"])
    #expect(bus.node("Username")?.interfaces.contains("org.a11y.atspi.EditableText") == true)
  }

  @Test func theApplicationHoldsOneFrameHoldingTheElements() {
    let bus = BusFixture(example: "login")
    let root = bus.tree[AtspiTree.rootKey]
    #expect(root?.role == .application)
    #expect(root?.name == "focus-demo")
    #expect(root?.children == [AtspiTree.windowKey])
    let window = bus.tree[AtspiTree.windowKey]
    #expect(window?.role == .frame)
    #expect(window?.states.contains(.active) == true)
    let username = bus.node("Username")
    #expect(username?.parent == nil || username?.parent == AtspiTree.windowKey)
    #expect(window?.children.contains(username?.key ?? "") == true)
  }

  @Test func theRolesAreTheBrowsersRulesNamedForAtspi() {
    // Every role of the shared rule has an AT-SPI role, and each control
    // keeps its own: no two controls collapse into one role by accident.
    let roles = SemanticRole.allCases.map { AtspiRole($0).name }
    #expect(roles.count == SemanticRole.allCases.count)
    #expect(AtspiRole(.toggle).name == "toggle button")
    #expect(AtspiRole(.heading).name == "heading")
    #expect(AtspiRole(.listItem).name == "list item")
    #expect(AtspiRole(.tabList).name == "page tab list")
  }

  @Test func aSecureFieldsTextNeverLeavesTheProcess() {
    var bus = BusFixture(example: "login")
    bus.screen.send(.key(.tab, []))
    bus.screen.send(.key(.tab, []))
    bus.screen.send(.text("hunter2"))
    bus.refresh()
    let password = bus.node("Password")
    #expect(password?.text == String(repeating: "•", count: 7))
    #expect(bus.events.allSatisfy { $0.data.stringValue?.contains("hunter") != true })
  }

  @Test func extentsAreTheTerminalsCellsBelowTheChrome() {
    let bus = BusFixture(example: "login")
    guard let username = bus.node("Username") else { return }
    let answer = bus.objects.answer(
      path: AtspiObjects.pathPrefix + username.key, interface: "org.a11y.atspi.Component", member: "GetExtents",
      arguments: [.uint32(0)], input: &discarded)
    guard case .reply(let values) = answer, let box = values.first?.elements.compactMap(\.intValue) else {
      Issue.record("no extents: \(answer)")
      return
    }
    #expect(box == [username.extents.minX, username.extents.minY, username.extents.width, 1])
    #expect(box[2] > 0)
  }

  @Test func aListsRowsSitInAListAndTheirSelectionShows() {
    let bus = BusFixture(example: "selectable-list")
    let lists = bus.tree.nodes.values.filter { $0.role == AtspiRole(.list) }
    #expect(!lists.isEmpty)
    for list in lists {
      #expect(list.interfaces.contains("org.a11y.atspi.Selection"))
      #expect(list.children.allSatisfy { bus.tree[$0]?.role == AtspiRole(.listItem) })
    }
  }
}

/// Input an answer asks for, where a test does not look at it.
@MainActor var discarded: [InputEvent] = []
