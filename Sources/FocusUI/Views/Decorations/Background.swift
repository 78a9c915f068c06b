/// Draws a view behind its content: ``View/background(alignment:content:)``.
public struct _BackgroundModifier<Background: View>: DecorationModifier {
  let background: Background
  let alignment: Alignment

  var decoration: any View { background }
  var layer: DecorationLayer { .background }
  var inset: Int { 0 }

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { DecorationNode<Self>(graph: graph) }
}

extension View {
  /// Draws `content` behind this view, in its frame.
  ///
  /// ```swift
  /// Text(recipe.title)
  ///   .padding()
  ///   .background {
  ///     RoundedRectangle(cornerRadius: 8).fill(.blue.opacity(0.3))
  ///   }
  /// ```
  ///
  /// Shapes filled behind a view color the cells' background, so the text
  /// drawn on them stays readable (see ``Shape``).
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_BackgroundModifier(background: content(), alignment: alignment))
  }

  /// Draws `background` behind this view (the older spelling of
  /// ``background(alignment:content:)``).
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundModifier(background: background, alignment: alignment))
  }

  /// Fills the cells behind this view with `style`.
  ///
  /// ```swift
  /// Text("Today").padding(.horizontal, 8).background(.yellow)
  /// Text("Now playing").padding().background(.regularMaterial)
  /// ```
  ///
  /// A terminal colors the cells' background: translucent colors are
  /// blended toward black (see ``Color``); with no color support nothing
  /// is drawn.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_BackgroundModifier(background: Rectangle().fill(style), alignment: .center))
  }

  /// Fills `shape` behind this view with `style`.
  ///
  /// ```swift
  /// Text("vegan")
  ///   .padding(.horizontal, 8)
  ///   .background(.green.opacity(0.4), in: Capsule())
  /// ```
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(_BackgroundModifier(background: shape.fill(style, style: fillStyle), alignment: .center))
  }

  /// Fills `shape` behind this view with the background style (in a
  /// terminal: nothing, its own background shows).
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(_BackgroundModifier(background: shape.fill(.background, style: fillStyle), alignment: .center))
  }
}
