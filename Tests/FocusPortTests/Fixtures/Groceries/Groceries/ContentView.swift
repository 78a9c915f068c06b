import SwiftUI

struct ContentView: View {
  @EnvironmentObject var store: GroceryStore
  @FocusState private var isAdding: Bool

  var body: some View {
    NavigationStack {
      List {
        Section {
          TextField("New item", text: $store.draft)
            .focused($isAdding)
            .onSubmit { store.add() }
        }
        ForEach(store.items, id: \.self) { item in
          Text(item)
            .font(Font(Theme.rowFont))
            .foregroundColor(Color(Theme.rowColor))
        }
      }
      .navigationTitle("Groceries")
      .toolbar {
        Button("Clear") { store.items.removeAll() }
      }
    }
    .onAppear { isAdding = true }
    #if os(iOS)
      .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
        isAdding = true
      }
    #endif
  }
}
