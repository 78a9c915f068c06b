import FocusEngine

/// A graph's accessibility elements in reading order, for a technology's
/// cursor: a screen reader reads every element, a switch interface only
/// those that can be activated, a rotor those it lists.
///
/// In tree order, a move walks only the views around the cursor. While a
/// view sets an ``View/accessibilitySortPriority(_:)``, the order is
/// sorted: a move then lists the elements of the cursor's tree (the
/// window's, or its layer's) in sorted order and steps through that list.
@MainActor
struct AccessibilityReadingOrder: @MainActor ReadingOrder {
  let graph: ViewGraph
  let matches: (AccessibilityElement) -> Bool

  init(graph: ViewGraph, actionableOnly: Bool) {
    self.graph = graph
    matches = actionableOnly ? { $0.isActionable } : { _ in true }
  }

  init(graph: ViewGraph, matches: @escaping (AccessibilityElement) -> Bool) {
    self.graph = graph
    self.matches = matches
  }

  func element(after element: NodeID, backward: Bool) -> NodeID? {
    if graph.sortsAccessibility, let node = graph.node(element) {
      let sorted = graph.accessibilityElements(of: graph.accessibilityTop(of: node))
      guard let index = sorted.firstIndex(where: { $0.id == element }) else { return nil }
      let rest = backward ? Array(sorted[..<index].reversed()) : Array(sorted[(index + 1)...])
      return rest.first(where: matches)?.id
    }
    return graph.accessibilityElement(after: element, backward: backward, where: matches)?.id
  }

  func element(from vacancy: AssistiveCursor.Vacancy, backward: Bool) -> NodeID?? {
    guard let parent = graph.node(vacancy.parent) else { return nil }
    let index = backward ? vacancy.index - 1 : vacancy.index
    return .some(graph.accessibilityElement(in: parent, from: index, backward: backward, where: matches)?.id)
  }

  func edge(backward: Bool) -> NodeID? {
    if graph.sortsAccessibility {
      let sorted = graph.accessibilityElements(of: graph.modalLayer ?? graph.rootNode)
      return (backward ? sorted.last(where: matches) : sorted.first(where: matches))?.id
    }
    return graph.accessibilityEdge(backward: backward, where: matches)?.id
  }
}
