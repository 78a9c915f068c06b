import FocusEngine

/// A control that uses keys while it has focus and answers clicks itself:
/// a button, a toggle, a text field, a slider, a list with a selection, a
/// picker, a menu, a disclosure group's label.
///
/// The graph knows controls only through this protocol: it routes, each
/// control acts. ``ViewGraph/handleKey(_:modifiers:)`` offers the focused
/// control the keys Tab leaves (after `onKeyPress` handlers, before move
/// and exit commands); a click goes to the controls around the view
/// clicked, innermost first, until one answers it; a press that lands on a
/// control that ``followsPointer`` sends it the drag that follows.
@MainActor
protocol InteractiveControl: AnyObject {
  /// Whether the control used `key`.
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool

  /// A click, the `count`-th of a series, on the control or on `node`
  /// inside it, `offset` cells from the clicked element's top-left corner
  /// when the click had a place.
  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome

  /// Whether a press on the control holds the pointer: the drag that
  /// follows goes to ``drag(to:)`` (a slider's thumb).
  var followsPointer: Bool { get }

  /// The pointer, held since a press on the control, is `offset` cells
  /// from the control's top-left corner.
  func drag(to offset: Point)
}

extension InteractiveControl {
  var followsPointer: Bool { false }
  func drag(to offset: Point) {}
}

/// What a control did with a click (``InteractiveControl/click(on:at:count:)``).
enum ClickOutcome {
  /// The control acted (a button ran its action, a picker opened): the
  /// click is done and focus stays where it is.
  case handled
  /// The click focuses what a click there focuses (a list, or a text field
  /// in one of its rows); the controls further out do not hear it.
  case focuses
  /// The control does not use the click: the views around it hear it.
  case passes
}

/// A control that edits text while it has focus: typed and pasted text goes
/// into it, and hosts put their caret at its insertion point.
@MainActor
protocol TextInputControl: InteractiveControl {
  var id: NodeID { get }
  /// Inserts typed or pasted text at the insertion point.
  func insert(_ text: String)
  /// The insertion point, in characters from the start of the text.
  var caretOffset: Int { get }
  /// The insertion point on screen: where the terminal shows its cursor.
  var cursorPosition: Point { get }
  /// Replaces the whole text, the caret after it.
  func replaceAll(with text: String)
  /// Inserts `text` `offset` characters into the text (clamped to it),
  /// the caret after it.
  func insert(_ text: String, atOffset offset: Int)
  /// Deletes the characters in `range` (clamped to the text), the caret
  /// where they were.
  func deleteCharacters(in range: Range<Int>)
  /// Puts the caret `offset` characters into the text (clamped to it).
  func moveCaret(toOffset offset: Int)
}
