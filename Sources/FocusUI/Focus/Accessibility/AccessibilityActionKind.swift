/// The kind of an accessibility action: what an assistive technology does
/// to run it.
///
/// ```swift
/// Text(message.subject)
///   .accessibilityAction { open(message) }              // .default: activating the element
///   .accessibilityAction(.escape) { dismiss() }          // the "back" gesture
///   .accessibilityAction(.magicTap) { player.toggle() }  // the "magic tap"
///   .accessibilityAction(named: "Delete") { delete(message) }
/// ```
///
/// The terminal's screen reader runs `.default` with Alt-Return, `.escape`
/// with Alt-Backspace and `.magicTap` with Alt-M; named actions are
/// chosen with Alt-A and run with Alt-Return.
public struct AccessibilityActionKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case `default`, escape, magicTap, delete, showMenu
    case named(String)
    /// ``View/accessibilityAdjustableAction(_:)``'s two directions.
    case increment, decrement
  }

  let kind: Kind

  init(kind: Kind) {
    self.kind = kind
  }

  /// What activating the element does (VoiceOver's double tap; the
  /// terminal reader's Alt-Return): replaces the element's own activation.
  public static let `default` = AccessibilityActionKind(kind: .default)
  /// Dismissing a view (VoiceOver's two-finger scrub; the terminal
  /// reader's Alt-Backspace).
  public static let escape = AccessibilityActionKind(kind: .escape)
  /// The app's most important action, wherever the cursor is (VoiceOver's
  /// two-finger double tap; the terminal reader's Alt-M).
  public static let magicTap = AccessibilityActionKind(kind: .magicTap)
  /// Deleting the element's content (macOS): offered as a named action,
  /// "Delete".
  public static let delete = AccessibilityActionKind(kind: .delete)
  /// Showing the element's menu (macOS): offered as a named action, "Show
  /// menu".
  public static let showMenu = AccessibilityActionKind(kind: .showMenu)

  /// Incrementing and decrementing the element
  /// (``View/accessibilityAdjustableAction(_:)``): VoiceOver's swipes up
  /// and down, the terminal reader's Alt-→ and Alt-←.
  static let increment = AccessibilityActionKind(kind: .increment)
  static let decrement = AccessibilityActionKind(kind: .decrement)

  /// A custom action, listed by `name` among the element's actions.
  ///
  /// ```swift
  /// AccessibilityActionKind(named: Text("Archive"))
  /// ```
  @MainActor public init(named name: Text) {
    kind = .named(name.content)
  }

  /// The name the element lists the action under; `nil` for the actions
  /// that are gestures of their own (`.default`, `.escape`, `.magicTap`).
  var name: String? {
    switch kind {
    case .named(let name): name
    case .delete: "Delete"
    case .showMenu: "Show menu"
    case .default, .escape, .magicTap, .increment, .decrement: nil
    }
  }
}
