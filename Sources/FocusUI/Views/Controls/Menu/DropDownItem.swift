/// One line of a drop-down box: an item to choose, a separator, or a
/// header.
struct DropDownItem {
  enum Kind {
    /// A button or toggle of a menu, or an option of a picker.
    case choice
    /// A nested menu or picker, opened beside the box.
    case submenu(any DropDownSource)
    case separator
    /// A section's title or a text: shown, never chosen.
    case header
  }

  var kind: Kind
  var title: String
  var isEnabled = true
  /// A toggle that is on, or the picker's current option: drawn with ✓.
  var isChecked = false
  /// The view behind the item: its element's id, and what choosing it
  /// acts on.
  var node: ViewNode?

  /// Whether the keyboard can land on the item.
  var isChoosable: Bool {
    switch kind {
    case .choice, .submenu: isEnabled
    case .separator, .header: false
    }
  }

  static var separator: DropDownItem { DropDownItem(kind: .separator, title: "") }
}

/// What a drop-down box lists and what choosing an item does: a ``Menu``
/// or a ``Picker``.
@MainActor
protocol DropDownSource: AnyObject {
  /// The items, read each time the box is drawn or used.
  var dropDownItems: [DropDownItem] { get }
  /// The control the box hangs from.
  var dropDownAnchor: ViewNode { get }
  /// Acts on `item` (the box has closed).
  func choose(_ item: DropDownItem)
}
