/// One thing an app's menu bar shows, for a host that gives it its own
/// semantics (a browser's `menubar`, an accessibility bridge's menu
/// roles): a menu's title, or an item of the open menu, with its place on
/// the top rows of the screen.
///
/// ```swift
/// for entry in frame.semantics?.menuEntries ?? [] {
///   switch entry.kind {
///   case .title(let isOpen): print("menu", entry.label, isOpen ? "(open)" : "")
///   case .item(let item, let isHighlighted): print(" item", item.title, item.isEnabled, isHighlighted)
///   }
/// }
/// ```
///
/// A click on ``frame`` opens the menu or runs the item, as in the
/// terminal; a host that shows its own menus sends
/// ``InputEvent/command(_:)`` with the item instead.
public struct MenuBarEntry: Hashable, Sendable {
  /// A title, and whether its menu is open; or an item, and whether it is
  /// highlighted.
  public enum Kind: Hashable, Sendable {
    case title(isOpen: Bool)
    case item(CommandItem, isHighlighted: Bool)
  }
  /// What the entry is.
  public let kind: Kind
  /// The menu's title or the item's.
  public let label: String
  /// Where it shows, in screen cells.
  public let frame: Rect
}
