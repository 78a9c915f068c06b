/// A modifier that draws a second view behind or over its content, in the
/// content's frame: backgrounds, overlays, borders.
@MainActor
protocol DecorationModifier: PrimitiveModifier {
  var decoration: any View { get }
  var alignment: Alignment { get }
  var layer: DecorationLayer { get }
  /// Cells of room around the content for the decoration (a border's line).
  var inset: Int { get }
}

/// Where a decoration is drawn, and how filled shapes in it draw.
enum DecorationLayer {
  /// Behind the content; fills color the cells' background.
  case background
  /// Over the content, as any view draws.
  case overlay
  /// Over the content; fills tint the cells' background.
  case tint
}

/// Lays its content out as a vertical stack, `inset` cells in, and its
/// decoration over the content's whole frame. The content comes first in
/// focus order and in the semantic tree.
final class DecorationNode<M: DecorationModifier>: LayoutModifierNode<M> {
  override func run() {
    guard let content else {
      reconcileChildren(byPosition: [])
      return
    }
    reconcileChildren(byPosition: [content, modifier.decoration])
  }

  private var contentItems: [ViewNode] {
    var items: [ViewNode] = []
    children.first?.collectLayoutItems(into: &items)
    return items
  }

  private var decorationItems: [ViewNode] {
    var items: [ViewNode] = []
    if children.count > 1 { children[1].collectLayoutItems(into: &items) }
    return items
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let inset = modifier.inset
    let inner = ProposedSize(
      width: proposal.width.map { $0 - 2 * inset }, height: proposal.height.map { $0 - 2 * inset })
    let size = contentLayout.sizeThatFits(contentItems, inner, in: self)
    return Size(width: size.width + 2 * inset, height: size.height + 2 * inset)
  }

  override func performLayout(previousFrame: Rect?) {
    let inset = modifier.inset
    let inner = Rect(
      x: frame.minX + inset, y: frame.minY + inset, width: max(0, frame.width - 2 * inset),
      height: max(0, frame.height - 2 * inset))
    // The decoration's items are not the stack's: no incremental placement.
    itemRecord = nil
    contentLayout.place(contentItems, in: inner, previousFrame: nil, container: self)
    itemRecord = nil
    let alignment = modifier.alignment
    for item in decorationItems {
      item.itemIndex = -1
      let size = item.measure(ProposedSize(frame.size))
      let width = min(size.width, frame.width)
      let height = min(size.height, frame.height)
      item.place(
        in: Rect(
          x: frame.minX + alignment.horizontal.offset(child: width, in: frame.width),
          y: frame.minY + alignment.vertical.offset(child: height, in: frame.height), width: width, height: height))
    }
  }

  override func draw(into canvas: inout Canvas) {
    let decorations = decorationItems
    func drawDecoration(_ mode: ShapeFillMode, _ canvas: inout Canvas) {
      let saved = canvas.shapeFill
      canvas.shapeFill = mode
      for item in decorations { item.draw(into: &canvas) }
      canvas.shapeFill = saved
    }
    switch modifier.layer {
    case .background:
      drawDecoration(.backdrop, &canvas)
      for item in contentItems { item.draw(into: &canvas) }
    case .overlay:
      for item in contentItems { item.draw(into: &canvas) }
      drawDecoration(canvas.shapeFill, &canvas)
    case .tint:
      for item in contentItems { item.draw(into: &canvas) }
      drawDecoration(.tint, &canvas)
    }
  }
}
