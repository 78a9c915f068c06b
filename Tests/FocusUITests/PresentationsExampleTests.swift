import FocusDemoExamples
import FocusUITesting
import Testing

/// The gallery's presentations example through `TestHost`.
@MainActor @Suite struct PresentationsExampleTests {
  private func host() throws -> TestHost {
    let example = try #require(Example.named("sheet"))
    return TestHost(example.makeContent(), size: Size(width: 70, height: 20))
  }

  @Test func savingTheSheetUpdatesTheRowAndFocusReturnsToEdit() throws {
    let host = try host()
    host.press(.tab)
    host.press(.return)
    #expect(host.element("field = .name") != nil)
    host.type(" 2%")
    host.click("Save")
    #expect(host.element("Milk 2% ×2") != nil)
    #expect(host.element("saved Milk 2% ×2") != nil)
    #expect(host.focusedElement?.label == "Edit")
    #expect(host.element("focused = .edit(0)") != nil)
  }

  @Test func clearingTheListAsksWithAnAlert() throws {
    let host = try host()
    host.click("Clear list")
    #expect(host.element("All 3 items leave the list.") != nil)
    #expect(host.focusedElement?.label == "Clear")
    host.press(.escape)
    #expect(host.element("Milk ×2") != nil)
    host.click("Clear list")
    host.press(.return)
    #expect(host.element("Milk ×2") == nil)
    #expect(host.element("cleared the list") != nil)
  }

  @Test func helpShowsAPopoverThatAClickOutsideCloses() throws {
    let host = try host()
    host.click("Help")
    #expect(host.element("Edit opens a sheet · Delete asks first · Esc closes") != nil)
    host.click(at: Point(x: 69, y: 0))
    #expect(host.element("Edit opens a sheet · Delete asks first · Esc closes") == nil)
  }
}
