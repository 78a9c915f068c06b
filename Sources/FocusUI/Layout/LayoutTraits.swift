/// What a container reads from the views it lays out, set by modifiers
/// that do not lay anything out themselves: ``View/layoutPriority(_:)``,
/// ``View/gridCellColumns(_:)``, ``View/gridColumnAlignment(_:)``,
/// ``View/gridCellUnsizedAxes(_:)``.
struct LayoutTraits: Equatable {
  var priority: Double?
  var gridCellColumns: Int?
  var gridColumnAlignment: HorizontalAlignment?
  var gridCellUnsizedAxes: Axis.Set?

  /// These traits, with those not set here taken from `inner`.
  func over(_ inner: LayoutTraits) -> LayoutTraits {
    LayoutTraits(
      priority: priority ?? inner.priority, gridCellColumns: gridCellColumns ?? inner.gridCellColumns,
      gridColumnAlignment: gridColumnAlignment ?? inner.gridColumnAlignment,
      gridCellUnsizedAxes: gridCellUnsizedAxes ?? inner.gridCellUnsizedAxes)
  }

  /// The traits of `item` as `container` lays it out: those of the trait
  /// modifiers between them, the innermost winning.
  @MainActor
  static func of(_ item: ViewNode, in container: ViewNode) -> LayoutTraits {
    var traits = LayoutTraits()
    var node: ViewNode? = item.parent
    while let current = node, current !== container {
      if let carrier = current as? LayoutTraitsNode { traits = traits.over(carrier.modifier.traits) }
      node = current.parent
    }
    return traits
  }
}

/// Sets layout traits on the view it modifies.
public struct _LayoutTraitsModifier: PrimitiveModifier, Equatable {
  let traits: LayoutTraits

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { LayoutTraitsNode(graph: graph) }
}

/// Carries traits; transparent to layout, so its content is the item its
/// container lays out.
final class LayoutTraitsNode: ModifierNode<_LayoutTraitsModifier> {
  override func accept(_ view: any View) -> Bool {
    let result = super.accept(view)
    // The container around reads the traits when it lays out.
    if modifierChanged { invalidateLayout() }
    return result
  }
}

extension View {
  /// Sets the priority this view has when its stack is short of space:
  /// views of a higher priority are offered space first, those of a
  /// lower one keep only their minimum until they are done. The default
  /// is 0.
  ///
  /// ```swift
  /// HStack {
  ///   Text("A long description that may be cut")
  ///   Text("Always whole").layoutPriority(1)
  /// }
  /// ```
  ///
  /// ``HStack`` and ``VStack`` (and ``Grid`` rows' cells no further) honour
  /// it; as in SwiftUI it belongs on the stack's child itself, outside the
  /// view's layout modifiers (`.padding().layoutPriority(1)`).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_LayoutTraitsModifier(traits: LayoutTraits(priority: value.isNaN ? 0 : value)))
  }
}
