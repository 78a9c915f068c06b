/// Gives its content a fixed width and/or height: ``View/frame(width:height:alignment:)``.
public struct _FrameModifier: PrimitiveModifier, Equatable {
  let width: Int?
  let height: Int?
  let alignment: Alignment

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { FrameNode(graph: graph) }
}

final class FrameNode: LayoutModifierNode<_FrameModifier> {
  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let inner = ProposedSize(width: modifier.width ?? proposal.width, height: modifier.height ?? proposal.height)
    let size = contentLayout.sizeThatFits(layoutItems, inner, in: self)
    return Size(width: modifier.width ?? size.width, height: modifier.height ?? size.height)
  }

  override func performLayout(previousFrame: Rect?) {
    let size = contentLayout.sizeThatFits(layoutItems, ProposedSize(frame.size), in: self)
    let width = min(size.width, frame.width)
    let height = min(size.height, frame.height)
    let x = frame.minX + modifier.alignment.horizontal.offset(child: width, in: frame.width)
    let y = frame.minY + modifier.alignment.vertical.offset(child: height, in: frame.height)
    contentLayout.place(
      layoutItems, in: Rect(x: x, y: y, width: width, height: height), previousFrame: nil, container: self)
  }

  override func draw(into canvas: inout Canvas) {
    canvas.clipped(to: frame) { canvas in
      for item in layoutItems { item.draw(into: &canvas) }
    }
  }
}

extension View {
  /// Fixes this view's width and/or height, in points; the content is
  /// aligned inside (centered by default) and clipped to it.
  ///
  /// ```swift
  /// TextField("Code", text: $code).frame(width: 64)   // 8 columns
  /// ScrollView { rows }.frame(height: .rows(7))
  /// ```
  ///
  /// The width becomes whole columns (8 points each), the height whole
  /// rows (16 points each), as ``CellMetrics`` rounds; a negative or NaN
  /// length is zero cells.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(
      _FrameModifier(
        width: width.map(CellMetrics.layoutColumns), height: height.map(CellMetrics.layoutRows),
        alignment: alignment))
  }
}
