import FocusUITesting
import Testing

/// The Swift 5 snippets compile (the target building is the first test)
/// and run.
@MainActor @Suite struct Swift5SnippetTests {
  @Test func samplesBuiltAtTopLevelShowTheirViews() {
    #expect(samples.map(\.title) == ["Greeting", "Form"])
    let host = TestHost(samples[1].makeView(), size: Size(width: 30, height: 4))
    host.click("Focus")
    #expect(host.focusedElement?.label == "Name")
    #expect(TestHost(samples[0].makeView()).element("World") != nil)
  }

  @Test func buildersCalledOutsideViewsWork() {
    #expect(TestHost(rows(3)).element("Row 2") != nil)
    #expect(TestHost(badge("New")).element("New") != nil)
    #expect(TestHost(Router().destination(for: "Inbox")).element("Inbox") != nil)
  }

  @Test func aSamplesOwnUndoManagerKeyShadowsFocusUIsAndWorks() {
    let host = TestHost(UndoPublishingEditor())
    #expect(host.element("has undo manager") != nil)
  }

  @Test func aNonisolatedModelRegistersItsUndo() {
    let undoManager = UndoManager()
    let shelf = Shelf()
    shelf.add("Dune", undoManager: undoManager)
    undoManager.undo()
    #expect(shelf.books.isEmpty)
  }

  @Test func toolbarContentBuiltByAFunctionOutsideAViewRuns() {
    let host = TestHost(CancellableEditor(), size: Size(width: 30, height: 4))
    host.click("Cancel")
    #expect(host.screen.contains("Cancelled"))
  }
}
