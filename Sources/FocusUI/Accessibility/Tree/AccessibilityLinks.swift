import FocusEngine

/// The views of one graph linked across the tree by a namespaced id:
/// labeled pairs (``View/accessibilityLabeledPair(role:id:in:)``) and
/// rotor entries' targets (``View/accessibilityRotorEntry(id:in:)``).
/// Modifier nodes register while they are mounted.
@MainActor
final class AccessibilityLinks {
  private var labels: [AccessibilityLinkKey: [NodeID]] = [:]
  private var contents: [AccessibilityLinkKey: [NodeID]] = [:]
  private var rotorEntries: [AccessibilityLinkKey: [NodeID]] = [:]

  func register(
    _ node: ViewNode, pair: AccessibilityLinkKey?, role: AccessibilityLabeledPairRole?,
    rotorEntry: AccessibilityLinkKey?
  ) {
    if let pair, let role {
      switch role {
      case .label: labels[pair, default: []].append(node.id)
      case .content: contents[pair, default: []].append(node.id)
      }
    }
    if let rotorEntry { rotorEntries[rotorEntry, default: []].append(node.id) }
  }

  func unregister(
    _ node: ViewNode, pair: AccessibilityLinkKey?, role: AccessibilityLabeledPairRole?,
    rotorEntry: AccessibilityLinkKey?
  ) {
    func remove(_ key: AccessibilityLinkKey?, from table: inout [AccessibilityLinkKey: [NodeID]]) {
      guard let key else { return }
      table[key]?.removeAll { $0 == node.id }
      if table[key]?.isEmpty == true { table[key] = nil }
    }
    if let role {
      switch role {
      case .label: remove(pair, from: &labels)
      case .content: remove(pair, from: &contents)
      }
    }
    remove(rotorEntry, from: &rotorEntries)
  }

  /// Whether a view is the content of a labeled pair: its label is read
  /// from another view.
  var hasLabeledPairs: Bool { !contents.isEmpty }

  /// The node of the label paired with `key` (the first registered).
  func label(for key: AccessibilityLinkKey) -> NodeID? { labels[key]?.first }

  /// The node marked as the rotor entry `key`'s view.
  func rotorEntry(_ key: AccessibilityLinkKey) -> NodeID? { rotorEntries[key]?.first }
}
