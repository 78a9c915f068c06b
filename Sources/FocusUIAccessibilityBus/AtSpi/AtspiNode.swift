import FocusEngine
import FocusUI

/// One object the app shows on the accessibility bus, at
/// `/org/a11y/atspi/accessible/<key>`: the application, its window, the
/// menu bar, or an element, list, row or tab list of the frame.
///
/// ```swift
/// node.role.name          // "entry"
/// node.name               // "Username"
/// node.text               // "bob": what the Text interface reads
/// ```
struct AtspiNode: Equatable, Sendable {
  /// What an assistive technology's action on the object does.
  enum Action: Equatable, Sendable {
    /// The element's default action (``InputEvent/activate(_:)``).
    case activate(NodeID)
    /// One of its named accessibility actions.
    case custom(NodeID, index: Int)
    /// A menu item: runs its command.
    case command(CommandItem)
    /// Presses the element (``InputEvent/clickElement(_:)``): a list's row.
    case click(NodeID)
  }

  /// The last part of the object's path.
  let key: String
  let role: AtspiRole
  var name: String
  var description: String
  var states: AtspiStates
  /// The key of the object it sits in; `nil` for the application.
  var parent: String?
  var children: [String] = []
  /// Where it is, in the terminal's cells from the screen's top-left.
  var extents: Rect
  /// The element of the frame behind it, for an assistive technology's
  /// focus and edits.
  var element: NodeID?
  /// The Text interface's content: a field's text (a secure field's as
  /// `•`, never its characters), a label's words; `nil` without the
  /// interface.
  var text: String?
  /// The caret's offset in ``text``.
  var caret: Int?
  /// Whether the EditableText interface edits the element's field.
  var isEditableText = false
  /// The Value interface's number, with its bounds; `nil` without it.
  var value: (current: Double, minimum: Double, maximum: Double)?
  /// What the Value interface's `Text` says: the value as the app shows it.
  var valueText: String?
  /// The Action interface's actions: name, description, what runs.
  var actions: [(name: String, description: String, action: Action)] = []
  /// Whether its children can be selected (the Selection interface).
  var selectsChildren = false
  /// `GetAttributes`: the element's identifier, a heading's level.
  var attributes: [(String, String)] = []

  static func == (lhs: AtspiNode, rhs: AtspiNode) -> Bool {
    lhs.key == rhs.key && lhs.role == rhs.role && lhs.name == rhs.name && lhs.description == rhs.description
      && lhs.states == rhs.states && lhs.parent == rhs.parent && lhs.children == rhs.children
      && lhs.extents == rhs.extents && lhs.element == rhs.element && lhs.text == rhs.text && lhs.caret == rhs.caret
      && lhs.isEditableText == rhs.isEditableText && lhs.valueText == rhs.valueText
      && lhs.value?.current == rhs.value?.current && lhs.actions.map(\.name) == rhs.actions.map(\.name)
      && lhs.selectsChildren == rhs.selectsChildren
  }

  /// The D-Bus interfaces it implements, as `GetInterfaces` lists them.
  var interfaces: [String] {
    var result = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
    if role == .application { result.append("org.a11y.atspi.Application") }
    if !actions.isEmpty { result.append("org.a11y.atspi.Action") }
    if text != nil { result.append("org.a11y.atspi.Text") }
    if isEditableText { result.append("org.a11y.atspi.EditableText") }
    if value != nil { result.append("org.a11y.atspi.Value") }
    if selectsChildren { result.append("org.a11y.atspi.Selection") }
    return result
  }
}
