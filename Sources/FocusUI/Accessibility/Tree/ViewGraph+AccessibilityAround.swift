import FocusEngine

extension ViewGraph {
  /// The accessibility elements of the views `ids` (those that have one:
  /// a hidden view, or one combined into another, has none) and of the
  /// groups around them (``View/accessibilityElement(children:)``) and
  /// of the representations standing in for them
  /// (``View/accessibilityRepresentation(representation:)``), each as
  /// ``accessibilityElements()`` has it, built from those views and their
  /// ancestors only: what a host that shows the visible part of a large
  /// window needs.
  ///
  /// ```swift
  /// let visible = graph.elements(in: screen)
  /// graph.accessibilityElements(around: visible.map(\.id))
  /// ```
  package func accessibilityElements(around ids: [NodeID]) -> [AccessibilityElement] {
    accessibilityElements(around: ids, keeping: nil)
  }

  /// ``accessibilityElements(around:)``, each view's own element kept in
  /// `cache` from the last frame when its element was (see
  /// ``SemanticsCache``). The groups and representations around are built
  /// afresh: they are few; with none in the graph, the ancestors are not
  /// looked at.
  func accessibilityElements(around ids: [NodeID], keeping cache: SemanticsCache?) -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    result.reserveCapacity(ids.count)
    var seen = Set<NodeID>(minimumCapacity: ids.count)
    let hasGroups = hasAccessibilityGroups
    // The ancestors already looked at: theirs were too, so a walk up stops
    // there, and the elements of a screenful share their ancestors' work.
    var walked = Set<ObjectIdentifier>(minimumCapacity: hasGroups ? 2 * ids.count : 0)
    var contexts = AccessibilityContexts()
    for id in ids {
      guard let node = node(id) else { continue }
      if hasGroups { addGroups(around: node, walked: &walked, seen: &seen, contexts: &contexts, into: &result) }
      guard seen.insert(id).inserted else { continue }
      if let own = ownAccessibilityElement(id, keeping: cache, remembering: &contexts) { result.append(own) }
    }
    return result
  }

  /// Whether the graph holds an ``View/accessibilityElement(children:)``
  /// group or an ``View/accessibilityRepresentation(representation:)``:
  /// without, a view's accessibility element is its own, and no
  /// ancestor is looked at.
  var hasAccessibilityGroups: Bool {
    (existingFeature(AssistiveFocus.self)?.groupingNodes ?? 0) > 0
  }

  /// View `id`'s own accessibility element, kept in `cache` from the last
  /// frame when its element was.
  func ownAccessibilityElement(
    _ id: NodeID, keeping cache: SemanticsCache?, remembering contexts: inout AccessibilityContexts
  ) -> AccessibilityElement? {
    guard let cache else { return accessibilityElement(id, remembering: &contexts) }
    return cache.accessibilityElement(id) { accessibilityElement(id, remembering: &contexts) }
  }

  /// Adds the groups and representations around `node` not yet `seen`,
  /// outward, up to an ancestor already `walked`.
  private func addGroups(
    around node: ViewNode, walked: inout Set<ObjectIdentifier>, seen: inout Set<NodeID>,
    contexts: inout AccessibilityContexts, into result: inout [AccessibilityElement]
  ) {
    for ancestor in node.ancestors {
      guard walked.insert(ObjectIdentifier(ancestor)).inserted else { break }
      if ancestor is AccessibilityRepresentationNode {
        // The representation stands in for the views drawn.
        if seen.insert(ancestor.id).inserted {
          for element in accessibilityElements(inside: ancestor) where seen.insert(element.id).inserted {
            result.append(element)
          }
        }
      } else if (ancestor as? AccessibilityAttributesNode)?.modifier.attributes.children != nil {
        if seen.insert(ancestor.id).inserted, let group = accessibilityElement(ancestor.id, remembering: &contexts) {
          result.append(group)
        }
      }
    }
  }
}
