import FocusEngine

/// One thing a user did, as every host delivers it to its ``Screen``: the
/// terminal decodes bytes into these, the browser's page sends them as
/// messages, `TestHost` makes them from its calls, and an accessibility
/// bridge sends the element events (``activate(_:)``, ``focusElement(_:)``,
/// ``accessibilityAction(_:index:)``) for what an assistive technology did.
///
/// ```swift
/// screen.send(.key(.tab, []))
/// screen.send(.text("bob"))
/// screen.send(.click(Point(x: 3, y: 4)))
/// screen.send(.key("s", .command))          // a command's shortcut: Ctrl-S in a terminal
/// screen.send(.activate(element.id))        // an assistive technology's default action
/// ```
///
/// Points are screen cells from the top-left corner, chrome included (the
/// coordinates of ``HostFrame``); ids are those of ``FrameSemantics``. An
/// event naming an element that is gone does nothing.
public enum InputEvent: Equatable, Sendable {
  /// A key press with the modifiers held.
  case key(KeyEquivalent, EventModifiers)
  /// Typed text: into the focused text field, or else key by key.
  case text(String)
  /// Pasted text: into the focused text field, never as keys.
  case paste(String)
  /// A pointer press at a cell of the screen, from its top-left corner.
  case click(Point)
  /// The pointer moved to a cell (with no button held), or left the
  /// screen (`nil`): views with `onHover` actions hear it.
  case pointerMove(Point?)
  /// The pointer moved to a cell with the button held: a slider pressed
  /// last follows it.
  case drag(Point)
  /// A pointer press on the element with this id, wherever it is (how
  /// tests click a label, and assistive technologies activate).
  case clickElement(NodeID)
  /// The host moved its own focus to the element with this id (a browser's
  /// Tab, or an assistive technology): the view takes keyboard focus if it
  /// can, as after a click, without being pressed.
  case focusElement(NodeID)
  /// An assistive technology activated the element with this id: its
  /// default action, as a double tap in VoiceOver.
  case activate(NodeID)
  /// An assistive technology ran the custom action at `index` of the
  /// element with this id: an index into its
  /// ``AccessibilityElement/actionNames``.
  case accessibilityAction(NodeID, index: Int)
  /// The wheel turned over a cell: positive `lines` scroll down.
  case scroll(Point, lines: Int)
  /// The screen changed size.
  case resize(Size)
  /// A menu item chosen by other means than the menu bar.
  case command(CommandItem)
  /// A window chosen by other means than the tab bar.
  case selectWindow(Int)
  /// The host's window gained (`true`) or lost (`false`) the system's
  /// focus — the terminal's focus reports — and with it the scene's
  /// ``ScenePhase``: keyboard focus stays where it is meanwhile.
  case windowActivation(Bool)
  /// Ctrl-Q or Ctrl-C: asks the app to quit.
  case quit

  // MARK: What an assistive technology outside the app did

  /// An assistive technology moved keyboard focus to the element with
  /// this id (AT-SPI's `GrabFocus`): the view takes focus as for
  /// ``focusElement(_:)``, and the focus journal records the cause
  /// ``FocusCause/assistiveTechnology``.
  case assistiveFocus(NodeID)
  /// An assistive technology replaced the whole text of the field with
  /// this id, through its binding. A disabled field, or one behind a sheet
  /// or an alert, refuses, as it would refuse keys.
  case setText(NodeID, String)
  /// An assistive technology inserted text into the field with this id,
  /// at a character offset (clamped to the text).
  case insertText(NodeID, String, at: Int)
  /// An assistive technology deleted the characters in a range of the
  /// field with this id.
  case deleteText(NodeID, Range<Int>)
  /// An assistive technology moved the caret of the field with this id to
  /// a character offset.
  case moveCaret(NodeID, to: Int)
  /// A screen reader outside the app started (`true`) or stopped listening
  /// (Orca on Linux's accessibility bus): while one listens, the windows'
  /// ``AccessibilityTechnologies/voiceOver`` cursor runs, so
  /// `AccessibilityFocusState` writes land and reach it, whether or not the
  /// built-in reader is on.
  case screenReaderListening(Bool)
}
