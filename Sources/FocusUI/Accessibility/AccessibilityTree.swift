import FocusEngine

extension ViewGraph {
  /// The accessibility tree of the last layout, flattened in reading order.
  ///
  /// Built on demand from the nodes: texts and controls are elements;
  /// attributes set by accessibility modifiers apply to every element
  /// below them, the closest modifier winning; hidden subtrees are left
  /// out; ``View/accessibilityElement(children:)`` turns a subtree into one
  /// element (`.ignore`, `.combine`) or a group (`.contain`, listed before
  /// its children, when it has a label).
  package func accessibilityElements() -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    collectAccessibility(root, inherited: AccessibilityAttributes(), shift: .zero, into: &result)
    return result
  }

  /// The element of the node `id` as the full tree would have it, built
  /// from that node and its ancestors only (hosts draw the cursor each
  /// frame).
  package func accessibilityElement(_ id: NodeID) -> AccessibilityElement? {
    guard let node = node(id) else { return nil }
    let chain = Array(sequence(first: node, next: { $0.parent }).reversed())
    var attributes = AccessibilityAttributes()
    var shift = Point.zero
    for ancestor in chain.dropLast() {
      if let modifier = ancestor as? AccessibilityAttributesNode {
        let own = modifier.attributes
        if own.isHidden { return nil }
        switch own.children?.kind {
        case .ignore, .combine: return nil  // inside one element
        case .contain: attributes = AccessibilityAttributes()  // a group's children start afresh
        case nil: attributes.apply(own)
        }
      }
      if ancestor.isLayoutItem {
        if ancestor.makeElement().map({ $0.role != .container }) == true, !ancestor.exposesChildElements {
          return nil
        }
        shift = Point(x: shift.x + ancestor.contentShift.x, y: shift.y + ancestor.contentShift.y)
      }
    }
    var result: [AccessibilityElement] = []
    collectAccessibility(node, inherited: attributes, shift: shift, into: &result)
    return result.first { $0.id == id }
  }

  private func collectAccessibility(
    _ node: ViewNode, inherited: AccessibilityAttributes, shift: Point, into result: inout [AccessibilityElement]
  ) {
    var attributes = inherited
    if let modifier = node as? AccessibilityAttributesNode {
      let own = modifier.attributes
      if own.isHidden { return }
      attributes.apply(own)
      if let behavior = own.children {
        var inner: [AccessibilityElement] = []
        for child in node.children {
          collectAccessibility(child, inherited: AccessibilityAttributes(), shift: shift, into: &inner)
        }
        result += group(node.id, behavior: behavior, attributes: attributes, inner: inner)
        return
      }
    }
    if node.isLayoutItem, var element = node.makeElement() {
      element.frame.origin = Point(x: element.frame.minX + shift.x, y: element.frame.minY + shift.y)
      if let leaf = leafElement(element, attributes: attributes) { result.append(leaf) }
      if !node.exposesChildElements { return }
    }
    let inner = node.isLayoutItem ? Point(x: shift.x + node.contentShift.x, y: shift.y + node.contentShift.y) : shift
    for child in node.children {
      collectAccessibility(child, inherited: attributes, shift: inner, into: &result)
    }
  }

  /// The element of a text or control; `nil` for containers and dividers.
  private func leafElement(_ element: Element, attributes: AccessibilityAttributes) -> AccessibilityElement? {
    var traits: AccessibilityTraits
    switch element.role {
    case .container, .divider: return nil
    case .text: traits = .isStaticText
    case .button: traits = .isButton
    case .toggle: traits = element.value == "on" ? [.isToggle, .isSelected] : .isToggle
    case .textField, .secureField: traits = []
    }
    traits.formUnion(attributes.addedTraits)
    traits.subtract(attributes.removedTraits)
    let isActionable = element.role != .text && element.isEnabled
    return AccessibilityElement(
      id: element.id, label: attributes.label ?? element.label, value: attributes.value ?? element.value,
      hint: attributes.hint, traits: traits, frame: element.frame, role: element.role, isActionable: isActionable,
      children: [], actionTarget: isActionable ? element.id : nil)
  }

  /// The elements a subtree made into one, or a group, gives.
  private func group(
    _ id: NodeID, behavior: AccessibilityChildBehavior, attributes: AccessibilityAttributes,
    inner: [AccessibilityElement]
  ) -> [AccessibilityElement] {
    let frame = inner.dropFirst().reduce(inner.first?.frame ?? .zero) { $0.union($1.frame) }
    let action = inner.first { $0.isActionable }?.actionTarget
    switch behavior.kind {
    case .ignore, .combine:
      let combines = behavior.kind == .combine
      let values = inner.compactMap(\.value).filter { !$0.isEmpty }
      var traits = combines ? inner.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) } : []
      traits.remove(.isStaticText)
      traits.formUnion(attributes.addedTraits)
      traits.subtract(attributes.removedTraits)
      let label =
        attributes.label ?? (combines ? inner.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ") : "")
      let value = attributes.value ?? (combines && !values.isEmpty ? values.joined(separator: ", ") : nil)
      return [
        AccessibilityElement(
          id: id, label: label, value: value, hint: attributes.hint, traits: traits, frame: frame, role: nil,
          isActionable: action != nil, children: [], actionTarget: action)
      ]
    case .contain:
      guard let label = attributes.label else { return inner }
      let group = AccessibilityElement(
        id: id, label: label, value: attributes.value, hint: attributes.hint, traits: attributes.addedTraits,
        frame: frame, role: nil, isActionable: false, children: inner.map(\.id), actionTarget: nil)
      return [group] + inner
    }
  }
}
