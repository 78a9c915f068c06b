/// Adds space around its content: ``View/padding(_:_:)``.
public struct _PaddingModifier: PrimitiveModifier, Equatable {
  let insets: CellInsets

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { PaddingNode(graph: graph) }
}

final class PaddingNode: LayoutModifierNode<_PaddingModifier> {
  private var insets: CellInsets { modifier.insets }
  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let inner = ProposedSize(
      width: proposal.width.map { $0 - insets.horizontal }, height: proposal.height.map { $0 - insets.vertical })
    let size = contentLayout.sizeThatFits(layoutItems, inner, in: self)
    return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  override func performLayout(previousFrame: Rect?) {
    var insets = self.insets
    if environment.layoutDirection == .rightToLeft { swap(&insets.leading, &insets.trailing) }
    func content(_ frame: Rect) -> Rect {
      Rect(
        x: frame.minX + insets.leading, y: frame.minY + insets.top,
        width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
    }
    contentLayout.place(layoutItems, in: content(frame), previousFrame: previousFrame.map(content), container: self)
  }
}

extension View {
  /// Adds `length` points of space on `edges`; with no length, the default
  /// padding: one cell on each of those edges.
  ///
  /// ```swift
  /// Text("Welcome").padding()               // one cell on every side
  /// Text("Indented").padding(.leading, 32)  // four columns
  /// ```
  ///
  /// SwiftUI chooses the default amount per platform; in a terminal it is
  /// the smallest visible one, a column (8 points) on the leading and
  /// trailing edges and a row (16 points) on the top and bottom. A length
  /// becomes whole rows on the top and bottom, whole columns on the sides
  /// (see ``CellMetrics``); a negative or NaN length pads nothing.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let insets =
      length.map { EdgeInsets($0).cells } ?? CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    return modifier(
      _PaddingModifier(
        insets: CellInsets(
          top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
          bottom: edges.contains(.bottom) ? insets.bottom : 0,
          trailing: edges.contains(.trailing) ? insets.trailing : 0)))
  }

  /// Adds `length` points of space on every side: whole rows above and
  /// below, whole columns on the sides.
  ///
  /// ```swift
  /// Text("Card").padding(8)   // one cell on every side
  /// ```
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds the given space, in points, on each side.
  ///
  /// ```swift
  /// Text("Card").padding(EdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 0))
  /// ```
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingModifier(insets: insets.cells))
  }
}
