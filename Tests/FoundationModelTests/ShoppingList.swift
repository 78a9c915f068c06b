// A model file as apps written before `@Observable` have them: it imports
// Foundation alone, as on Apple's platforms, where Foundation brings
// `ObservableObject` and `@Published`. Here the one line of this target's
// `swiftSettings` (see Package.swift) makes Combine visible in every file.
import Foundation

final class ShoppingList: ObservableObject {
  @Published var items: [String] = []
  @Published var draft = ""
  /// Follows `draft` through `$draft.sink`.
  @Published private(set) var canAdd = false
  /// Not published: `add()` announces its change with `objectWillChange`.
  private(set) var addedCount = 0
  private var subscriptions: Set<AnyCancellable> = []

  init() {
    $draft
      .sink { [weak self] text in
        self?.canAdd = !text.trimmingCharacters(in: .whitespaces).isEmpty
      }
      .store(in: &subscriptions)
  }

  func add() {
    guard canAdd else { return }
    objectWillChange.send()
    addedCount += 1
    items.append(draft.trimmingCharacters(in: .whitespaces))
    draft = ""
  }
}
