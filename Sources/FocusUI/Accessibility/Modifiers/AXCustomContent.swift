/// Additional information about an accessibility element, and when an
/// assistive technology reads it: Apple's Accessibility framework type,
/// which ``View/accessibilityCustomContent(_:_:importance:)-(AccessibilityCustomContentKey,LocalizedStringKey,_)`` takes its
/// importance from.
///
/// ```swift
/// PhotoView(photo)
///   .accessibilityCustomContent("Photographer", photo.author, importance: .high)
///   .accessibilityCustomContent("Taken", photo.date)
/// ```
public final class AXCustomContent: Sendable {
  /// When an assistive technology reads custom content.
  public enum Importance: UInt, Hashable, Sendable {
    /// Read when the user asks for more content: VoiceOver's "More
    /// Content" rotor, the terminal reader's Alt-C.
    case `default` = 0
    /// Read with the element, after its label and value.
    case high = 1
  }

  /// What the content is: "Photographer".
  public let label: String
  /// The content: "Ada".
  public let value: String
  /// When it is read.
  public let importance: Importance

  /// Custom content labelled `label`.
  ///
  /// ```swift
  /// let author = AXCustomContent(label: "Photographer", value: "Ada")
  /// ```
  public init(label: String, value: String) {
    self.label = label
    self.value = value
    importance = .default
  }

  init(label: String, value: String, importance: Importance) {
    self.label = label
    self.value = value
    self.importance = importance
  }
}
