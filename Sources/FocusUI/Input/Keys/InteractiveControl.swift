/// A control that uses keys while it has focus and answers clicks itself:
/// a list with a selection, a picker, a menu, a disclosure group's label.
///
/// ``ViewGraph/handleKey(_:modifiers:)`` offers it the keys Tab leaves
/// (after `onKeyPress` handlers, before move and exit commands);
/// ``ViewGraph/click(_:)`` offers it clicks on it or on a view inside it.
@MainActor
protocol InteractiveControl: AnyObject {
  /// Whether the control used `key`.
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool

  /// A click on the control or on `node` inside it, `offset` cells from
  /// the clicked element's top-left corner when the click had a place.
  /// Returns whether the click is done; `false` lets it focus what a
  /// click there focuses (a list, or a text field in one of its rows).
  func click(on node: ViewNode, at offset: Point?) -> Bool
}
