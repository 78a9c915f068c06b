/// Actions on a list's selection: ``View/contextMenu(forSelectionType:menu:primaryAction:)``.
public struct _SelectionActionsModifier<Item: Hashable, MenuItems: View>: PrimitiveModifier {
  let menu: (Set<Item>) -> MenuItems
  let primaryAction: ((Set<Item>) -> Void)?

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { SelectionActionsModifierNode<Item, MenuItems>(graph: graph) }
}

final class SelectionActionsModifierNode<Item: Hashable, MenuItems: View>:
  ModifierNode<_SelectionActionsModifier<Item, MenuItems>>, SelectionActionsNode
{
  func performPrimaryAction(_ selection: Set<AnyHashable>) -> Bool {
    guard let action = modifier.primaryAction else { return false }
    var items = Set<Item>()
    for tag in selection {
      if let item = tag.base as? Item { items.insert(item) }
    }
    action(items)
    return true
  }
}

extension View {
  /// Adds actions on the selection of the list this modifies: on a Mac, a
  /// context menu for the selected rows and a primary action run by a
  /// double-click or by Return.
  ///
  /// ```swift
  /// List(messages, selection: $selection) { message in
  ///   Text(message.subject)
  /// }
  /// .contextMenu(forSelectionType: Message.ID.self) { ids in
  ///   Button("Delete") { delete(ids) }
  /// } primaryAction: { ids in
  ///   open(ids)
  /// }
  /// ```
  ///
  /// In a terminal, Return in the focused list runs `primaryAction` with
  /// the selected ids (a list without a primary action lets Return go on
  /// to the window's default button). A terminal has no secondary click,
  /// so the `menu` is accepted and not shown.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    modifier(_SelectionActionsModifier(menu: menu, primaryAction: primaryAction))
  }
}
