import FocusEngine

/// A node that receives input: a control that uses keys while it has
/// focus and answers clicks itself (a button, a toggle, a text field, a
/// slider, a list with a selection, a picker, a menu, a disclosure group's
/// label), and the modifiers that hear input around the focused or
/// clicked view (`onKeyPress`, `onMoveCommand` and its kin, gestures,
/// `onHover`).
///
/// The graph knows them only through this protocol: it routes, each node
/// acts; no routing code names a node class. For a key,
/// ``ViewGraph/handleKey(_:modifiers:)`` offers it to ``handleKeyPress(_:)``
/// around the focused view, innermost first, then offers the focused
/// control the keys Tab leaves (``handleKey(_:modifiers:)``), then a move,
/// exit or delete command to ``perform(_:)`` around it. A click goes to
/// ``hearClick(count:)`` around the view clicked, then to
/// ``click(on:at:count:)`` around it, innermost first, until one answers
/// it; a press that lands on a control that ``followsPointer`` sends it
/// the drag that follows. Every requirement but `click(on:at:count:)` and
/// `handleKey(_:modifiers:)` has a default that does nothing, and those
/// two default to passing, so a node implements only what it hears.
@MainActor
protocol InteractiveControl: AnyObject {
  /// Whether the control used `key`, which Tab leaves and the `onKeyPress`
  /// handlers did not use, while it has focus.
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool

  /// An `onKeyPress` handler's answer to a key press while focus is in
  /// its view: offered before the focused control sees the key.
  func handleKeyPress(_ press: KeyPress) -> KeyPress.Result

  /// Performs a move, exit or delete command the focused control did not
  /// use (`onMoveCommand`, `onExitCommand`, `onDeleteCommand`); whether
  /// this node answers it.
  func perform(_ command: FocusedViewCommand) -> Bool

  /// Whether the node recognises clicks anywhere in its frame (a view with
  /// a tap gesture): a click on a blank cell there is its.
  var recognizesTaps: Bool { get }

  /// Runs the tap recognisers waiting for the `count`-th click of a
  /// series; whether one ran.
  func tap(count: Int) -> Bool

  /// Hears every click on its view, whoever takes it (a simultaneous
  /// gesture).
  func hearClick(count: Int)

  /// The pointer moved over the view (`true`) or off it (`false`).
  func setHovered(_ hovered: Bool)

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
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool { false }
  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome { .passes }
  var followsPointer: Bool { false }
  func drag(to offset: Point) {}
  func handleKeyPress(_ press: KeyPress) -> KeyPress.Result { .ignored }
  func perform(_ command: FocusedViewCommand) -> Bool { false }
  var recognizesTaps: Bool { false }
  func tap(count: Int) -> Bool { false }
  func hearClick(count: Int) {}
  func setHovered(_ hovered: Bool) {}
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

  // The Edit menu's commands (`TextEditingCommands`) act through these.

  /// Selects the whole text.
  func selectAll()
  /// Copies the selection to the app's pasteboard.
  func copySelection()
  /// Copies the selection to the app's pasteboard and removes it.
  func cutSelection()
  /// Inserts the app's pasteboard, over the selection.
  func paste()
  /// Changes the selection with `transform`, or the whole text when
  /// nothing is selected.
  func transformText(_ transform: (String) -> String)
  /// Lays the control out again after an edit.
  func invalidateLayout()

  // An assistive technology's edits (the accessibility bus) act through these.

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
