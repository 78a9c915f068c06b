import FocusUI

/// Presentations and focus: each row's Edit opens a sheet with a form
/// (`sheet(item:)`), Delete asks first (`confirmationDialog(presenting:)`),
/// Clear list asks with an alert, and Help shows a popover. While one is
/// up, Tab stays inside it; Esc closes it and focus returns to the button
/// that opened it.
struct PresentationsExample: View {
  struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
    var quantity: String
  }

  enum Control: Hashable {
    case edit(Int), delete(Int), clear, help
  }

  @State private var items = [
    Item(id: 0, name: "Milk", quantity: "2"), Item(id: 1, name: "Bread", quantity: "1"),
    Item(id: 2, name: "Eggs", quantity: "12"),
  ]
  @State private var editing: Item?
  @State private var deleting: Item?
  @State private var confirmsDelete = false
  @State private var confirmsClear = false
  @State private var showsHelp = false
  @State private var log = "nothing changed yet"
  @FocusState private var focused: Control?

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(items) { item in
        HStack {
          Text("\(item.name) ×\(item.quantity)")
          Button("Edit") { editing = item }
            .focused($focused, equals: .edit(item.id))
          Button("Delete", role: .destructive) {
            deleting = item
            confirmsDelete = true
          }
          .focused($focused, equals: .delete(item.id))
        }
      }
      HStack {
        Button("Clear list") { confirmsClear = true }
          .focused($focused, equals: .clear)
          .alert("Clear the list?", isPresented: $confirmsClear) {
            Button("Clear", role: .destructive) {
              items.removeAll()
              log = "cleared the list"
            }
            Button("Cancel", role: .cancel) {}
          } message: {
            Text("All \(items.count) items leave the list.")
          }
        Button("Help") { showsHelp = true }
          .focused($focused, equals: .help)
          .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
            Text("Edit opens a sheet · Delete asks first · Esc closes")
          }
      }
      StatusLine("focused", focused)
      Text(log).foregroundStyle(.gray)
    }
    .sheet(item: $editing) { item in
      ItemEditor(item: item) { saved in
        if let index = items.firstIndex(where: { $0.id == saved.id }) { items[index] = saved }
        log = "saved \(saved.name) ×\(saved.quantity)"
      }
    }
    .confirmationDialog("Delete this item?", isPresented: $confirmsDelete, presenting: deleting) { item in
      Button("Delete \(item.name)", role: .destructive) {
        items.removeAll { $0.id == item.id }
        log = "deleted \(item.name)"
      }
    } message: { item in
      Text("\(item.name) leaves the list.")
    }
  }
}

/// The sheet's form: a draft of the item, saved or dropped.
struct ItemEditor: View {
  enum Field: Hashable {
    case name, quantity, cancel, save
  }

  let save: (PresentationsExample.Item) -> Void
  @State private var draft: PresentationsExample.Item
  @FocusState private var field: Field?
  @Environment(\.dismiss) private var dismiss

  init(item: PresentationsExample.Item, save: @escaping (PresentationsExample.Item) -> Void) {
    self.save = save
    _draft = State(initialValue: item)
  }

  var body: some View {
    VStack(alignment: .leading) {
      Text("Edit \(draft.name)").bold()
      HStack {
        Text("Name     ")
        TextField("Name", text: $draft.name)
          .focused($field, equals: .name)
      }
      HStack {
        Text("Quantity ")
        TextField("Quantity", text: $draft.quantity)
          .focused($field, equals: .quantity)
      }
      HStack {
        Button("Cancel") { dismiss() }
          .focused($field, equals: .cancel)
        Button("Save") {
          save(draft)
          dismiss()
        }
        .focused($field, equals: .save)
      }
      StatusLine("field", field)
    }
  }
}
