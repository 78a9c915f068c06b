/// Draws a view over its content: ``View/overlay(alignment:content:)``.
public struct _OverlayModifier<Overlay: View>: DecorationModifier {
  let overlay: Overlay
  let alignment: Alignment
  let layer: DecorationLayer

  var decoration: any View { overlay }
  var inset: Int { 0 }

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { DecorationNode<Self>(graph: graph) }
}

extension View {
  /// Draws `content` over this view, aligned in its frame.
  ///
  /// ```swift
  /// RecipeTile(recipe)
  ///   .overlay(alignment: .topTrailing) {
  ///     if recipe.isFavorite { Text("★").foregroundStyle(.yellow) }
  ///   }
  /// ```
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_OverlayModifier(overlay: content(), alignment: alignment, layer: .overlay))
  }

  /// Draws `overlay` over this view (the older spelling of
  /// ``overlay(alignment:content:)``).
  ///
  /// ```swift
  /// Text("Card").padding().overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
  /// ```
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(_OverlayModifier(overlay: overlay, alignment: alignment, layer: .overlay))
  }

  /// Covers this view with `style`. A terminal tints the cells' background
  /// and keeps their characters, so the content stays readable.
  ///
  /// ```swift
  /// Row().overlay(isSelected ? Color.accentColor.opacity(0.3) : .clear)
  /// ```
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_OverlayModifier(overlay: Rectangle().fill(style), alignment: .center, layer: .tint))
  }

  /// Covers `shape` over this view with `style`: its background is tinted.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    modifier(_OverlayModifier(overlay: shape.fill(style, style: fillStyle), alignment: .center, layer: .tint))
  }
}
