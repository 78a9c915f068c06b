import FocusUITesting
import SwiftUI
import Testing

/// A model file that imports only Foundation (`ShoppingList.swift`) builds
/// with the one line of `swiftSettings` that "Your SwiftUI app on Linux"
/// documents, and behaves in a view as it does on Apple's platforms.
@MainActor @Suite struct FoundationModelTests {
  struct ShoppingListView: View {
    @ObservedObject var list: ShoppingList
    @FocusState private var isEditing: Bool

    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          TextField("Item", text: $list.draft)
            .focused($isEditing)
            .onSubmit { list.add() }
          Button("Add") { list.add() }
            .disabled(!list.canAdd)
        }
        Text("\(list.addedCount) added")
        ForEach(list.items, id: \.self) { Text($0) }
      }
      .defaultFocus($isEditing, true)
    }
  }

  @Test func publishedSinkFollowsTheDraftAndEnablesAdd() {
    let list = ShoppingList()
    let host = TestHost(ShoppingListView(list: list), size: Size(width: 40, height: 8))
    #expect(host.element("Add")?.isEnabled == false)
    host.type("Milk")
    #expect(list.canAdd)
    #expect(host.element("Add")?.isEnabled == true)
  }

  @Test func returnAddsTheItemAndTheViewShowsIt() {
    let list = ShoppingList()
    let host = TestHost(ShoppingListView(list: list), size: Size(width: 40, height: 8))
    host.type("Milk")
    host.press(.return)
    #expect(list.items == ["Milk"])
    #expect(host.focusedElement?.value == "")
    // `addedCount` is not published: the view follows it because `add()`
    // sent `objectWillChange`.
    #expect(host.screen.contains("1 added"))
    #expect(host.screen.contains("Milk"))
  }

  @Test func objectWillChangeSendsBeforeEachChange() {
    let list = ShoppingList()
    var counts: [Int] = []
    let subscription = list.objectWillChange.sink { counts.append(list.addedCount) }
    list.draft = "Eggs"
    list.add()
    subscription.cancel()
    // Sent before the change: the count read in the sink is still the old one.
    #expect(counts.contains(0))
    #expect(list.addedCount == 1)
  }
}
