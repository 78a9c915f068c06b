import FocusEngine

/// One element of the semantic tree a frame produces: what a host, a test or
/// an assistive technology knows about a piece of the screen.
///
/// ```swift
/// let field = host.element("Username")
/// field?.role      // .textField
/// field?.value     // "bob"
/// field?.frame     // Rect(x: 0, y: 0, width: 80, height: 1)
/// ```
public struct Element: Hashable, Sendable, CustomStringConvertible {
  /// What kind of element this is.
  public enum Role: String, Hashable, Sendable {
    case text, textField, secureField, button, toggle, divider
    /// Stacks, forms, sections, lists and scroll views.
    case container
    /// A ``Picker``: its value is the chosen option's text.
    case picker
    /// A ``Menu``: activating it opens its items.
    case menu
    /// The label of a ``DisclosureGroup``: its value is "expanded" or
    /// "collapsed".
    case disclosure
    /// An ``Image``: its label is the symbol's or the image's name.
    case image
    /// A ``Slider``: its value is the current value; ← and → adjust it.
    case slider
    /// A ``Stepper``: its value is the current value, if it has one.
    case stepper
    /// A ``Link``: activating it opens its URL.
    case link
    /// A ``ProgressView``: its value is the fraction done, if known.
    case progress
    /// A tab of a ``TabView``'s bar: its value is its badge; the selected
    /// tab is the bar's focus stop.
    case tab
  }

  /// The node the element comes from; stable while the view keeps its identity.
  public let id: NodeID
  public let role: Role
  /// What an assistive technology calls it: the label of its element in
  /// the accessibility tree when it has one (an `accessibilityLabel`
  /// wins over the text drawn), else a text's string, a control's title
  /// or its label's text. See `ViewGraph+SpokenLabel.swift`.
  public internal(set) var label: String
  /// A field's text (a secure field's is masked), a toggle's "on"/"off".
  public let value: String?
  /// Where it is on screen, in cells.
  public internal(set) var frame: Rect
  /// `false` under `.disabled(true)`.
  public let isEnabled: Bool
  /// Whether it has keyboard focus.
  public let isFocused: Bool
  /// Whether it is a selected row of a ``List`` with a selection, or the
  /// selected tab of a ``TabView``.
  public internal(set) var isSelected: Bool

  public init(
    id: NodeID, role: Role, label: String, value: String? = nil, frame: Rect, isEnabled: Bool = true,
    isFocused: Bool = false, isSelected: Bool = false
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.value = value
    self.frame = frame
    self.isEnabled = isEnabled
    self.isFocused = isFocused
    self.isSelected = isSelected
  }

  public var description: String {
    var parts = ["\(role)", "\"\(label)\""]
    if let value { parts.append("value: \"\(value)\"") }
    parts.append("\(frame)")
    if !isEnabled { parts.append("disabled") }
    if isFocused { parts.append("focused") }
    if isSelected { parts.append("selected") }
    return parts.joined(separator: " ")
  }
}
