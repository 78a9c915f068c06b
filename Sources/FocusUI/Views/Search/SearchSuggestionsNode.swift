import FocusEngine

/// The suggestions of a searchable view (``View/searchSuggestions(_:)``),
/// listed under its field while the search is active: a column whose
/// completions (``View/searchCompletion(_:)``) take focus.
struct SearchSuggestionsList: View, PrimitiveView {
  let content: AnyView
  let session: SearchTarget

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { SearchSuggestionsNode(graph: graph) }
}

/// The node of ``SearchSuggestionsList``: it tells the search session
/// where the suggestions are, so that ↓ in the field can move focus into
/// them and ↑ from the first can move it back.
final class SearchSuggestionsNode: LayoutNode {
  private var list: SearchSuggestionsList?
  private let stack = StackLayout(axis: .vertical, spacing: 0, alignment: .start)

  override func accept(_ view: any View) -> Bool {
    list = (view as! SearchSuggestionsList)
    return true
  }

  override func run() {
    guard let list else { return }
    list.session.suggestions = self
    reconcileChildren(byPosition: [list.content])
    invalidateLayout()
  }

  override func willUnmount() {
    if list?.session.suggestions === self { list?.session.suggestions = nil }
    super.willUnmount()
  }

  /// Moves focus to the first suggestion that takes it. Returns whether
  /// there was one.
  func focusFirst() -> Bool {
    guard let first = firstFocusTarget else { return false }
    graph.focus.userFocus(first, origin: .keyboard, cause: .key(.arrow(.down, section: nil)))
    return true
  }

  /// Whether focus is on the first suggestion that takes it.
  var focusIsOnFirst: Bool {
    guard let focused = graph.focus.tree.focused else { return false }
    return firstFocusTarget?.id == focused
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    stack.sizeThatFits(layoutItems, proposal, in: self)
  }

  override func performLayout(previousFrame: Rect?) {
    stack.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }
}
