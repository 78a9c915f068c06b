import FocusUI

/// A list that grows, the way SwiftUI apps write one: a `Form` of rows built
/// by `ForEach`, each reading state in its row closure; Add appends an item
/// and focuses its field in the same action; a bought item's field is
/// disabled (and gives up focus).
struct GroceryList: View {
  struct Item: Identifiable {
    let id: Int
    var name: String
    var isDone = false
  }

  @State private var items = [Item(id: 0, name: "Apples"), Item(id: 1, name: "Bread")]
  @State private var nextID = 2
  @FocusState private var focusedItem: Int?

  var body: some View {
    Form {
      Section("Groceries") {
        ForEach(items.indices, id: \.self) { index in
          HStack {
            Toggle(items[index].isDone ? "bought" : "to buy", isOn: $items[index].isDone)
            TextField("Item \(index + 1)", text: $items[index].name)
              .focused($focusedItem, equals: items[index].id)
              .disabled(items[index].isDone)
          }
        }
      }
      Button("Add item") {
        items.append(Item(id: nextID, name: ""))
        focusedItem = nextID
        nextID += 1
      }
      StatusLine("focusedItem", focusedItem)
    }
  }
}
