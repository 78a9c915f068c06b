/// Names the coordinate space of the view it modifies:
/// ``View/coordinateSpace(name:)``.
public struct _CoordinateSpaceModifier: PrimitiveModifier {
  let name: AnyHashable

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { CoordinateSpaceNode(graph: graph) }
}

/// Lays its content out as it is (it has a frame of its own, which
/// geometry readers inside measure from).
final class CoordinateSpaceNode: PassThroughLayoutNode<_CoordinateSpaceModifier> {
  var name: AnyHashable { modifier.name }
}

extension View {
  /// Names this view's coordinate space, so that geometry readers inside
  /// can give frames relative to it.
  ///
  /// ```swift
  /// VStack {
  ///   GeometryReader { proxy in
  ///     Text("\(Int(proxy.frame(in: .named("card")).minY))")
  ///   }
  /// }
  /// .coordinateSpace(name: "card")
  /// ```
  public func coordinateSpace(name: some Hashable) -> some View {
    modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
  }

  /// Names this view's coordinate space: `.coordinateSpace(.named("card"))`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(_CoordinateSpaceModifier(name: name.name))
  }
}
