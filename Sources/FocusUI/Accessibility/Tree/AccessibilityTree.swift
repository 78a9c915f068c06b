import FocusEngine

/// What a node's ancestors hand it: the attributes of the accessibility
/// modifiers above it, and the scroll offsets that move it on screen.
struct AccessibilityContext {
  var attributes = AccessibilityAttributes()
  var shift = Point.zero
  /// The selectable list around: each of its rows is one element.
  var list: ListNode?
  /// Inside a view's accessibility representation or children (views
  /// that are never drawn): the frame of the view they stand for, which
  /// their elements take.
  var frame: Rect?
  /// Whether elements get their sort paths (some view sets a sort
  /// priority), and the steps of the containers around.
  var sorts = false
  var sortPath: [AccessibilityElement.SortStep] = []
}

/// The contexts of the nodes asked about in one pass (a frame's
/// semantics), by node: the elements of a screenful share their ancestors.
/// Valid while the tree does not change.
struct AccessibilityContexts {
  fileprivate var known: [ObjectIdentifier: AccessibilityContext?] = [:]
}

extension ViewGraph {
  /// Whether some mounted view sets an ``View/accessibilitySortPriority(_:)``:
  /// reading order is then sorted.
  package var sortsAccessibility: Bool {
    (existingFeature(AssistiveFocus.self)?.sortPriorityNodes ?? 0) > 0
  }

