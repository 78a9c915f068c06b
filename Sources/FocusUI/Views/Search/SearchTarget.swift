/// What one searchable view's dismiss action acts on: the search text and
/// the field's focus, as its last body run left them. It lives in the
/// searchable modifier's state, so ``DismissSearchAction`` values handed
/// down stay equal while the modifier keeps its identity.
@MainActor
final class SearchTarget {
  private var text: Binding<String>?
  private var fieldFocus: FocusState<Bool>.Binding?
  private(set) var isSearching = false

  nonisolated init() {}

  /// Takes the current text, the field's focus state and whether the user
  /// is searching, from the searchable modifier's body.
  func update(text: Binding<String>, fieldFocus: FocusState<Bool>.Binding, isSearching: Bool) {
    self.text = text
    self.fieldFocus = fieldFocus
    self.isSearching = isSearching
  }

  /// The list of suggestions shown under the field, while it is.
  weak var suggestions: SearchSuggestionsNode?

  /// Fills the field with a suggestion's completion
  /// (``View/searchCompletion(_:)``) and hands focus back to the field.
  func complete(with completion: String) {
    if text?.wrappedValue != completion { text?.wrappedValue = completion }
    fieldFocus?.wrappedValue = true
  }

  /// Focus back in the field: ↑ from the first suggestion, Escape in one.
  func focusField() {
    fieldFocus?.wrappedValue = true
  }

  /// Clears the text and takes focus out of the field; nothing when the
  /// user isn't searching.
  func dismiss() {
    guard isSearching else { return }
    isSearching = false
    if text?.wrappedValue.isEmpty == false { text?.wrappedValue = "" }
    fieldFocus?.wrappedValue = false
  }
}
