import FocusEngine

/// A graph's accessibility elements in reading order, for a technology's
/// cursor: a screen reader reads every element, a switch interface only
/// those that can be activated.
@MainActor
struct AccessibilityReadingOrder: @MainActor ReadingOrder {
  let graph: ViewGraph
  let actionableOnly: Bool

  private func matches(_ element: AccessibilityElement) -> Bool {
    !actionableOnly || element.isActionable
  }

  func element(after element: NodeID, backward: Bool) -> NodeID? {
    graph.accessibilityElement(after: element, backward: backward, where: matches)?.id
  }

  func element(from vacancy: AssistiveCursor.Vacancy, backward: Bool) -> NodeID?? {
    guard let parent = graph.node(vacancy.parent) else { return nil }
    let index = backward ? vacancy.index - 1 : vacancy.index
    return .some(graph.accessibilityElement(in: parent, from: index, backward: backward, where: matches)?.id)
  }

  func edge(backward: Bool) -> NodeID? {
    graph.accessibilityEdge(backward: backward, where: matches)?.id
  }
}
