/// Where a toolbar item goes: ``ToolbarItem/init(placement:content:)``.
///
/// A terminal has one bar row atop a navigation container (its title row)
/// and one at its bottom, so placements map onto those:
///
/// | Placement | Drawn |
/// | --- | --- |
/// | `.navigation`, `.cancellationAction`, `.topBarLeading`, `.navigationBarLeading` | title row, before the title (after the back button) |
/// | `.principal` | title row, in place of the title |
/// | `.automatic`, `.primaryAction`, `.secondaryAction`, `.confirmationAction`, `.destructiveAction`, `.topBarTrailing`, `.navigationBarTrailing` | title row, at its trailing end |
/// | `.bottomBar`, `.status` | the bottom row |
/// | `.keyboard` | the bottom row, only while a text field in the container (or one of these items) has focus — the terminal's stand-in for the bar above an on-screen keyboard |
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///   ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
/// }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Region: Hashable, Sendable {
    case leading, principal, trailing, bottom, keyboard, search
  }

  let name: String
  let region: Region

  /// Where a searchable view's field goes in a navigation container's
  /// title row: before the trailing items.
  static let searchField = ToolbarItemPlacement(name: "searchField", region: .search)

  /// The system's choice: the trailing end of the title row.
  public static let automatic = ToolbarItemPlacement(name: "automatic", region: .trailing)
  /// The most used action: the trailing end of the title row.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", region: .trailing)
  /// Actions a platform may tuck into an overflow menu (macOS, iPadOS):
  /// the title row, at its trailing end, as the others there.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", region: .trailing)
  /// Navigation controls: before the title.
  public static let navigation = ToolbarItemPlacement(name: "navigation", region: .leading)
  /// In place of the title.
  public static let principal = ToolbarItemPlacement(name: "principal", region: .principal)
  /// Confirms a modal view's changes: the trailing end.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", region: .trailing)
  /// Cancels a modal view: before the title.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", region: .leading)
  /// Deletes in a modal view: the trailing end.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", region: .trailing)
  /// Status information: the bottom row.
  public static let status = ToolbarItemPlacement(name: "status", region: .bottom)
  /// The bottom toolbar: the bottom row.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", region: .bottom)
  /// Above the keyboard: the bottom row while a text field has focus.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard", region: .keyboard)
  /// The leading edge of the top bar (iOS): before the title.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", region: .leading)
  /// The trailing edge of the top bar (iOS): the trailing end.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", region: .trailing)
  /// The leading edge of the navigation bar (iOS, deprecated): before the title.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", region: .leading)
  /// The trailing edge of the navigation bar (iOS, deprecated): the trailing end.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", region: .trailing)
}

/// A bar a toolbar modifier can hide or style: ``View/toolbar(_:for:)``.
///
/// ```swift
/// .toolbar(.hidden, for: .navigationBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
  enum Bar: Hashable, Sendable { case top, bottom, all, none }
  let bar: Bar

  /// Every bar of the container (the title row and the bottom row).
  public static let automatic = ToolbarPlacement(bar: .all)
  /// The navigation bar: the title row.
  public static let navigationBar = ToolbarPlacement(bar: .top)
  /// The window toolbar (macOS): the title row.
  public static let windowToolbar = ToolbarPlacement(bar: .top)
  /// The bottom bar: the bottom row.
  public static let bottomBar = ToolbarPlacement(bar: .bottom)
  /// The tab bar: a terminal draws none, so this changes nothing.
  public static let tabBar = ToolbarPlacement(bar: .none)
}
