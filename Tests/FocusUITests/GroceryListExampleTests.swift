import FocusUITesting
import Testing

@testable import FocusDemoExamples

/// The gallery's growing list: the patterns of issue #10 in one app.
@MainActor @Suite struct GroceryListExampleTests {
  @Test func addAppendsARowBelowTheOthersAndFocusesItsField() {
    let host = TestHost(GroceryList(), size: Size(width: 50, height: 14))
    host.click("Add item")
    host.type("Milk")
    host.click("Add item")
    host.type("Eggs")
    let fields = host.elements.filter { $0.role == .textField }
    #expect(fields.map(\.value) == ["Apples", "Bread", "Milk", "Eggs"])
    #expect(fields.map(\.frame.minY) == fields.map(\.frame.minY).sorted())
    #expect(Set(fields.map(\.frame.minY)).count == 4)
    #expect(host.focusedElement?.label == "Item 4")
    #expect(host.element("focusedItem = 3") != nil)
  }

  @Test func buyingTheFocusedItemDisablesItsFieldAndResignsFocus() {
    let host = TestHost(GroceryList(), size: Size(width: 50, height: 14))
    host.click("Item 1")
    #expect(host.element("focusedItem = 0") != nil)
    host.click("to buy")  // the first row's toggle
    #expect(host.element("Item 1")?.isEnabled == false)
    #expect(host.focusedElement == nil)
    #expect(host.element("focusedItem = nil") != nil)
    host.click("Item 2")
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "bought")  // the disabled field is skipped
  }
}
