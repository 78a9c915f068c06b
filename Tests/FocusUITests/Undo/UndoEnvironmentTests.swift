import FocusUI
import FocusUITesting
import Testing

/// `@Environment(\.undoManager)` and `@FocusedValue(\.undoManager)` in a
/// view run without an app: one undo manager per screen, and each event's
/// registrations one group.
@MainActor @Suite struct UndoEnvironmentTests {
  final class Tally: ObservableObject {
    @Published var count = 0
  }

  struct TallyView: View {
    @StateObject private var tally = Tally()
    @State private var name = ""
    @Environment(\.undoManager) private var undoManager
    @FocusedValue(\.undoManager) private var focusedUndoManager

    var body: some View {
      VStack {
        TextField("Name", text: $name)
        Button("Add One") { add(1) }
        Button("Add Two") {
          // Two registrations in one event: one undo reverts both.
          add(1)
          add(1)
        }
        Button(undoManager?.undoMenuItemTitle ?? "No undo manager") { undoManager?.undo() }
          .disabled(undoManager?.canUndo != true)
        Button("Redo") { undoManager?.redo() }
          .disabled(undoManager?.canRedo != true)
        Text("Count: \(tally.count)")
        Text(focusedUndoManager != nil && focusedUndoManager === undoManager ? "focused: same" : "focused: other")
      }
    }

    func add(_ amount: Int) {
      tally.count += amount
      // Undoing adds the opposite, which registers the redo.
      undoManager?.registerUndo(withTarget: tally) { _ in add(-amount) }
      undoManager?.setActionName("Add")
    }
  }

  @Test func aViewRegistersWithTheScreensUndoManagerAndUndoesOneEventAtATime() {
    let host = TestHost(TallyView())
    #expect(host.element("Undo")?.isEnabled == false)
    host.click("Add One")
    host.click("Add Two")
    #expect(host.element("Count: 3") != nil)
    // The button's title follows the undo manager, which is observable.
    #expect(host.element("Undo Add")?.isEnabled == true)

    host.click("Undo Add")
    #expect(host.element("Count: 1") != nil)
    #expect(host.element("Redo")?.isEnabled == true)
    host.click("Redo")
    #expect(host.element("Count: 3") != nil)
    host.click("Undo Add")
    host.click("Undo Add")
    #expect(host.element("Count: 0") != nil)
    #expect(host.element("Undo")?.isEnabled == false)
  }

  @Test func theFocusedValueIsTheScreensUndoManager() {
    let host = TestHost(TallyView())
    #expect(host.element("focused: same") != nil)
    host.press(.tab)
    #expect(host.element("focused: same") != nil)
  }

  @Test func eachScreenHasItsOwnUndoManager() {
    let first = TestHost(TallyView())
    let second = TestHost(TallyView())
    first.click("Add One")
    #expect(first.element("Undo Add")?.isEnabled == true)
    #expect(second.element("Undo")?.isEnabled == false)
  }
}
