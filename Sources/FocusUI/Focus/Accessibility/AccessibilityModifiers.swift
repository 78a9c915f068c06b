/// What accessibility modifiers set on a view.
struct AccessibilityAttributes: Hashable {
  var label: String?
  var value: String?
  var hint: String?
  var isHidden = false
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var children: AccessibilityChildBehavior?

  /// Applies the attributes of a modifier closer to the view: its label,
  /// value and hint win; traits add up.
  mutating func apply(_ inner: AccessibilityAttributes) {
    label = inner.label ?? label
    value = inner.value ?? value
    hint = inner.hint ?? hint
    addedTraits.formUnion(inner.addedTraits)
    addedTraits.subtract(inner.removedTraits)
    removedTraits.formUnion(inner.removedTraits)
  }
}

/// Sets accessibility attributes: ``View/accessibilityLabel(_:)`` and the
/// others.
public struct _AccessibilityAttributesModifier: PrimitiveModifier {
  let attributes: AccessibilityAttributes

  func makeModifierNode(in graph: ViewGraph) -> ViewNode {
    AccessibilityAttributesNode(graph: graph)
  }
}

/// Holds the attributes for the accessibility tree, which is built from the
/// nodes when a technology or a test asks for it.
final class AccessibilityAttributesNode: ModifierNode<_AccessibilityAttributesModifier> {
  var attributes: AccessibilityAttributes { modifier.attributes }
}

extension View {
  func accessibility(_ change: (inout AccessibilityAttributes) -> Void) -> some View {
    var attributes = AccessibilityAttributes()
    change(&attributes)
    return modifier(_AccessibilityAttributesModifier(attributes: attributes))
  }

  /// The label, from a localized key held in a variable.
  ///
  /// ```swift
  /// let name: LocalizedStringKey = "Delicious"
  /// Text("😋").accessibilityLabel(name)
  /// ```
  @_disfavoredOverload
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(labelKey.string)
  }

  /// What assistive technologies call this view, instead of its text.
  ///
  /// ```swift
  /// Button("✕") { close() }.accessibilityLabel("Close")
  /// ```
  /// On a view holding several elements, each gets the label; to make
  /// them one element, add ``accessibilityElement(children:)``. The label
  /// closest to the view wins.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibility { $0.label = String(label) }
  }

  /// The view's current value, as assistive technologies read it.
  ///
  /// ```swift
  /// Text("\(volume)%").accessibilityValue("\(volume) percent")
  /// ```
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    accessibility { $0.value = String(value) }
  }

  /// What activating the view does, read after its label.
  ///
  /// ```swift
  /// Button("Send") { send() }.accessibilityHint("Sends the message to all recipients")
  /// ```
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    accessibility { $0.hint = String(hint) }
  }

  /// Hides this view and everything in it from assistive technologies.
  ///
  /// ```swift
  /// Text("★★★").accessibilityHidden(true)
  /// ```
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibility { $0.isHidden = hidden }
  }

  /// Makes this view one accessibility element (`.ignore`, `.combine`) or a
  /// group of its children's (`.contain`).
  ///
  /// ```swift
  /// HStack {
  ///   Text("Ada Lovelace")
  ///   Text("Online")
  /// }
  /// .accessibilityElement(children: .combine)   // "Ada Lovelace, Online"
  /// ```
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility { $0.children = children }
  }

  /// Adds `traits` to the view's element.
  ///
  /// ```swift
  /// Text("Settings").accessibilityAddTraits(.isHeader)
  /// ```
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { $0.addedTraits = traits }
  }

  /// Removes `traits` from the view's element.
  ///
  /// ```swift
  /// Button("Row") { open() }.accessibilityRemoveTraits(.isButton)
  /// ```
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { $0.removedTraits = traits }
  }
}
