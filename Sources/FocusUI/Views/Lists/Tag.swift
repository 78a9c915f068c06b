/// Gives a view the value a selection refers to it by: ``View/tag(_:)``.
public struct _TagModifier<V: Hashable>: PrimitiveModifier {
  let value: V

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { TagNode<V>(graph: graph) }
}

/// A node that tags the view below it; transparent to layout.
@MainActor
protocol TaggingNode: AnyObject {
  var tagValue: AnyHashable { get }
}

final class TagNode<V: Hashable>: ModifierNode<_TagModifier<V>>, TaggingNode {
  var tagValue: AnyHashable { AnyHashable(modifier.value) }

  override func accept(_ view: any View) -> Bool {
    let result = super.accept(view)
    // The list or picker around reads its rows' tags again after a layout.
    if modifierChanged { invalidateLayout() }
    return result
  }
}

extension View {
  /// Tags this view with `tag`: the value a ``List`` or ``Picker``
  /// selection holds when this row or option is chosen.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   Text("Vanilla").tag(Flavor.vanilla)
  ///   Text("Chocolate").tag(Flavor.chocolate)
  /// }
  /// ```
  ///
  /// Rows made by a ``ForEach`` are tagged with their element's id
  /// already; an explicit tag on a row wins. A tag whose type is not the
  /// selection's leaves its row unselectable, as in SwiftUI.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(value: tag))
  }
}
