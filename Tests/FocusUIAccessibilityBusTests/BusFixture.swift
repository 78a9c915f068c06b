import FocusDemoExamples
import FocusEngine
import FocusUI
import Testing

@testable import FocusUIAccessibilityBus

/// A screen and the bus's view of it, frame after frame, without a bus:
/// what the bridge's thread builds from each frame, and its answers to
/// calls, with the input they make routed back into the screen.
@MainActor
struct BusFixture {
  let screen: Screen
  private(set) var tree: AtspiTree
  private var focus = ReportedFocus()
  /// The events the last ``refresh()`` would have sent.
  private(set) var events: [AtspiEvent] = []

  init(_ view: some View) {
    screen = Screen(view)
    tree = AtspiTree(application: "focus-demo", size: screen.size, isActive: true)
    refresh()
  }

  init(example name: String) {
    let example = Example.all.first { $0.name == name }!
    self.init(example.makeContent())
  }

  /// Draws a frame and builds the tree from it, as the bridge does.
  mutating func refresh() {
    let frame = screen.frame(in: screen.size, semantics: true)
    let semantics = frame.semantics!
    focus.update(semantics)
    let next = AtspiTree(
      semantics, application: "focus-demo", size: frame.canvas.size, isActive: screen.isActive, focus: focus.element)
    events =
      AtspiTreeChanges(
        from: tree, to: next, announcements: semantics.announcements, reference: objects.reference
      ).events
    tree = next
  }

  var objects: AtspiObjects {
    AtspiObjects(tree: tree, bus: ":1.9", socket: .structure([.string(":1.0"), .objectPath("/root")]))
  }

  /// The first object named `name`, failing the test when there is none.
  func node(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> AtspiNode? {
    let found = tree.nodes.values.filter { $0.name == name }.sorted { $0.key < $1.key }.first
    if found == nil {
      Issue.record(
        "no object named \(name) in \(tree.nodes.values.map(\.name).sorted())", sourceLocation: sourceLocation)
    }
    return found
  }

  /// Calls `member` on the object named `name`, routes the input it made
  /// and refreshes; returns the answer.
  @discardableResult
  mutating func call(
    _ interface: String, _ member: String, on name: String, _ arguments: [BusValue] = []
  ) -> AtspiObjects.Answer? {
    guard let node = node(name) else { return nil }
    var input: [InputEvent] = []
    let answer = objects.answer(
      path: AtspiObjects.pathPrefix + node.key, interface: "org.a11y.atspi." + interface, member: member,
      arguments: arguments, input: &input)
    for event in input { screen.send(event) }
    refresh()
    return answer
  }

  /// The names of the objects that gained focus in the last refresh.
  var focusEvents: [String] {
    events.filter { $0.type.member == "StateChanged" && $0.type.detail == "focused" && $0.detail1 == 1 }
      .map { tree[$0.key]?.name ?? $0.key }
  }
}
