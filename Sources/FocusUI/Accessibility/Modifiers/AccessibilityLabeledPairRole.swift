/// Which side of a label / content pair an element is:
/// ``View/accessibilityLabeledPair(role:id:in:)``.
///
/// ```swift
/// Text("Notifications")
///   .accessibilityLabeledPair(role: .label, id: "notifications", in: pairs)
/// Toggle(isOn: $notifies) { EmptyView() }
///   .accessibilityLabeledPair(role: .content, id: "notifications", in: pairs)
/// ```
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The element that names the other: the text beside a control.
  case label
  /// The element named: the control.
  case content
}
