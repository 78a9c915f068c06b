/// Centers its content on a point of the space it is offered:
/// ``View/position(x:y:)``.
public struct _PositionModifier: PrimitiveModifier, Equatable {
  let x: CGFloat
  let y: CGFloat

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { PositionNode(graph: graph) }
}

final class PositionNode: LayoutModifierNode<_PositionModifier> {
  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let content = contentLayout.sizeThatFits(layoutItems, proposal, in: self)
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override func performLayout(previousFrame: Rect?) {
    let size = contentLayout.sizeThatFits(layoutItems, ProposedSize(frame.size), in: self)
    let limit = CellMetrics.largestLayoutLength
    let column = min(limit, max(-limit, CellMetrics.columns(modifier.x)))
    let row = min(limit, max(-limit, CellMetrics.rows(modifier.y)))
    let origin = Point(x: frame.minX + column - size.width / 2, y: frame.minY + row - size.height / 2)
    contentLayout.place(layoutItems, in: Rect(origin: origin, size: size), previousFrame: nil, container: self)
  }
}

extension View {
  /// Places the center of this view at `x`, `y` points in the space its
  /// container offers, which it takes whole.
  ///
  /// ```swift
  /// Text("Here").position(x: 80, y: 32)   // centered on column 10, row 2
  /// ```
  ///
  /// The point is rounded to a whole cell (see ``CellMetrics``); a view an
  /// even number of cells wide has its center cell just right of the
  /// middle.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_PositionModifier(x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y))
  }

  /// Places the center of this view at `position`.
  public func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }
}
