import FocusEngine

/// The modifier every accessibility modifier applies
/// (``View/accessibilityLabel(_:)-(LocalizedStringKey)``, ``View/accessibilityAction(_:_:)``,
/// ``View/accessibilityCustomContent(_:_:importance:)-(AccessibilityCustomContentKey,LocalizedStringKey,_)``, …): what it sets
/// on the view's accessibility elements.
///
/// ```swift
/// let modified: ModifiedContent<Text, AccessibilityAttachmentModifier> =
///   Text("★★★☆☆").accessibilityLabel("3 stars")
/// ```
public struct AccessibilityAttachmentModifier: PrimitiveModifier {
  let attributes: AccessibilityAttributes
  /// The handlers of the actions added here, in order.
  let actions: [AccessibilityActionHandler]

  init(attributes: AccessibilityAttributes, actions: [AccessibilityActionHandler] = []) {
    self.attributes = attributes
    self.actions = actions
  }

  func makeModifierNode(in graph: ViewGraph) -> ViewNode {
    AccessibilityAttributesNode(graph: graph)
  }
}

/// One action added with ``View/accessibilityAction(_:_:)`` or a named
/// form.
struct AccessibilityActionHandler {
  var kind: AccessibilityActionKind
  var handler: () -> Void
}

/// Holds the attributes for the accessibility tree, which is built from the
/// nodes when a technology or a test asks for it, and registers the
/// labeled pairs and rotor entries named here with the graph's
/// ``AssistiveFocus``.
final class AccessibilityAttributesNode: ModifierNode<AccessibilityAttachmentModifier> {
  /// The attributes, with references to this node's action handlers.
  var attributes: AccessibilityAttributes {
    var attributes = modifier.attributes
    if !modifier.actions.isEmpty {
      attributes.actions = modifier.actions.indices.map {
        AccessibilityActionReference(kind: modifier.actions[$0].kind, node: id, index: $0)
      }
    }
    return attributes
  }

  /// The links registered for this node.
  private var registered:
    (pair: AccessibilityLinkKey?, role: AccessibilityLabeledPairRole?, rotor: AccessibilityLinkKey?)

  override func run() {
    let own = modifier.attributes
    if registered.pair != own.labeledPair || registered.role != own.labeledPairRole
      || registered.rotor != own.rotorEntry
    {
      let links = graph.accessibility.links
      links.unregister(self, pair: registered.pair, role: registered.role, rotorEntry: registered.rotor)
      links.register(self, pair: own.labeledPair, role: own.labeledPairRole, rotorEntry: own.rotorEntry)
      registered = (own.labeledPair, own.labeledPairRole, own.rotorEntry)
    }
    if own.sortPriority != nil, !countsSortPriority {
      countsSortPriority = true
      graph.accessibility.sortPriorityNodes += 1
    } else if own.sortPriority == nil, countsSortPriority {
      countsSortPriority = false
      graph.accessibility.sortPriorityNodes -= 1
    }
    if (own.children != nil) != countsGroup {
      countsGroup.toggle()
      graph.accessibility.groupingNodes += countsGroup ? 1 : -1
    }
    if own.label != filedLabel {
      // The views below are filed by the label this sets (see
      // `ViewGraph+SpokenLabel.swift`): file them again.
      if filedLabel != nil || own.label != nil { relabelViewsBelow() }
      filedLabel = own.label
    }
    super.run()
  }

  private var countsSortPriority = false
  /// Whether it makes a group (``View/accessibilityElement(children:)``),
  /// counted in ``AssistiveFocus/groupingNodes``.
  private var countsGroup = false
  /// The label set here when the views below were last filed.
  private var filedLabel: String?

  private func relabelViewsBelow() {
    guard graph.existingFeature(ElementIndex.self) != nil else { return }
    var pending = children
    while let node = pending.popLast() {
      node.labelsMayHaveChanged()
      pending += node.children
    }
  }

  override func willUnmount() {
    if registered.pair != nil || registered.rotor != nil {
      graph.accessibility.links.unregister(
        self, pair: registered.pair, role: registered.role, rotorEntry: registered.rotor)
      registered = (nil, nil, nil)
    }
    if countsSortPriority {
      countsSortPriority = false
      graph.accessibility.sortPriorityNodes -= 1
    }
    if countsGroup {
      countsGroup = false
      graph.accessibility.groupingNodes -= 1
    }
    super.willUnmount()
  }

  /// Runs the handler at `index`; `false` when there is none.
  func performAction(at index: Int) -> Bool {
    guard modifier.actions.indices.contains(index) else { return false }
    modifier.actions[index].handler()
    return true
  }
}