  /// The accessibility tree of the last layout, flattened in reading order.
  ///
  /// Built on demand from the nodes: texts and controls are elements;
  /// attributes set by accessibility modifiers apply to every element
  /// below them, the closest modifier winning; hidden subtrees are left
  /// out; ``View/accessibilityElement(children:)`` turns a subtree into one
  /// element (`.ignore`, `.combine`) or a group (`.contain`, listed before
  /// its children, when it has a label); a view's accessibility
  /// representation stands in for its elements. The window's elements
  /// come first, then each layer's (presentations), bottom first: a layer
  /// is a tree of its own, which inherits no attributes from the views
  /// around it. Each tree is sorted by sort priority when a view sets one.
  package func accessibilityElements() -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    for top in [root!] + layers {
      result += accessibilityElements(of: top)
    }
    return result
  }

  /// The elements of one tree (the window's, or a layer's), in reading
  /// order.
  func accessibilityElements(of top: ViewNode) -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    let sorts = sortsAccessibility
    visitAccessibility(top, AccessibilityContext(sorts: sorts), backward: false) {
      result.append($0)
      return false
    }
    return sorts ? Self.sortedByPriority(result) : result
  }

  /// `elements` (in tree order) in reading order: in each container,
  /// higher sort priorities first, equal ones in tree order, a group with
  /// all it holds.
  static func sortedByPriority(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    elements.enumerated().sorted { a, b in
      let (x, y) = (a.element.sortPath, b.element.sortPath)
      for level in 0..<min(x.count, y.count) where x[level].item != y[level].item {
        if x[level].priority != y[level].priority { return x[level].priority > y[level].priority }
        break
      }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// The element of the node `id` as the full tree has it, built from that
  /// node and its ancestors only (hosts draw the cursor each frame).
  package func accessibilityElement(_ id: NodeID) -> AccessibilityElement? {
    var contexts = AccessibilityContexts()
    return accessibilityElement(id, remembering: &contexts)
  }

  /// ``accessibilityElement(_:)``, sharing the ancestors' contexts with
  /// the other nodes asked about in `contexts`.
  func accessibilityElement(_ id: NodeID, remembering contexts: inout AccessibilityContexts) -> AccessibilityElement? {
    guard let node = node(id), let context = accessibilityContext(of: node, remembering: &contexts) else {
      return nil
    }
    // A view that is not a group, a representation or a list's row has an
    // element of its own or none: those inside have other ids, and are not
    // built (a scroll view that scrolled would build its first row's).
    if !isGroupLike(node, context) {
      let leaf = leafElement(of: node, context)
      return leaf?.id == id ? leaf : nil
    }
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
      let single = Array(node.accessibilityAncestors).last { ancestor in
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

  /// Every element of `node`'s subtree, in tree order, as the full tree
  /// has them.
  func accessibilityElements(inside node: ViewNode) -> [AccessibilityElement] {
    guard let context = accessibilityContext(of: node) else { return [] }
    var result: [AccessibilityElement] = []
    visitAccessibility(node, context, backward: false) {
      result.append($0)
      return false
    }
    return result
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
    guard !node.startsAccessibilityTree, let parent = node.parent else { return nil }
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
          if parent.readsAccessibilityChild(children[child]) {
            visitAccessibility(children[child], context, backward: backward) { element in
              if matches(element) { found = element }
              return found != nil
            }
          }
          if let found { return found }
          child += backward ? -1 : 1
        }
      }
      // A group's element comes before its children.
      if backward, parent.isAccessibilityGroup, let group = accessibilityElement(parent.id), group.id == parent.id,
        matches(group)
      {
        return group
      }
      // A layer's reading order ends at the layer.
      guard !parent.startsAccessibilityTree, let next = parent.parent else { return nil }
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

  /// The root of the tree `node` is read in: the window's, or a layer.
  func accessibilityTop(of node: ViewNode) -> ViewNode {
    var top = node
    for ancestor in node.accessibilityAncestors { top = ancestor }
    return top
  }

  // MARK: - Building elements

  /// What `node`'s ancestors hand it; `nil` when it is hidden, inside an
  /// element made of several views, inside a control's label, or in a
  /// view an accessibility representation stands in for.
  private func accessibilityContext(of node: ViewNode) -> AccessibilityContext? {
    var contexts = AccessibilityContexts()
    return accessibilityContext(of: node, remembering: &contexts)
  }

  /// What `node`'s ancestors hand it, `nil` when it is not read (hidden,
  /// combined into an element above, or behind a representation).
  /// `contexts` keeps each ancestor's, so the nodes of one screenful walk
  /// their shared ancestors once.
  func accessibilityContext(
    of node: ViewNode, remembering contexts: inout AccessibilityContexts
  ) -> AccessibilityContext? {
    // Up to the first node whose context is known, or the tree's top.
    var below: [ViewNode] = []
    var current = node
    var context: AccessibilityContext?
    while true {
      if let known = contexts.known[ObjectIdentifier(current)] {
        context = known
        break
      }
      guard !current.startsAccessibilityTree, let parent = current.parent else {
        context = AccessibilityContext(sorts: sortsAccessibility)
        contexts.known[ObjectIdentifier(current)] = context
        break
      }
      below.append(current)
      current = parent
    }
    // Back down, each parent handing its child what it hands on.
    for child in below.reversed() {
      let parent = child.parent!
      if let given = context, parent.readsAccessibilityChild(child) {
        context = childContext(of: parent, given: given)
      } else {
        context = nil
      }
      contexts.known[ObjectIdentifier(child)] = context
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
      case .contain:
        // A group's children start afresh, sorted among themselves.
        if context.sorts {
          var attributes = context.attributes
          attributes.apply(own)
          context.sortPath.append(.init(item: node.id, priority: attributes.sortPriority ?? 0))
        }
        context.attributes = AccessibilityAttributes()
      case nil: context.attributes.apply(own)
      }
    }
    if let represented = node as? AccessibilityRepresentationNode {
      // Only its representation (or its children) is read, where it is.
      context.frame = context.frame ?? represented.representedFrame(shift: context.shift)
      if represented.replacesChildren {
        if context.sorts {
          context.sortPath.append(.init(item: node.id, priority: context.attributes.sortPriority ?? 0))
        }
        context.attributes = AccessibilityAttributes()
      }
      context.list = nil
    }
    if node.isLayoutItem {
      if !node.exposesChildElements { return nil }
      context.shift = context.shift + node.contentShift
    }
    if let list = context.list, list.rowState(of: node) != nil { return nil }  // inside a row's one element
    // A list takes a label set on it as its own name (see
    // `ListNode.spokenName`): its rows keep theirs.
    if node is ListNode { context.attributes.label = nil }
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
      if let innerContext = childContext(of: node, given: context) {
        // `.contain`: the children are read as they are, in the group.
        for child in node.children where node.readsAccessibilityChild(child) {
          visitAccessibility(child, innerContext, backward: false) {
            inner.append($0)
            return false
          }
        }
      } else {
        let insideContext = AccessibilityContext(shift: context.shift, frame: context.frame)
        for child in node.children where node.readsAccessibilityChild(child) {
          visitAccessibility(child, insideContext, backward: false) {
            inner.append($0)
            return false
          }
        }
      }
      let elements = group(node.id, behavior: behavior, attributes: attributes, inner: inner, context: context)
      return (backward ? elements.reversed() : elements).contains(where: visit)
    }
    if let represented = node as? AccessibilityRepresentationNode {
      return visitRepresentation(represented, context, backward: backward, visit)
    }
    if let list = context.list, let row = list.rowState(of: node) {
      guard let element = rowElement(node, isSelected: row.isSelected, context) else { return false }
      return visit(element)
    }
    let leaf = leafElement(of: node, context)
    if !backward, let leaf, visit(leaf) { return true }
    if let inner = childContext(of: node, given: context) {
      for child in backward ? node.children.reversed() : node.children where node.readsAccessibilityChild(child) {
        if visitAccessibility(child, inner, backward: backward, visit) { return true }
      }
    }
    if backward, let leaf, visit(leaf) { return true }
    return false
  }

  /// Whether `node` makes elements that are not its own leaf: a group, a
  /// representation, a row of a selectable list (``visitAccessibility``'s
  /// first cases).
  private func isGroupLike(_ node: ViewNode, _ context: AccessibilityContext) -> Bool {
    if let modifier = node as? AccessibilityAttributesNode, modifier.attributes.children != nil { return true }
    if node is AccessibilityRepresentationNode { return true }
    if let list = context.list, list.rowState(of: node) != nil { return true }
    return false
  }

  /// `node`'s own element, when it is a text, a control or a graphic.
  private func leafElement(of node: ViewNode, _ context: AccessibilityContext) -> AccessibilityElement? {
    guard node.isLayoutItem, var element = node.makeElement() ?? graphicElement(node, context) else { return nil }
    stats.accessibilityLeavesBuilt += 1
    element.frame.origin = element.frame.origin + context.shift
    if let frame = context.frame { element.frame = frame }
    return leafElement(element, node: node, context: context)
  }

  /// The elements of a view whose accessibility representation stands in
  /// for it: the representation's, or (for ``View/accessibilityChildren(children:)``)
  /// a group with the view's own element's label holding the children's.
  private func visitRepresentation(
    _ node: AccessibilityRepresentationNode, _ context: AccessibilityContext, backward: Bool,
    _ visit: (AccessibilityElement) -> Bool
  ) -> Bool {
    guard let hidden = node.representationRoot, let inner = childContext(of: node, given: context) else {
      return false
    }
    guard node.replacesChildren else {
      return visitAccessibility(hidden, inner, backward: backward, visit)
    }
    // The view's own element names the group; what the view holds is not read.
    var own: AccessibilityElement?
    if let content = node.children.first, content !== hidden {
      visitAccessibility(content, context, backward: false) {
        own = $0
        return true
      }
    }
    var children: [AccessibilityElement] = []
    visitAccessibility(hidden, inner, backward: false) {
      children.append($0)
      return false
    }
    var elements = children
    let label = own?.label ?? context.attributes.label ?? ""
    if !label.isEmpty {
      var groupElement = AccessibilityElement(
        id: node.id, label: label, value: own?.value ?? context.attributes.value,
        hint: own?.hint ?? context.attributes.hint,
        traits: (own?.traits ?? context.attributes.addedTraits).subtracting(.isStaticText), frame: inner.frame ?? .zero,
        role: nil, isActionable: false, children: children.map(\.id), actionTarget: nil)
      describe(&groupElement, with: context.attributes, context: context)
      if let own {
        groupElement.identifier = own.identifier ?? groupElement.identifier
        groupElement.customContent = own.customContent
      }
      elements.insert(groupElement, at: 0)
    }
    return (backward ? elements.reversed() : elements).contains(where: visit)
  }

  /// The element of a shape or a ``_Canvas`` given an accessibility
  /// label by a view around it: an image (drawn views are no elements
  /// otherwise).
  private func graphicElement(_ node: ViewNode, _ context: AccessibilityContext) -> Element? {
    guard let label = context.attributes.label, node is ShapeNode || node is CanvasNode else { return nil }
    return Element(id: node.id, role: .image, label: label, frame: node.frame, isEnabled: node.environment.isEnabled)
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
    let row = group(node.id, behavior: .combine, attributes: attributes, inner: inner, context: context)[0]
    let isEnabled = node.environment.isEnabled
    var element = AccessibilityElement(
      id: row.id, label: row.label, value: row.value, hint: row.hint, traits: row.traits, frame: row.frame,
      role: nil, isActionable: isEnabled, children: [], actionTarget: isEnabled ? row.actionTarget ?? node.id : nil)
    element.customContent = row.customContent
    element.actions = row.actions
    element.sortPath = row.sortPath
    element.sortPriority = row.sortPriority
    return element
  }

  /// The element of a text or control; `nil` for containers and dividers.
  private func leafElement(_ element: Element, node: ViewNode, context: AccessibilityContext) -> AccessibilityElement? {
    let attributes = context.attributes
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
    let isControl = element.role != .text && element.role != .image && element.role != .progress
    // A text or image the app marks a button (`.accessibilityAddTraits(.isButton)`,
    // as for a view with `onTapGesture`) is activated as a click on it.
    let isMarkedButton = !isControl && attributes.addedTraits.contains(.isButton)
    let isActionable = element.isEnabled && (isControl || attributes.hasDefaultAction || isMarkedButton)
    var label = attributes.label ?? element.label
    var labeledBy: NodeID?
    if attributes.labeledPairRole == .content, let pair = attributes.labeledPair,
      let labelNode = existingFeature(AssistiveFocus.self)?.links.label(for: pair),
      let labelElement = firstAccessibilityElement(at: labelNode)
    {
      labeledBy = labelElement.id
      if attributes.label == nil { label = labelElement.label }
    }
    var result = AccessibilityElement(
      id: element.id, label: label, value: attributes.value ?? element.value, hint: attributes.hint, traits: traits,
      frame: element.frame, role: element.role, isActionable: isActionable, children: [],
      actionTarget: isActionable ? element.id : nil)
    describe(&result, with: attributes, context: context)
    result.labeledBy = labeledBy
    if let text = node.textSpeech { result.speak(text.over(attributes.speech)) }
    // A label of the text's own runs is spoken run by run.
    if attributes.label == nil, labeledBy == nil, let text = node as? TextNode, text.text.content == result.label {
      result.spokenLabel = SpokenPhrase.spoken(
        runs: text.text.runs.map { ($0.string, $0.attributes.speech) }, over: attributes.speech)
    }
    return result
  }

  /// Sets what the attributes add to an element besides its label and
  /// traits: identifier, sort priority and path, spelling, custom content,
  /// actions.
  private func describe(
    _ element: inout AccessibilityElement, with attributes: AccessibilityAttributes, context: AccessibilityContext
  ) {
    element.identifier = attributes.identifier
    element.sortPriority = attributes.sortPriority ?? 0
    element.speak(attributes.speech)
    element.customContent = attributes.shownCustomContent
    element.actions = attributes.actions
    element.linkedGroup = attributes.linkedGroup?.groupName
    if context.sorts {
      element.sortPath = context.sortPath + [.init(item: element.id, priority: attributes.sortPriority ?? 0)]
    }
  }

  /// The elements a subtree made into one, or a group, gives.
  private func group(
    _ id: NodeID, behavior: AccessibilityChildBehavior, attributes: AccessibilityAttributes,
    inner: [AccessibilityElement], context: AccessibilityContext
  ) -> [AccessibilityElement] {
    let frame = context.frame ?? inner.dropFirst().reduce(inner.first?.frame ?? .zero) { $0.union($1.frame) }
    // Views made one element the app marks a button (a stack with
    // `onTapGesture`) are activated as a click on their first view, which
    // the gesture around hears.
    let action =
      inner.first { $0.isActionable }?.actionTarget
      ?? (attributes.addedTraits.contains(.isButton) ? inner.first?.id : nil)
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
      let isActionable = action != nil || attributes.hasDefaultAction
      var element = AccessibilityElement(
        id: id, label: label, value: value, hint: attributes.hint, traits: traits, frame: frame, role: nil,
        isActionable: isActionable, children: [], actionTarget: action)
      describe(&element, with: attributes, context: context)
      if combines {
        // The children's additional information and named actions are the element's.
        let own = Set(element.customContent.map(\.label))
        element.customContent =
          inner.flatMap(\.customContent).filter { !own.contains($0.label) } + element.customContent
        element.actions += inner.flatMap { $0.actions.filter { $0.kind.name != nil } }
        // The children's speech is the element's, where the group sets none.
        element.speak(attributes.speech.over(SpeechAttributes.of(runs: inner.map(\.speech))))
      }
      return [element]
    case .contain:
      guard let label = attributes.label else { return inner }
      var group = AccessibilityElement(
        id: id, label: label, value: attributes.value, hint: attributes.hint, traits: attributes.addedTraits,
        frame: frame, role: nil, isActionable: attributes.hasDefaultAction, children: inner.map(\.id),
        actionTarget: nil)
      describe(&group, with: attributes, context: context)
      return [group] + inner
    }
  }
}

