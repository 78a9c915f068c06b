import FocusEngine

/// What a node's ancestors hand it: the attributes of the accessibility
/// modifiers above it, and the scroll offsets that move it on screen.
struct AccessibilityContext {
  var attributes = AccessibilityAttributes()
  var shift = Point.zero
  /// The selectable list around: each of its rows is one element.
  var list: ListNode?
}

extension ViewGraph {
  /// The accessibility tree of the last layout, flattened in reading order.
  ///
  /// Built on demand from the nodes: texts and controls are elements;
  /// attributes set by accessibility modifiers apply to every element
  /// below them, the closest modifier winning; hidden subtrees are left
  /// out; ``View/accessibilityElement(children:)`` turns a subtree into one
  /// element (`.ignore`, `.combine`) or a group (`.contain`, listed before
  /// its children, when it has a label). The window's elements come first,
  /// then each layer's (presentations), bottom first: a layer is a tree of
  /// its own, which inherits no attributes from the views around it.
  package func accessibilityElements() -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    for top in [root!] + layers {
      visitAccessibility(top, AccessibilityContext(), backward: false) {
        result.append($0)
        return false
      }
    }
    return result
  }

  /// The element of the node `id` as the full tree has it, built from that
  /// node and its ancestors only (hosts draw the cursor each frame).
  package func accessibilityElement(_ id: NodeID) -> AccessibilityElement? {
    guard let node = node(id), let context = accessibilityContext(of: node) else { return nil }
    var found: AccessibilityElement?
    // A node's own element comes before those inside it: past the first
    // element, none has its id (a stack with no element of its own is not
    // searched through).
    visitAccessibility(node, context, backward: false) { element in
      if element.id == id { found = element }
      return true
    }
    return found
  }

  /// The first element at or inside the node `id`: what a write to an
  /// accessibility focus state bound there moves cursors to. Inside a view
  /// made into one element, that element.
  func firstAccessibilityElement(at id: NodeID) -> AccessibilityElement? {
    guard let node = node(id) else { return nil }
    guard let context = accessibilityContext(of: node) else {
      let single = Array(node.ancestors).last { ancestor in
        guard let kind = (ancestor as? AccessibilityAttributesNode)?.attributes.children?.kind else { return false }
        return kind != .contain
      }
      return single.flatMap { accessibilityElement($0.id) }
    }
    var found: AccessibilityElement?
    visitAccessibility(node, context, backward: false) {
      found = $0
      return true
    }
    return found
  }

  // MARK: - Walking in reading order

  /// The first element after the node `id`'s element in reading order
  /// (before it, when `backward`) that `matches`.
  func accessibilityElement(
    after id: NodeID, backward: Bool, where matches: (AccessibilityElement) -> Bool
  ) -> AccessibilityElement? {
    guard let node = node(id) else { return nil }
    if !backward, let context = accessibilityContext(of: node) {
      // The node's own element comes before those inside it.
      var isPast = false
      var found: AccessibilityElement?
      visitAccessibility(node, context, backward: false) { element in
        if isPast, matches(element) { found = element }
        if element.id == id { isPast = true }
        return found != nil
      }
      if let found { return found }
    }
    guard !node.isLayerRoot, let parent = node.parent else { return nil }
    return accessibilityElement(
      in: parent, from: node.indexInParent + (backward ? -1 : 1), backward: backward, where: matches)
  }

  /// The first element that `matches` among `parent`'s children from
  /// `index` on, then in what follows `parent` (backward: from `index`
  /// down, then what precedes).
  func accessibilityElement(
    in parent: ViewNode, from index: Int, backward: Bool, where matches: (AccessibilityElement) -> Bool
  ) -> AccessibilityElement? {
    var parent = parent
    var index = index
    while true {
      if let context = accessibilityContext(of: parent).flatMap({ childContext(of: parent, given: $0) }) {
        let children = parent.children
        var found: AccessibilityElement?
        var child = backward ? min(index, children.count - 1) : max(index, 0)
        while children.indices.contains(child) {
          if !children[child].isLayerRoot {
            visitAccessibility(children[child], context, backward: backward) { element in
              if matches(element) { found = element }
              return found != nil
            }
          }
          if let found { return found }
          child += backward ? -1 : 1
        }
      }
      // A labelled group's element comes before its children.
      if backward, let modifier = parent as? AccessibilityAttributesNode, modifier.attributes.children == .contain,
        let group = accessibilityElement(parent.id), matches(group)
      {
        return group
      }
      // A layer's reading order ends at the layer.
      guard !parent.isLayerRoot, let next = parent.parent else { return nil }
      index = parent.indexInParent + (backward ? -1 : 1)
      parent = next
    }
  }

  /// The first element that `matches` (the last, when `backward`): in the
  /// modal layer while one is up, else in the window.
  func accessibilityEdge(backward: Bool, where matches: (AccessibilityElement) -> Bool) -> AccessibilityElement? {
    var found: AccessibilityElement?
    visitAccessibility(modalLayer ?? root, AccessibilityContext(), backward: backward) { element in
      if matches(element) { found = element }
      return found != nil
    }
    return found
  }

  // MARK: - Building elements

  /// What `node`'s ancestors hand it; `nil` when it is hidden, inside an
  /// element made of several views, or inside a control's label.
  private func accessibilityContext(of node: ViewNode) -> AccessibilityContext? {
    var context = AccessibilityContext()
    for ancestor in Array(node.ancestors).reversed() {
      guard let inner = childContext(of: ancestor, given: context) else { return nil }
      context = inner
    }
    return context
  }

  /// What `node` hands its children, given what it was handed.
  private func childContext(of node: ViewNode, given context: AccessibilityContext) -> AccessibilityContext? {
    var context = context
    if let modifier = node as? AccessibilityAttributesNode {
      let own = modifier.attributes
      if own.isHidden { return nil }
      switch own.children?.kind {
      case .ignore, .combine: return nil  // read as one element
      case .contain: context.attributes = AccessibilityAttributes()  // a group's children start afresh
      case nil: context.attributes.apply(own)
      }
    }
    if node.isLayoutItem {
      if !node.exposesChildElements { return nil }
      context.shift = context.shift + node.contentShift
    }
    if let list = context.list, list.rowState(of: node) != nil { return nil }  // inside a row's one element
    if let list = node as? ListNode, list.isSelectable { context.list = list }
    return context
  }

  /// Hands `visit` the elements of `node`'s subtree in reading order
  /// (reversed, when `backward`) until it returns `true`; returns whether
  /// it did.
  @discardableResult
  private func visitAccessibility(
    _ node: ViewNode, _ context: AccessibilityContext, backward: Bool, _ visit: (AccessibilityElement) -> Bool
  ) -> Bool {
    if let modifier = node as? AccessibilityAttributesNode, let behavior = modifier.attributes.children {
      guard !modifier.attributes.isHidden else { return false }
      var attributes = context.attributes
      attributes.apply(modifier.attributes)
      var inner: [AccessibilityElement] = []
      for child in node.children where !child.isLayerRoot {
        visitAccessibility(child, AccessibilityContext(shift: context.shift), backward: false) {
          inner.append($0)
          return false
        }
      }
      let elements = group(node.id, behavior: behavior, attributes: attributes, inner: inner)
      return (backward ? elements.reversed() : elements).contains(where: visit)
    }
    if let list = context.list, let row = list.rowState(of: node) {
      guard let element = rowElement(node, isSelected: row.isSelected, context) else { return false }
      return visit(element)
    }
    var leaf: AccessibilityElement?
    if node.isLayoutItem, var element = node.makeElement() {
      element.frame.origin = element.frame.origin + context.shift
      leaf = leafElement(element, attributes: context.attributes)
    }
    if !backward, let leaf, visit(leaf) { return true }
    if let inner = childContext(of: node, given: context) {
      for child in backward ? node.children.reversed() : node.children where !child.isLayerRoot {
        if visitAccessibility(child, inner, backward: backward, visit) { return true }
      }
    }
    if backward, let leaf, visit(leaf) { return true }
    return false
  }

  /// A row of a selectable list: one element made of the row's, selected
  /// or not, that activating selects (or hands to the row's first
  /// control).
  private func rowElement(_ node: ViewNode, isSelected: Bool, _ context: AccessibilityContext)
    -> AccessibilityElement?
  {
    var inside = context
    inside.list = nil
    var inner: [AccessibilityElement] = []
    visitAccessibility(node, inside, backward: false) {
      inner.append($0)
      return false
    }
    guard !inner.isEmpty else { return nil }
    var attributes = AccessibilityAttributes()
    if isSelected { attributes.addedTraits = .isSelected }
    let row = group(node.id, behavior: .combine, attributes: attributes, inner: inner)[0]
    let isEnabled = node.environment.isEnabled
    return AccessibilityElement(
      id: row.id, label: row.label, value: row.value, hint: row.hint, traits: row.traits, frame: row.frame,
      role: nil, isActionable: isEnabled, children: [], actionTarget: isEnabled ? row.actionTarget ?? node.id : nil)
  }

  /// The element of a text or control; `nil` for containers and dividers.
  private func leafElement(_ element: Element, attributes: AccessibilityAttributes) -> AccessibilityElement? {
    var traits: AccessibilityTraits
    switch element.role {
    case .container, .divider: return nil
    case .text: traits = .isStaticText
    case .button: traits = .isButton
    case .toggle: traits = element.value == "on" ? [.isToggle, .isSelected] : .isToggle
    case .textField, .secureField, .picker, .menu, .disclosure, .slider, .stepper: traits = []
    case .image: traits = .isImage
    case .link: traits = .isLink
    case .progress: traits = .updatesFrequently
    case .tab: traits = element.isSelected ? .isSelected : []
    }
    traits.formUnion(attributes.addedTraits)
    traits.subtract(attributes.removedTraits)
    let isActionable = element.role != .text && element.role != .image && element.role != .progress && element.isEnabled
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
