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
        ForEach($items) { $item in
          HStack {
            Toggle(item.isDone ? "bought" : "to buy", isOn: $item.isDone)
            TextField("Item \(item.id + 1)", text: $item.name)
              .focused($focusedItem, equals: item.id)
              .disabled(item.isDone)
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

#Preview {
  GroceryList()
}
