import FocusUITesting
import Observation
import Testing

/// The iOS 13 spelling `.alert(isPresented:) { Alert(…) }`: drawn, focused
/// and dismissed as `.alert(_:isPresented:actions:message:)` is.
@MainActor @Suite struct AlertValueTests {
  @MainActor @Observable final class Model {
    var isAlerting = false
    var events: [String] = []
  }

  struct Note: View {
    let model: Model
    var body: some View {
      VStack(alignment: .leading) {
        Button("Remove") { model.isAlerting = true }
        Text("Footer")
      }
      .alert(isPresented: Bindable(model).isAlerting) {
        Alert(
          title: Text("Delete the note?"), message: Text("This cannot be undone."),
          primaryButton: .destructive(Text("Delete")) { model.events.append("deleted") },
          secondaryButton: .cancel { model.events.append("cancelled") })
      }
    }
  }

  @Test func anAlertValueShowsAndTakesFocusAsAlertDoes() {
    let model = Model()
    let host = TestHost(Note(model: model), size: Size(width: 50, height: 12))
    #expect(!host.screen.contains("Delete the note?"))
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.contains("Delete the note?"))
    #expect(host.screen.contains("This cannot be undone."))
    #expect(host.screen.contains("[ Delete ]  [ Cancel ]"))
    #expect(host.focusedElement?.label == "Delete")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Cancel")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Delete")
    // Escape chooses the cancel button and closes the alert.
    host.press(.escape)
    #expect(model.events == ["cancelled"])
    #expect(!model.isAlerting)
    #expect(!host.screen.contains("Delete the note?"))
    // Focus goes back to the button that showed the alert.
    #expect(host.focusedElement?.label == "Remove")
  }

  @Test func anAlertValueWithoutButtonsIsDismissedByItsOKButton() {
    let model = Model()
    let host = TestHost(
      Button("Save") { model.isAlerting = true }
        .alert(isPresented: Bindable(model).isAlerting) { Alert(title: Text("Saved")) },
      size: Size(width: 40, height: 10))
    host.click("Save")
    #expect(host.focusedElement?.label == "OK")
    host.press(.return)
    #expect(!model.isAlerting)
    #expect(!host.screen.contains("Saved"))
  }
}
