import FocusEngine

/// ``FocusTree`` restated over a plain array: slow, but each rule is a line
/// or two that can be checked by reading, so the tree is tested against it.
struct FocusReferenceModel {
  var nodes: [NodeID] = []
  var focused: NodeID?
  var origin: FocusOrigin?
  /// The neighbours of the removed focused node, while nothing has focus.
  var resume: (previous: NodeID?, next: NodeID?)?

  mutating func insert(_ node: NodeID, after predecessor: NodeID?) {
    modelInsert(node, after: predecessor, into: &nodes)
  }

  mutating func remove(_ node: NodeID) -> FocusChange? {
    guard let position = nodes.firstIndex(of: node) else { return nil }
    let before = position > 0 ? nodes[position - 1] : nil
    let after = position + 1 < nodes.count ? nodes[position + 1] : nil
    nodes.remove(at: position)
    if node == focused {
      focused = nil
      resume = (before, after)
      return FocusChange(from: node, to: nil, origin: .programmatic)
    }
    if resume?.previous == node { resume?.previous = before }
    if resume?.next == node { resume?.next = after }
    return nil
  }

  mutating func focus(_ node: NodeID, origin: FocusOrigin) -> FocusChange? {
    guard nodes.contains(node), node != focused else { return nil }
    return give(node, origin: origin)
  }

  mutating func resign(origin: FocusOrigin) -> FocusChange? {
    resume = nil
    guard let previous = focused else { return nil }
    focused = nil
    return FocusChange(from: previous, to: nil, origin: origin)
  }

  func nextCandidate() -> NodeID? {
    if let focused, let position = nodes.firstIndex(of: focused) {
      return nodes[(position + 1) % nodes.count]
    }
    return resume?.next ?? nodes.first
  }

  func previousCandidate() -> NodeID? {
    if let focused, let position = nodes.firstIndex(of: focused) {
      return nodes[(position + nodes.count - 1) % nodes.count]
    }
    return resume?.previous ?? nodes.last
  }

  mutating func moveForward(origin: FocusOrigin) -> FocusChange? {
    guard let target = nextCandidate(), target != focused else { return nil }
    return give(target, origin: origin)
  }

  mutating func moveBackward(origin: FocusOrigin) -> FocusChange? {
    guard let target = previousCandidate(), target != focused else { return nil }
    return give(target, origin: origin)
  }

  private mutating func give(_ node: NodeID, origin: FocusOrigin) -> FocusChange {
    defer {
      focused = node
      self.origin = origin
      resume = nil
    }
    return FocusChange(from: focused, to: node, origin: origin)
  }
}
