/// Draws its content moved, without changing its place in the layout:
/// ``View/offset(x:y:)``.
public struct _OffsetModifier: PrimitiveModifier, Equatable {
  let columns: Int
  let rows: Int

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { OffsetNode(graph: graph) }
}

final class OffsetNode: PassThroughLayoutNode<_OffsetModifier> {
  override func performLayout(previousFrame: Rect?) {
    let shifted = Rect(
      x: frame.minX + modifier.columns, y: frame.minY + modifier.rows, width: frame.width, height: frame.height)
    contentLayout.place(layoutItems, in: shifted, previousFrame: nil, container: self)
  }
}

extension View {
  /// Draws this view moved by `x` and `y` points, leaving its place in
  /// the layout where it was: the views around do not move.
  ///
  /// ```swift
  /// Text("Badge").offset(x: 16, y: -16)   // two columns right, a row up
  /// ```
  ///
  /// The offset is rounded to whole columns and rows (see
  /// ``CellMetrics``). Clicks and the arrow keys find the view where it is
  /// drawn, as in SwiftUI.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    func cells(_ points: CGFloat, _ convert: (CGFloat) -> Int) -> Int {
      let limit = CellMetrics.largestLayoutLength
      return min(limit, max(-limit, convert(points)))
    }
    return modifier(_OffsetModifier(columns: cells(x, CellMetrics.columns), rows: cells(y, CellMetrics.rows)))
  }

  /// Draws this view moved by `offset` points.
  ///
  /// ```swift
  /// Text("Shadow").offset(CGSize(width: 8, height: 16))
  /// ```
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }
}
