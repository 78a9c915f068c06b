import FocusEngine

/// What a frame's cells mean: the visible elements with the structure
/// around them, keyboard focus, the caret, the accessibility cursor and
/// the menu bar, in screen coordinates. Everything an accessibility bridge
/// (AT-SPI, a browser's ARIA) rebuilds its tree from.
///
/// ```swift
/// let semantics = screen.frame(in: size, semantics: true).semantics!
/// for item in semantics.elements {
///   let name = item.accessibility?.label ?? item.element.label
///   print(item.element.role, name, item.element.value ?? "", item.element.frame)
/// }
/// if let (field, offset) = semantics.caret { print("caret in \(field) at \(offset)") }
/// ```
///
/// Element frames are in screen cells with the chrome included: the
/// window's elements start at row ``top``. Ids (``NodeID``) are stable
/// while a view keeps its identity; a host sends them back in
/// ``InputEvent/clickElement(_:)``, ``InputEvent/focusElement(_:)``,
/// ``InputEvent/activate(_:)`` and ``InputEvent/accessibilityAction(_:index:)``.
public struct FrameSemantics: Sendable {
  /// The rows of chrome (menu bar, tab bar) above the window.
  public let top: Int
  /// The menu bar's entries: titles, and an open menu's items.
  public let menuEntries: [MenuBarEntry]
  /// The elements the window draws where they show, in drawing order.
  public let elements: [FrameElement]
  /// Accessibility elements no view draws (groups, combined elements,
  /// representations) that show in the window.
  public let undrawnAccessibility: [AccessibilityElement]
  /// The container each element (and each list) sits in, when one: the
  /// structure a page or an accessibility bridge rebuilds.
  public let containers: [NodeID: FrameContainer]
  /// The row each tab bar's list of tabs sits in, when one.
  public let tabListContainers: [NodeID: FrameContainer]
  /// The scroll views the visible elements sit in, by id: where each
  /// shows and how far its content is scrolled. A host that keeps an
  /// element per view can place the elements in their scroll view's
  /// content and move only the scroll view when it scrolls.
  public let scrolls: [NodeID: FrameScroll]
  /// Each accessibility element's place in reading order, when sort
  /// priorities make it differ from drawing order; `nil` otherwise.
  public let readingOrder: [NodeID: Int]?
  /// The element with keyboard focus, when one shows.
  public let focused: NodeID?
  /// The field being edited and the caret's offset in its text, in
  /// characters.
  public let caret: (field: NodeID, offset: Int)?
  /// Where the VoiceOver-style accessibility cursor is.
  public let accessibilityCursor: NodeID?
  /// Where a reader that reads through the host went back to when the
  /// user last typed or clicked (the keyboard's view), since the last
  /// frame: the host's own focus was already there, so that is no move to
  /// report.
  public let readerReturnedTo: NodeID?
  /// Whether Tab and Shift-Tab from the focused element would go round to
  /// the other end of the window's order: where a browser page lets the
  /// key leave it (``FrameTabExits``).
  public let tabExits: FrameTabExits
  /// Whether a sheet or an alert is up: the elements behind it are
  /// ``FrameElement/isInert``, and the menu bar takes no clicks.
  public let isShowingModal: Bool
  /// What the app announced (``AccessibilityNotification/Announcement``)
  /// since the last frame, oldest first, each with its priority: what a
  /// browser's live region or the accessibility bus's announcement event
  /// says. Each announcement is in one frame only.
  public let announcements: [FrameAnnouncement]
}

/// Something the app announced: its words and when they are said relative
/// to what is being said.
///
/// ```swift
/// for announcement in frame.semantics?.announcements ?? [] {
///   voice.say(announcement.text, interrupting: announcement.priority.interrupts)
/// }
/// ```
public struct FrameAnnouncement: Equatable, Sendable {
  /// The words.
  public let text: String
  /// Whether they wait for what is being said or cut it short.
  public let priority: SpeechPriority

  /// An announcement of `text` at `priority`.
  ///
  /// ```swift
  /// FrameAnnouncement(text: "Saved", priority: .default)
  /// ```
  public init(text: String, priority: SpeechPriority) {
    self.text = text
    self.priority = priority
  }
}

/// Where Tab and Shift-Tab from a frame's focused element lead out of the
/// window's order rather than round to its other end: a page lets the
/// browser have the key there (WCAG 2.2's 2.1.2, no keyboard trap). The
/// terminal has no outside and ignores it.
///
/// ```swift
/// if semantics.tabExits.forward { /* Tab from here leaves the page */ }
/// ```
public struct FrameTabExits: Equatable, Sendable {
  /// Tab from the focused element: it is the last stop.
  public let forward: Bool
  /// Shift-Tab from the focused element: it is the first stop.
  public let backward: Bool

  /// Exits in the directions given; none by default.
  ///
  /// ```swift
  /// FrameTabExits(forward: true)   // on the last stop
  /// ```
  public init(forward: Bool = false, backward: Bool = false) {
    self.forward = forward
    self.backward = backward
  }
}

/// One element a frame shows, with what assistive technologies know of it.
///
/// ```swift
/// for item in frame.semantics?.elements ?? [] where item.isInFocusOrder {
///   print(item.element.label, item.accessibility?.traits.contains(.isButton) == true)
/// }
/// ```
public struct FrameElement: Sendable {
  /// The element of the semantic tree: role, label, value, frame, and the
  /// enabled, focused and selected states.
  public let element: Element
  /// The same view in the accessibility tree (its label, value, hint,
  /// traits, actions by name), when it is an accessibility element.
  public let accessibility: AccessibilityElement?
  /// Whether Tab stops on it.
  public let isInFocusOrder: Bool
  /// Whether it is behind a sheet or an alert: no key, click or
  /// assistive technology reaches it until that is dismissed (a page
  /// makes it `inert`).
  public let isInert: Bool
  /// The innermost scroll view around it (``FrameSemantics/scrolls``).
  public let scroll: NodeID?
}

/// A scroll view a frame shows: its box on the screen and how far its
/// content is scrolled.
///
/// ```swift
/// if let id = item.scroll, let scroll = semantics.scrolls[id] {
///   print("in a scroll view at \(scroll.frame), scrolled to \(scroll.offset)")
/// }
/// ```
public struct FrameScroll: Equatable, Sendable {
  /// The scroll view's id.
  public let id: NodeID
  /// Its box, in the window's coordinates (as elements' frames are).
  public let frame: Rect
  /// The content's point at the box's top-left corner: columns scrolled
  /// past, rows scrolled past.
  public let offset: Point
}

/// A structure an element sits in.
///
/// ```swift
/// if case .row(let row, let list) = semantics.containers[id] { print("\(id) is in row \(row) of \(list)") }
/// ```
public enum FrameContainer: Hashable, Sendable {
  /// A row of a list.
  case row(NodeID, list: NodeID)
  /// A tab bar's list of tabs.
  case tabList(NodeID)
}
