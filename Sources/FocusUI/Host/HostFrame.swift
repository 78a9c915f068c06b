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
  /// Whether Tab and Shift-Tab from the focused element would go round to
  /// the other end of the window's order: where a browser page lets the
  /// key leave it (``FrameTabExits``).
  package var tabExits = FrameTabExits()
  /// Whether a sheet or an alert is up: the elements behind it are
  /// ``FrameElement/isInert``, and the menu bar takes no clicks.
  package var isShowingModal = false
  /// What the app announced (``AccessibilityNotification/Announcement``)
  /// since the last frame, oldest first, each with its priority: a
  /// browser's live region, the accessibility bus's announcement event.
  package var announcements: [FrameAnnouncement] = []
}

/// Something the app announced: its words and when they are said relative
/// to what is being said (``SpeechPriority``).
package struct FrameAnnouncement: Equatable, Sendable {
  package var text: String
  package var priority: SpeechPriority

  package init(text: String, priority: SpeechPriority) {
    self.text = text
    self.priority = priority
  }
}

/// One element a frame shows, with what assistive technologies know of it.
package struct FrameElement {
  package var element: Element
  /// The same view in the accessibility tree (its label, traits, actions).
  package var accessibility: AccessibilityElement?
  /// Whether Tab stops on it.
  package var isInFocusOrder: Bool
  /// Whether it is behind a sheet or an alert: no key, click or
  /// assistive technology reaches it until that is dismissed (a page
  /// makes it `inert`).
  package var isInert = false
}

/// Where Tab and Shift-Tab from a frame's focused element lead out of the
/// window's order rather than round to its other end.
package struct FrameTabExits: Equatable, Sendable {
  /// Tab from the focused element: it is the last stop.
  package var forward = false
  /// Shift-Tab from the focused element: it is the first stop.
  package var backward = false

  package init(forward: Bool = false, backward: Bool = false) {
    self.forward = forward
    self.backward = backward
  }
}

/// A structure an element sits in.
package enum FrameContainer: Equatable {
  /// A row of a list.
  case row(NodeID, list: NodeID)
  /// A tab bar's list of tabs.
  case tabList(NodeID)
}
