import FocusUITesting
import NotesKit
import SwiftUI
import Testing

/// The sample app of "Your SwiftUI app on Linux", whose sources say only
/// `import SwiftUI` and `import Combine`, driven by keyboard.
@MainActor @Suite struct NotesSampleTests {
  let store = NoteStore()
  var host: TestHost { TestHost(NotesView(store: store), size: Size(width: 60, height: 16)) }

  @Test func returnAddsTheDraftAndKeepsFocusInTheFieldForTheNext() {
    let host = self.host
    #expect(host.focusedElement?.label == "New note")
    host.type("Milk")
    host.press(.return)
    host.type("Eggs")
    host.press(.return)
    #expect(store.notes.map(\.title) == ["Milk", "Eggs"])
    #expect(host.focusedElement?.label == "New note")
    // The store's subject reached the view through onReceive.
    #expect(host.element("Added “Eggs”.") != nil)
  }

  @Test func aButtonMovesFocusToTheFirstNoteAndTabContinuesThroughItsRow() {
    let host = self.host
    host.type("Milk")
    host.press(.return)
    host.click("Edit first note")
    #expect(host.focusedElement?.label == "Title")
    #expect(host.focusedElement?.value == "Milk")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Pinned")
  }
}
