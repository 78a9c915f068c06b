import FocusEngine

/// One element of the accessibility tree: what an assistive technology
/// reads and moves its cursor over.
///
/// ```swift
/// let elements = host.accessibilityElements
/// elements.map(\.label)   // ["Inbox", "Compose", …] in reading order
/// ```
/// The tree is derived from the semantic tree: one element per text and
/// control, and per view made into one with
/// ``View/accessibilityElement(children:)``, in reading order (tree order),
/// hidden ones left out.
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
  /// The node the element comes from: a text or control, or the view made
  /// into one element.
  public let id: NodeID
  /// What the element is called.
  public let label: String
  /// Its current value: a field's text, a toggle's state.
  public let value: String?
  /// What activating it does.
  public let hint: String?
  /// What kind of element it is.
  public let traits: AccessibilityTraits
  /// Where it is on screen, in cells.
  public let frame: Rect
  /// The semantic role of the view behind it (`nil` for a group).
  public let role: Element.Role?
  /// Whether activating it can do something: a control, or an element
  /// holding one.
  public let isActionable: Bool
  /// The elements a `.contain` group holds, by id (empty for others).
  public let children: [NodeID]
  /// The control that activating the element runs: itself, or the first
  /// control inside a combined element.
  let actionTarget: NodeID?

  /// What a screen reader says when its cursor lands here: label, value,
  /// kind, hint.
  public var announcement: String {
    var parts = [label]
    if let value, !value.isEmpty { parts.append(value) }
    if role == .textField || role == .secureField { parts.append("text field") }
    if role == .picker { parts.append("pop up button") }
    if role == .menu { parts.append("menu button") }
    if role == .disclosure { parts.append("disclosure triangle") }
    if role == .slider { parts.append("slider") }
    if role == .stepper { parts.append("stepper") }
    if role == .progress { parts.append("progress indicator") }
    parts += traits.spoken
    if role == .tab { parts.append("tab") }
    if !children.isEmpty { parts.append("group") }
    if let hint, !hint.isEmpty { parts.append(hint) }
    return parts.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  public var description: String { announcement }
}
