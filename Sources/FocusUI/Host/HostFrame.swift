import FocusEngine

/// Everything a host shows for one frame, as a value: the one thing a
/// host reads from its ``Screen`` (the other is ``Screen/send(_:)``).
///
/// The terminal writes ``canvas`` and places its cursor; a browser page
/// also builds its elements from ``semantics``; a native window or an
/// AT-SPI bridge would need nothing more. Nothing in a frame points back
/// into the view graph: a host cannot reach past the seam.
///
/// ```swift
/// let frame = screen.frame(in: Size(width: 80, height: 24), semantics: true)
/// terminal.write(writer.frame(frame.canvas, cursor: frame.cursor, attention: frame.attention))
/// frame.semantics?.focused   // the element with keyboard focus
/// ```
package struct HostFrame {
  /// The cells of the whole screen: chrome, window and overlays.
  package var canvas: Canvas
  /// The cell of the text caret when a field is being edited and no menu
  /// covers it: where a host shows its cursor.
  package var cursor: Point?
  /// Where the keyboard is when no caret shows: the focused view, a
  /// focused list's keyboard row, the highlighted menu item, or the
  /// built-in screen reader's cursor while it reads. A terminal parks its
  /// hidden cursor there for the screen readers that follow it.
  package var attention: Point?
  /// What the screen means, when asked for (``Screen/frame(in:semantics:)``):
  /// building it costs what the visible elements cost.
  package var semantics: FrameSemantics?
  /// Whether the app has ended: the host stops after showing this frame.
  package var isFinished: Bool
}

/// What a frame's cells mean: the visible elements with the structure
/// around them, keyboard focus, the caret, the accessibility cursor and
/// the menu bar, in screen coordinates.
package struct FrameSemantics {
  /// The rows of chrome (menu bar, tab bar) above the window.
  package var top: Int
  /// The menu bar's entries: titles, and an open menu's items.
  package var menuEntries: [MenuBar.Entry]
  /// The elements the window draws where they show, in drawing order.
  package var elements: [FrameElement]
  /// Accessibility elements no view draws (groups, combined elements,
  /// representations) that show in the window.
  package var undrawnAccessibility: [AccessibilityElement]
  /// The container each element (and each list) sits in, when one: the
  /// structure a page or an accessibility bridge rebuilds.
  package var containers: [NodeID: FrameContainer]
  /// The row each tab bar's list of tabs sits in, when one.
  package var tabListContainers: [NodeID: FrameContainer]
  /// The scroll views the visible elements sit in, by id: where each
  /// shows and how far its content is scrolled. A host that keeps an
  /// element per view can place the elements in their scroll view's
  /// content and move only the scroll view when it scrolls.
  package var scrolls: [NodeID: FrameScroll] = [:]
  /// Each accessibility element's place in reading order, when sort
  /// priorities make it differ from drawing order; `nil` otherwise.
  package var readingOrder: [NodeID: Int]?
  /// The element with keyboard focus, when one shows.
  package var focused: NodeID?
  /// The field being edited and the caret's offset in its text.
  package var caret: (field: NodeID, offset: Int)?
  /// Where the VoiceOver-style accessibility cursor is.
  package var accessibilityCursor: NodeID?
  /// Where a reader that reads through the host went back to when the
  /// user last typed or clicked (the keyboard's view), since the last
  /// frame: the host's own focus was already there, so that is no move to
  /// report.
  package var readerReturnedTo: NodeID?
}

/// One element a frame shows, with what assistive technologies know of it.
package struct FrameElement {
  package var element: Element
  /// The same view in the accessibility tree (its label, traits, actions).
  package var accessibility: AccessibilityElement?
  /// Whether Tab stops on it.
  package var isInFocusOrder: Bool
  /// The innermost scroll view around it (``FrameSemantics/scrolls``).
  package var scroll: NodeID?
}

/// A scroll view a frame shows: its box on the screen and how far its
/// content is scrolled.
package struct FrameScroll: Equatable {
  package var id: NodeID
  /// Its box, in the window's coordinates (as elements' frames are).
  package var frame: Rect
  /// The content's point at the box's top-left corner: columns scrolled
  /// past, rows scrolled past.
  package var offset: Point
}

/// A structure an element sits in.
package enum FrameContainer: Equatable {
  /// A row of a list.
  case row(NodeID, list: NodeID)
  /// A tab bar's list of tabs.
  case tabList(NodeID)
}
