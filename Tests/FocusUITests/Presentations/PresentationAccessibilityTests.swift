import FocusUITesting
import Observation
import Testing

/// Assistive cursors follow keyboard focus's rule around presentations:
/// into a new one, contained while it is up, back when it closes.
@MainActor @Suite struct PresentationAccessibilityTests {
  @MainActor @Observable final class Model {
    var isEditing = false
    var isAlerting = false
  }

  enum Target: Hashable {
    case heading, status
  }

  struct Screen: View {
    let model: Model
    @AccessibilityFocusState private var target: Target?

    var body: some View {
      VStack {
        Text("Heading")
          .accessibilityFocused($target, equals: .heading)
        Button("Edit") { model.isEditing = true }
          .sheet(isPresented: Bindable(model).isEditing) {
            VStack {
              Text("Edit item")
              Button("Read the status") { target = .status }
              Button("Done") { model.isEditing = false }
            }
          }
        Button("Delete") { model.isAlerting = true }
          .alert("Delete it?", isPresented: Bindable(model).isAlerting) {
            Button("Delete", role: .destructive) {}
          }
        Text("Status")
          .accessibilityFocused($target, equals: .status)
      }
    }
  }

  @Test func voiceOversCursorMovesToTheSheetsFirstElementAndAnnouncesIt() {
    let model = Model()
    let host = TestHost(Screen(model: model))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "Edit")
    voiceOver.activate()
    #expect(model.isEditing)
    #expect(voiceOver.focusedElement?.label == "Edit item")
    #expect(voiceOver.announcements.last == "Edit item")
  }

  @Test func theCursorStaysInsideTheSheet() {
    let model = Model()
    let host = TestHost(Screen(model: model))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    model.isEditing = true
    #expect(voiceOver.focusedElement?.label == "Edit item")
    voiceOver.movePrevious()
    #expect(voiceOver.focusedElement?.label == "Edit item")
    voiceOver.moveNext()
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "Done")
  }

  @Test func whenTheSheetClosesTheCursorReturnsAndIsAnnounced() {
    let model = Model()
    let host = TestHost(Screen(model: model))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    voiceOver.activate()
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "Done")
    voiceOver.activate()
    #expect(!model.isEditing)
    #expect(voiceOver.focusedElement?.label == "Edit")
    #expect(voiceOver.announcements.last == voiceOver.focusedElement?.announcement)
  }

  @Test func aWriteToAnElementBehindTheSheetWaitsUntilItCloses() {
    let model = Model()
    let host = TestHost(Screen(model: model))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    model.isEditing = true
    #expect(voiceOver.focusedElement?.label == "Edit item")
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "Read the status")
    voiceOver.activate()
    #expect(voiceOver.focusedElement?.label == "Read the status")
    host.press(.escape)
    #expect(voiceOver.focusedElement?.label == "Status")
  }

  @Test func aSwitchInterfaceScansOnlyTheAlertsButtons() {
    let model = Model()
    let host = TestHost(Screen(model: model))
    let switchControl = host.assistiveTechnology(.switchControl)
    switchControl.isRunning = true
    model.isAlerting = true
    #expect(switchControl.focusedElement?.label == "Delete")
    switchControl.scan()
    #expect(switchControl.focusedElement?.label == "Delete")
    #expect(host.elements.filter { $0.label == "Delete" }.count == 2)
  }

  @Test func theAccessibilityTreeListsTheWindowThenThePresentation() {
    let model = Model()
    let host = TestHost(Screen(model: model))
    model.isEditing = true
    #expect(
      host.accessibilityElements.map(\.label) == [
        "Heading", "Edit", "Delete", "Status", "Edit item", "Read the status", "Done",
      ])
  }
}
