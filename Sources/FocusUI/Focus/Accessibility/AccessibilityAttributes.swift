import FocusEngine

/// What accessibility modifiers set on a view.
struct AccessibilityAttributes: Hashable {
  var label: String?
  var value: String?
  var hint: String?
  var isHidden = false
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var children: AccessibilityChildBehavior?
  /// ``View/accessibilityIdentifier(_:)``: never spoken, for tests and
  /// automation.
  var identifier: String?
  /// ``View/accessibilitySortPriority(_:)``: higher is read first among
  /// the elements of the same container.
  var sortPriority: Double?
  /// ``View/speechSpellsOutCharacters(_:)`` and the other speech
  /// modifiers.
  var speech = SpeechAttributes()
  /// ``View/accessibilityCustomContent(_:_:importance:)`` entries, in the
  /// order they were added; an entry with no value removes an earlier one
  /// with its id.
  var customContent: [CustomContentEntry] = []
  /// The actions of ``View/accessibilityAction(_:_:)`` and its named
  /// forms: the modifier node and the index of each handler there.
  var actions: [AccessibilityActionReference] = []
  /// ``View/accessibilityLabeledPair(role:id:in:)``.
  var labeledPair: AccessibilityLinkKey?
  var labeledPairRole: AccessibilityLabeledPairRole?
  /// ``View/accessibilityRotorEntry(id:in:)``.
  var rotorEntry: AccessibilityLinkKey?
  /// ``View/accessibilityLinkedGroup(id:in:)``.
  var linkedGroup: AccessibilityLinkKey?

  /// One entry of additional information.
  struct CustomContentEntry: Hashable, Sendable {
    var id: String
    var label: String
    var value: String?
    var importance: AXCustomContent.Importance
  }

  /// Applies the attributes of a modifier closer to the view: its label,
  /// value, hint, identifier and sort priority win; traits add up; custom
  /// content added further out replaces entries with its id; actions
  /// gather, in the order they were added (the closest first).
  mutating func apply(_ inner: AccessibilityAttributes) {
    label = inner.label ?? label
    value = inner.value ?? value
    hint = inner.hint ?? hint
    identifier = inner.identifier ?? identifier
    sortPriority = inner.sortPriority ?? sortPriority
    speech = inner.speech.over(speech)
    addedTraits.formUnion(inner.addedTraits)
    addedTraits.subtract(inner.removedTraits)
    removedTraits.formUnion(inner.removedTraits)
    if !inner.customContent.isEmpty {
      let outer = Set(customContent.map(\.id))
      customContent = inner.customContent.filter { !outer.contains($0.id) } + customContent
    }
    if !inner.actions.isEmpty { actions = inner.actions + actions }
    linkedGroup = inner.linkedGroup ?? linkedGroup
    if inner.labeledPair != nil {
      labeledPair = inner.labeledPair
      labeledPairRole = inner.labeledPairRole
    }
  }

  /// The custom content entries an element shows: those with a value.
  var shownCustomContent: [AccessibilityElement.CustomContent] {
    customContent.compactMap { entry in
      entry.value.map {
        AccessibilityElement.CustomContent(label: entry.label, value: $0, importance: entry.importance)
      }
    }
  }
}

/// A namespaced identifier pairing accessibility elements: a label with
/// its content (``View/accessibilityLabeledPair(role:id:in:)``), a rotor
/// entry with its view (``View/accessibilityRotorEntry(id:in:)``).
struct AccessibilityLinkKey: Hashable {
  var namespace: Namespace.ID
  var id: AnyHashable

  init(namespace: Namespace.ID, id: some Hashable) {
    self.namespace = namespace
    self.id = AnyHashable(id)
  }
}

/// An action an element offers: what kind it is, and where its handler is.
struct AccessibilityActionReference: Hashable, Sendable {
  var kind: AccessibilityActionKind
  /// The ``AccessibilityAttributesNode`` holding the handler.
  var node: NodeID
  var index: Int
}
