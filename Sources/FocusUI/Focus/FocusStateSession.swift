/// A focus that focus states follow and move: the keyboard's
/// (``KeyboardFocus``, for `@FocusState`) or the cursors of assistive
/// technologies (``AssistiveFocus``, for `@AccessibilityFocusState`).
///
/// Its states' slots (``FocusStateSlot``) register with it when made,
/// reach it through its link, and hand it their writes. How a write moves
/// focus and how a state's value is derived from where focus is stay the
/// session's own rules.
///
/// ```swift
/// let slot = FocusStateSlot<Field?, KeyboardFocus>(defaultValue: nil, session: graph.focus)
/// slot.write(.username)   // graph.focus moves focus in the next update
/// ```
@MainActor
protocol FocusStateSession: AnyObject {
  /// What a state follows within the session: the technologies an
  /// accessibility focus state follows; nothing (`Void`) for keyboard
  /// focus, which is one.
  associatedtype Followed
  /// The property wrapper's name, for messages: `FocusState`.
  static var stateWrapperName: String { get }
  /// The session as its states refer to it, without keeping it alive
  /// (see ``ObjectLink``).
  var link: ObjectLink<Self> { get }
  /// A state was made in the session's window.
  func register(_ slot: AnyFocusStateSlot<Self>)
  /// The view holding the state left: the session forgets it.
  func unregister(_ slot: AnyFocusStateSlot<Self>)
  /// The app set the state to `key` (`nil`: the default); the session
  /// applies it in the next update.
  func requestWrite(to slot: AnyFocusStateSlot<Self>, value key: AnyHashable?)
}
