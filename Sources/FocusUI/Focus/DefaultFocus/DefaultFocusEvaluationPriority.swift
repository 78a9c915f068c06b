/// When a ``View/defaultFocus(_:_:priority:)`` preference applies.
///
/// Both priorities apply when their region is evaluated automatically: when
/// the window opens, or when the region first appears, with nothing
/// focused. They differ for the keyboard: with ``userInitiated``, Tab or
/// Shift-Tab moving into the region from outside lands on the preferred
/// view instead of the region's first (or last) focusable view.
///
/// ```swift
/// Sidebar()
///   .defaultFocus($focusedItem, .inbox, priority: .userInitiated)
/// ```
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic
    case userInitiated
  }

  let kind: Kind

  /// Uses the preference when focus moves into the region automatically
  /// (the window opens, the region appears) but not when the user moves it
  /// there with Tab or Shift-Tab.
  ///
  /// ```swift
  /// Form { … }
  ///   .defaultFocus($field, .username)  // .automatic
  /// ```
  public static let automatic = DefaultFocusEvaluationPriority(kind: .automatic)

  /// Uses the preference whenever focus moves into the region, by the user
  /// too: Tab into the region lands on the preferred view.
  ///
  /// ```swift
  /// Toolbar()
  ///   .defaultFocus($field, .search, priority: .userInitiated)
  /// ```
  public static let userInitiated = DefaultFocusEvaluationPriority(kind: .userInitiated)
}
