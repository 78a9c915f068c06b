/// One row of a ``List`` or option of a ``Picker``: a layout item of its
/// content and the tag a selection refers to it by.
struct TaggedRow {
  /// Held strongly: rows are read again after every layout, and a row read
  /// between a change and that layout may have left the graph.
  let node: ViewNode
  /// The row's tag: an explicit ``View/tag(_:)``, else the id of the
  /// `ForEach` element that made it; `nil` for an untagged row.
  let tag: AnyHashable?

  /// The rows among `items` (the layout items of a list's or picker's
  /// content): each item is a row, except a ``Section``, whose content's
  /// items are rows and whose header and footer are not.
  @MainActor
  static func rows(of items: [ViewNode], within boundary: ViewNode) -> [TaggedRow] {
    var rows: [TaggedRow] = []
    func visit(_ items: [ViewNode]) {
      for item in items {
        if let section = item as? SectionNode {
          guard section.children.count > 1 else { continue }
          var inner: [ViewNode] = []
          section.children[1].collectLayoutItems(into: &inner)
          visit(inner)
        } else {
          rows.append(TaggedRow(node: item, tag: tag(of: item, within: boundary)))
        }
      }
    }
    visit(items)
    return rows
  }

  /// The innermost tag between `item` and `boundary`: a tag modifier, or
  /// the key of the `ForEach` row the item is in. A section stops the
  /// search: a `ForEach` of sections tags the sections, not their rows.
  @MainActor
  static func tag(of item: ViewNode, within boundary: ViewNode) -> AnyHashable? {
    var node = item
    while node !== boundary {
      if let tagging = node as? any TaggingNode { return tagging.tagValue }
      guard let parent = node.parent else { return nil }
      if let keyed = parent as? any KeyedNode { return keyed.key(ofChildAt: node.indexInParent) }
      if parent is SectionNode { return nil }
      node = parent
    }
    return nil
  }
}

extension ViewNode {
  /// What a row or option shows as text: a text's string, or the text of
  /// the texts inside.
  var displayText: String {
    (self as? TextNode)?.content ?? labelText
  }
}
