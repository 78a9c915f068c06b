import Foundation

/// Imports only Foundation, as such model files do on Apple's platforms.
final class GroceryStore: ObservableObject {
  @Published var items: [String] = []
  @Published var draft = ""

  func add() {
    let item = draft.trimmingCharacters(in: .whitespaces)
    guard !item.isEmpty else { return }
    items.append(item)
    draft = ""
  }
}
