/// Names one entry of an element's additional information: its label, and
/// the identifier that entries added later replace.
///
/// ```swift
/// extension AccessibilityCustomContentKey {
///   static let age = AccessibilityCustomContentKey("Age")
/// }
///
/// PersonRow(person)
///   .accessibilityCustomContent(.age, "\(person.age)")
/// ```
public struct AccessibilityCustomContentKey: Hashable, Sendable {
  let label: String
  let id: String

  /// A key labelled `labelKey`, which is also its identifier.
  ///
  /// ```swift
  /// AccessibilityCustomContentKey("Orientation")
  /// ```
  public init(_ labelKey: LocalizedStringKey) {
    label = labelKey.string
    id = label
  }

  /// A key labelled `labelKey`, identified by `id`: adding an entry with a
  /// key of the same `id` replaces it.
  ///
  /// ```swift
  /// AccessibilityCustomContentKey("Orientation", id: "orientation")
  /// ```
  public init(_ labelKey: LocalizedStringKey, id: String) {
    label = labelKey.string
    self.id = id
  }

  /// A key labelled `label`, which is also its identifier.
  public init(_ label: Text) {
    self.label = label.content
    id = self.label
  }

  /// A key labelled `label`, identified by `id`.
  public init(_ label: Text, id: String) {
    self.label = label.content
    self.id = id
  }
}
