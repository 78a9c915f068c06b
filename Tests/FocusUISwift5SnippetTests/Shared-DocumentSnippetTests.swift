import FocusUITesting
import Foundation
import Testing

/// The document snippet runs as SwiftUI runs it.
@MainActor @Suite struct DocumentSnippetTests {
  @Test func checkingAnItemCanBeUndoneFromTheEditMenu() {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-\(UUID().uuidString)")
    let host = TestHost(app: TodoApp(), workingDirectory: directory)
    host.click("Buy milk")
    #expect(host.element("Buy milk")?.value == "on")
    #expect(host.windows == ["Untitled •"])
    #expect(host.command("Undo Check", in: "Edit")?.isEnabled == true)
    host.perform(command: "Undo Check")
    #expect(host.element("Buy milk")?.value == "off")
    #expect(host.windows == ["Untitled"])
  }

  @Test func addingAnItemIsUndoneAndRedoneByTheEditorsButtons() {
    let host = TestHost(app: TodoApp())
    host.click("New Item")
    host.type("Bread")
    host.press(.return)
    #expect(host.element("Bread") != nil)
    #expect(host.focusedElement?.label == "New Item")
    host.click("Undo")
    #expect(host.element("Bread") == nil)
    host.click("Redo")
    #expect(host.element("Bread") != nil)
  }
}
