/// Why keyboard focus or an assistive technology's cursor moved (or, for
/// a focus-state write that did not land, why nothing moved), in the words
/// a user of the app or of SwiftUI would use.
///
/// Each cause is recorded where the engine makes the change, never guessed
/// afterwards from the before and after. Its ``description`` is the line
/// the focus inspector and `FOCUSUI_FOCUS_LOG` show.
///
/// ```swift
/// host.press(.tab)
/// #expect(host.focusJournal.last?.cause == .key(.tab))
/// print(host.focusJournal.last!.cause)  // Tab
/// ```
public enum FocusCause: Hashable, Sendable, CustomStringConvertible {
  /// A key moved focus.
  case key(Key)
  /// A click (or tap) at a cell, in the window's coordinates.
  case click(at: Point)
  /// The screen reader's user moved its cursor (its next or previous
  /// command, a rotor, a touch of an element).
  case readerTouch(String)
  /// The cursor followed keyboard focus.
  case followedFocus
  /// The host's own focus moved (a browser's Tab, its screen reader).
  case hostFocus
  /// An assistive technology outside the app moved keyboard focus (a
  /// screen reader's `GrabFocus` on the accessibility bus).
  case assistiveTechnology
  /// A navigation stack or split view showed a new level and focus moved
  /// into it, or came back when it went.
  case navigation
  /// A `FocusState` or `AccessibilityFocusState` write landed.
  case write(FocusWrite)
  /// A write found no view to land on yet: it waits, and nothing moved.
  case writeWaits(FocusWrite, because: FocusWrite.Obstacle)
  /// A write was dropped: nothing moved, and it never will.
  case writeDropped(FocusWrite, because: FocusWrite.DropReason)
  /// Default focus chose the view.
  case defaultFocus(DefaultFocusKind)
  /// A presentation appeared and took focus (its `defaultFocus`, else its
  /// first focusable view); the string names it (`sheet`, `alert`).
  case presentationAppeared(String)
  /// A presentation closed and focus went back where it was before; the
  /// string names it.
  case presentationClosed(String)
  /// Another window was selected; the string is its title.
  case windowSelected(String)
  /// The focused view left, so focus went with it.
  case lost(FocusLoss)

  /// The key that moved focus.
  public enum Key: Hashable, Sendable, CustomStringConvertible {
    case tab
    case shiftTab
    /// An arrow; `section` names the ``View/focusSection()`` it moved
    /// into, if it crossed into one.
    case arrow(MoveCommandDirection, section: String?)
    /// Escape closed the presentation named (focus went back).
    case escapeClosing(String)

    public var description: String {
      switch self {
      case .tab: "Tab"
      case .shiftTab: "Shift-Tab"
      case .arrow(let direction, let section):
        "\(Self.arrowName(direction))" + (section.map { " into the section of \($0)" } ?? "")
      case .escapeClosing(let presentation): "Esc closed the \(presentation)"
      }
    }

    private static func arrowName(_ direction: MoveCommandDirection) -> String {
      switch direction {
      case .up: "↑"
      case .down: "↓"
      case .left: "←"
      case .right: "→"
      }
    }
  }

  /// Which default-focus rule chose the view.
  public enum DefaultFocusKind: Hashable, Sendable, CustomStringConvertible {
    /// A `defaultFocus(_:_:priority:)` region.
    case defaultFocus
    /// A `prefersDefaultFocus(_:in:)` view (in a focus scope, or for
    /// `resetFocus`).
    case prefersDefaultFocus
    /// `resetFocus(in:)`.
    case resetFocus
    /// The window's first focusable view (``InitialFocusPolicy``).
    case firstFocusable

    public var description: String {
      switch self {
      case .defaultFocus: "defaultFocus"
      case .prefersDefaultFocus: "prefersDefaultFocus"
      case .resetFocus: "resetFocus"
      case .firstFocusable: "first focusable view"
      }
    }
  }

  /// How the focused view left.
  public enum FocusLoss: Hashable, Sendable, CustomStringConvertible {
    /// It left the view tree (a `ForEach` row removed, an `if` turned
    /// false).
    case removed
    /// It, or a view around it, became disabled.
    case disabled
    /// It stopped being focusable otherwise (hidden, `focusable(false)`).
    case hidden
    /// A lazy stack let its row go when it scrolled out of sight.
    case scrolledAway

    public var description: String {
      switch self {
      case .removed: "removed"
      case .disabled: "disabled"
      case .hidden: "no longer focusable"
      case .scrolledAway: "scrolled away in a lazy stack"
      }
    }
  }

  public var description: String {
    switch self {
    case .key(let key): "\(key)"
    case .click(let point): "click at \(point.x),\(point.y)"
    case .readerTouch(let command): "screen reader: \(command)"
    case .followedFocus: "followed keyboard focus"
    case .hostFocus: "the host's focus moved"
    case .assistiveTechnology: "assistive technology"
    case .navigation: "navigation"
    case .write(let write): write.waited ? "\(write), which waited, landed" : "\(write)"
    case .writeWaits(let write, let obstacle): "\(write) waits: \(obstacle)"
    case .writeDropped(let write, let reason): "\(write) dropped: \(reason)"
    case .defaultFocus(let kind): "\(kind)"
    case .presentationAppeared(let name): "\(name) appeared"
    case .presentationClosed(let name): "\(name) closed"
    case .windowSelected(let title): "window \"\(title)\" selected"
    case .lost(let loss): "the focused view was \(loss)"
    }
  }
}