extension AccessibilityAttributes {
  /// Whether a `.default` accessibility action is set here.
  var hasDefaultAction: Bool { actions.contains { $0.kind == .default } }
}

extension ViewNode {
  /// The ancestors an element is read in, innermost first: up to the root
  /// of the node's layer, through the views an accessibility
  /// representation is mounted in (see `AccessibilityRepresentationNode`).
  var accessibilityAncestors: some Sequence<ViewNode> {
    sequence(first: self) { $0.startsAccessibilityTree ? nil : $0.parent }.dropFirst()
  }

  /// Whether this node starts a tree of its own: a layer does; the root of
  /// a representation continues the tree of the view it stands for.
  var startsAccessibilityTree: Bool { isLayerRoot && !(self is AccessibilityOnlyRootNode) }

  /// Whether the accessibility tree reads `child` of this node: layers
  /// are read apart; a view with an accessibility representation reads
  /// only the representation.
  func readsAccessibilityChild(_ child: ViewNode) -> Bool {
    if let represented = self as? AccessibilityRepresentationNode { return child === represented.representationRoot }
    return !child.isLayerRoot
  }

  /// Whether this node is a group whose element comes before its
  /// children's: a labelled `.contain` group, a view with accessibility
  /// children.
  var isAccessibilityGroup: Bool {
    if let modifier = self as? AccessibilityAttributesNode { return modifier.attributes.children == .contain }
    return (self as? AccessibilityRepresentationNode)?.replacesChildren == true
  }

  /// The semantic element of a shape or a canvas whose own accessibility
  /// modifiers give it a label: an image of that label (so that hosts
  /// that list the semantic tree, such as the browser's, show it). Drawn
  /// views are no elements otherwise.
  func labelledGraphicElement() -> Element? {
    var node = parent
    while let current = node, current.wrapsSameView {
      if let modifier = current as? AccessibilityAttributesNode {
        if modifier.attributes.isHidden { return nil }
        if let label = modifier.attributes.label {
          return Element(id: id, role: .image, label: label, frame: frame, isEnabled: environment.isEnabled)
        }
      }
      node = current.parent
    }
    return nil
  }

  /// How a screen reader speaks this node's text: the speech modifiers
  /// of a `Text`'s runs (``Text/speechSpellsOutCharacters(_:)``, …); `nil`
  /// for a node that is no text.
  var textSpeech: SpeechAttributes? {
    guard let text = self as? TextNode else { return nil }
    return SpeechAttributes.of(runs: text.text.runs.lazy.map(\.attributes.speech))
  }
}
