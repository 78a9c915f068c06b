import FocusEngine

/// The items of a graph filed by the labels their semantic elements have,
/// so that finding an element by label builds the elements of the few
/// items filed under it, not of the whole tree.
///
/// An item's label is read from the item and the views inside it (a
/// button's label text, a row's texts). Whatever changes one goes through
/// an update or a layout invalidation of the item or of a view inside it,
/// and both mark the item and every node around it stale
/// (``ViewNode/labelsMayHaveChanged()``); a lookup first files the stale
/// items again. The index is a superset: an item may be filed under a
/// label its element does not have now (a row's text, a focusable view
/// out of the focus order), and a lookup keeps only the candidates whose
/// element, built as ``ViewGraph/elements()`` builds it, has the label.
///
/// Empty labels (containers) are not filed.
///
/// A graph feature made by the first lookup by label: a host that never
/// looks elements up keeps none, and its nodes start stale, so that
/// updating one costs no lookup of the index.
@MainActor
final class ElementIndex: GraphFeature {
  /// The items filed under each label.
  private var itemsByLabel: [String: Set<NodeID>] = [:]
  /// The labels each item is filed under (one or two).
  private var labelsOfItem: [NodeID: [String]] = [:]
  /// The nodes marked stale since the last lookup.
  private var stale: [NodeID] = []

  /// Files every item of `graph`'s tree, the layers included.
  init(graph: ViewGraph) {
    var pending = [graph.root!]
    while let node = pending.popLast() {
      node.labelIsStale = false
      file(node)
      pending += node.children
    }
  }

  /// Notes that `node` must be filed again before the next lookup.
  func markStale(_ node: ViewNode) {
    stale.append(node.id)
  }

  /// Forgets `node`, which is leaving the graph.
  func nodeWillUnmount(_ node: ViewNode) {
    guard let labels = labelsOfItem.removeValue(forKey: node.id) else { return }
    for label in labels { unfile(node.id, from: label) }
  }

  /// The items that may have an element labelled `label`, after filing the
  /// stale ones again.
  func candidates(labelled label: String, in graph: ViewGraph) -> Set<NodeID> {
    refresh(in: graph)
    return itemsByLabel[label] ?? []
  }

  private func refresh(in graph: ViewGraph) {
    let nodes = stale
    stale.removeAll(keepingCapacity: true)
    for id in nodes {
      guard let node = graph.node(id), node.labelIsStale else { continue }
      node.labelIsStale = false
      file(node)
    }
  }

  /// Files `node` under the labels its element may have now.
  private func file(_ node: ViewNode) {
    let labels = node.isLayoutItem ? Self.labels(of: node) : []
    let old = labelsOfItem[node.id] ?? []
    guard labels != old else { return }
    for label in old where !labels.contains(label) { unfile(node.id, from: label) }
    for label in labels where !old.contains(label) { itemsByLabel[label, default: []].insert(node.id) }
    labelsOfItem[node.id] = labels.isEmpty ? nil : labels
  }

  private func unfile(_ id: NodeID, from label: String) {
    itemsByLabel[label]?.remove(id)
    if itemsByLabel[label]?.isEmpty == true { itemsByLabel[label] = nil }
  }

  /// The labels `node`'s element may have: its own element's, the one
  /// the accessibility tree gives it, the one it has in or out of the
  /// focus order, and, for a row of a list, the row's text and its
  /// accessibility label.
  private static func labels(of node: ViewNode) -> [String] {
    let own = node.graph.buildElement(of: node)
    var labels: [String] = []
    func add(_ label: String?) {
      if let label, !label.isEmpty, !labels.contains(label) { labels.append(label) }
    }
    add(own?.label)
    // The label the accessibility tree gives it, which `elements()` reads.
    if let own { add(node.graph.labelled(own, of: node).label) }
    add(node.standingLabel)
    if own == nil || own?.role == .container, node.mayBeListRow {
      add(node.displayText)
      // A row of a selectable list is one element there: its texts joined.
      if let row = node.graph.accessibilityElement(node.id), row.id == node.id { add(row.label) }
    }
    return labels
  }
}

extension ViewNode {
  /// Marks this node and the nodes around it stale in the graph's
  /// ``ElementIndex`` (if a lookup made one): their labels may read what
  /// changed. Stops at a node already stale, whose ancestors are too.
  final func labelsMayHaveChanged() {
    guard !labelIsStale, let index = graph.existingFeature(ElementIndex.self) else { return }
    markLabelsStale(in: index)
  }

  /// Files a node that just mounted, if the graph has an index.
  final func labelsDidMount() {
    guard let index = graph.existingFeature(ElementIndex.self) else { return }
    labelIsStale = false
    markLabelsStale(in: index)
  }

  private func markLabelsStale(in index: ElementIndex) {
    var node: ViewNode? = self
    while let current = node, !current.labelIsStale {
      current.labelIsStale = true
      index.markStale(current)
      node = current.parent
    }
  }

  /// Whether this item may be a row of a list: an item of the list's
  /// scroll view, or of a section in it (see `TaggedRow.rows`). It
  /// depends on the nodes around only, which a node keeps for its life.
  final var mayBeListRow: Bool {
    var container = parent
    while let current = container, !current.isLayoutItem || current is SectionNode {
      container = current.parent
    }
    guard let scroll = container as? ScrollNode else { return false }
    return scroll.parent is ListNode
  }
}
