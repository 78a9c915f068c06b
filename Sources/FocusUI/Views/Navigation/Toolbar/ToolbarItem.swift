/// One item of a toolbar, at a placement.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .primaryAction) {
///     Button("New Recipe", action: add)
///   }
/// }
/// ```
///
/// Its view is drawn in the navigation container's title row or bottom
/// row (see ``ToolbarItemPlacement``) and takes focus there, in tree order:
/// the title row's items come before the container's content, the bottom
/// row's after it.
public struct ToolbarItem<ID, Content: View> {
  let placement: ToolbarItemPlacement
  let content: Content
}

// Declared apart from the type, so that the type is not inferred to be
// main-actor isolated: toolbar content builders, which are nonisolated,
// make it.
extension ToolbarItem: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
  public var body: Never { return preconditionFailure("ToolbarItem has no body") }

  var entries: [ToolbarItemEntry] { [ToolbarItemEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
  /// An item showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier (used by toolbar customization, which a
  /// terminal does not offer: it draws as any other item).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several toolbar items sharing a placement.
///
/// ```swift
/// .toolbar {
///   ToolbarItemGroup(placement: .bottomBar) {
///     Button("Previous", action: previous)
///     Button("Next", action: next)
///   }
/// }
/// ```
///
/// The views are drawn side by side, a cell apart, where the placement
/// puts them.
public struct ToolbarItemGroup<Content: View> {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItemGroup: ToolbarContent, PrimitiveToolbarContent {
  public var body: Never { return preconditionFailure("ToolbarItemGroup has no body") }

  var entries: [ToolbarItemEntry] {
    [ToolbarItemEntry(placement: placement, content: AnyView(HStack(spacing: .columns(1)) { content }))]
  }
}
