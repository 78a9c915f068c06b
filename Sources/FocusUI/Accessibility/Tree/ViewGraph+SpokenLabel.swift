/// The one labelling rule of the two semantic trees: an element of
/// ``ViewGraph/elements()`` is labelled as the accessibility tree labels
/// the same view, so that a test finds a view by what an assistive
/// technology reads, as XCUITest does:
///
/// ```swift
/// Text("🥰").accessibilityLabel("Delicious").onTapGesture { eat() }
/// host.element("Delicious")?.role   // .text: the label a screen reader reads
/// host.click("Delicious")
/// ```
///
/// The accessibility tree is the source: a view whose element there is
/// its own (same node) takes that element's label. A view with no element
/// of its own there (hidden, or combined into another element) keeps the
/// label of what it draws. Most views have no accessibility modifier above
/// them and no other label to take: they are passed over without building
/// their accessibility element (``ViewNode/mayBeRelabelled``).
extension ViewGraph {
  /// `element` (built from `node`, or for `isRow`, the element of the row
  /// of a selectable list `node` is) with the label the accessibility
  /// tree gives `node`.
  func labelled(_ element: Element, of node: ViewNode, isRow: Bool = false) -> Element {
    let isRowContainer = isRow && element.role == .container
    guard isRowContainer || (element.role != .container && node.mayBeRelabelled) else { return element }
    guard let spoken = accessibilityElement(node.id), spoken.id == node.id, spoken.label != element.label else {
      return element
    }
    var element = element
    element.label = spoken.label
    return element
  }
}

extension ViewNode {
  /// Whether an accessibility modifier around this node may label it: a
  /// label, or a labeled pair naming it, set on this view or on a view
  /// that holds it. A cheap walk up, with no element built.
  final var mayBeRelabelled: Bool {
    for ancestor in accessibilityAncestors {
      // A list takes a label set on it as its own name.
      if ancestor is ListNode { return false }
      guard let modifier = ancestor as? AccessibilityAttributesNode else { continue }
      let own = modifier.modifier.attributes
      if own.label != nil || own.labeledPairRole == .content { return true }
    }
    return false
  }
}
