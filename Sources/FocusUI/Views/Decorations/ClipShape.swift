import Foundation

/// Clips its content to its frame and, when rounded, rounds the box lines
/// drawn at its edge: ``View/clipShape(_:style:)``,
/// ``View/cornerRadius(_:antialiased:)``, ``View/clipped(antialiased:)``.
public struct _ClipModifier: PrimitiveModifier, Equatable {
  let isRounded: Bool

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { ClipNode(graph: graph) }
}

final class ClipNode: PassThroughLayoutNode<_ClipModifier> {
  override func draw(into canvas: inout Canvas) {
    let saved = canvas.roundedCorners
    if modifier.isRounded { canvas.roundedCorners = frame }
    canvas.clipped(to: frame) { canvas in
      for item in layoutItems { item.draw(into: &canvas) }
    }
    canvas.roundedCorners = saved
  }
}

extension View {
  /// Clips this view to `shape`. A terminal clips to the view's frame (a
  /// cell is the finest it can cut); a rounded shape (``RoundedRectangle``
  /// with a radius, ``Capsule``, ``Circle``, ``Ellipse``) rounds the box
  /// lines of a border or stroked rectangle at the view's edge.
  ///
  /// ```swift
  /// RecipeImage().clipShape(RoundedRectangle(cornerRadius: 12))
  /// ```
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    let outline = (shape as? any CellOutlined)?.cellOutline
    return modifier(_ClipModifier(isRounded: outline == nil || outline != .rectangle))
  }

  /// Rounds this view's corners: clips it to its frame and draws a border
  /// inside with rounded corners (`╭╮╰╯`). A radius of less than half a
  /// point (or NaN) leaves the corners square.
  ///
  /// ```swift
  /// Text("Card").padding().border(.gray).cornerRadius(8)
  /// ```
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(_ClipModifier(isRounded: radius.isFinite && radius >= 0.5))
  }

  /// Clips this view's drawing to its frame.
  ///
  /// ```swift
  /// Text(longTitle).frame(width: 80).clipped()
  /// ```
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(_ClipModifier(isRounded: false))
  }
}
