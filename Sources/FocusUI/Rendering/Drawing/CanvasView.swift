import Foundation

/// A view the app draws itself, with a ``GraphicsContext``: SwiftUI's
/// `Canvas`, which `import SwiftUI` names so. (With `import FocusUI`,
/// `Canvas` is the grid of cells a frame is drawn into; this view is
/// `_Canvas`.)
///
/// ```swift
/// import SwiftUI
///
/// struct SalesChart: View {
///   let sales: [Int]
///
///   var body: some View {
///     Canvas { context, size in
///       let width = size.width / CGFloat(sales.count)
///       for (index, total) in sales.enumerated() {
///         let height = size.height * CGFloat(total) / 100
///         let bar = CGRect(x: CGFloat(index) * width, y: size.height - height, width: width - 8, height: height)
///         context.fill(Path(bar), with: .color(.blue))
///       }
///     }
///     .accessibilityLabel("Sales by month")
///   }
/// }
/// ```
///
/// It takes the space it is offered and runs `renderer` each time it is
/// drawn, with its size in points. What it draws is one picture to
/// assistive technologies: no element until it has an
/// ``View/accessibilityLabel(_:)``, which makes it an image element with
/// that label (read by the terminal's screen reader, `role="img"` in the
/// browser); ``View/accessibilityChildren(children:)`` gives it elements
/// for its parts.
public struct _Canvas<Symbols: View>: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  public var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { CanvasNode(graph: graph) }
}

extension _Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`. `opaque`, `colorMode` and
  /// `rendersAsynchronously` change nothing in a terminal, which draws
  /// every cell in one color, in order.
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .foreground)
  /// }
  /// ```
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }
}

/// Lays out a canvas (the space offered) and draws what its renderer
/// draws, clipped to its frame.
final class CanvasNode: LayoutNode {
  private var renderer: ((inout GraphicsContext, CGSize) -> Void)?

  override func accept(_ view: any View) -> Bool {
    renderer = (view as! any CanvasViewValue).anyRenderer
    return false
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  /// An image, once an accessibility label names it.
  override func makeElement() -> Element? { labelledGraphicElement() }

  override func draw(into canvas: inout Canvas) {
    guard let renderer, !frame.isEmpty else { return }
    var context = GraphicsContext(environment: environment)
    let size = CGSize(
      width: CGFloat(frame.width) * CellMetrics.pointsPerColumn,
      height: CGFloat(frame.height) * CellMetrics.pointsPerRow)
    ViewGraph.drawing(self) { renderer(&context, size) }
    canvas.clipped(to: frame) { canvas in
      for operation in context.recording.operations { draw(operation, into: &canvas) }
    }
  }

  private func draw(_ operation: GraphicsContext.Operation, into canvas: inout Canvas) {
    switch operation {
    case .fill(let path, let transform, let paint, let style):
      forEachCell { x, y, center in
        guard path.contains(transform.inverse(center), eoFill: style.isEOFilled) else { return }
        put("█", x, y, paint, solid: true, into: &canvas)
      }
    case .stroke(let path, let transform, let paint, let lineWidth):
      let segments = path.segments.map { (transform.apply($0.0), transform.apply($0.1)) }
      guard !segments.isEmpty else { return }
      // Half the line, at least half a cell, in points across.
      let reach = max(CellMetrics.pointsPerColumn / 2, lineWidth / 2)
      forEachCell { x, y, center in
        guard segments.contains(where: { center.distance(to: $0) <= reach }) else { return }
        put("•", x, y, paint, solid: false, into: &canvas)
      }
    case .text(let text, let point, let anchor, let transform):
      let at = transform.apply(point)
      let content = text.content
      let width = CellWidth.of(content)
      let column = Int((at.x / CellMetrics.pointsPerColumn).rounded(.down)) - Int((Double(width) * anchor.x).rounded())
      let row = Int((at.y / CellMetrics.pointsPerRow - anchor.y).rounded(.down))
      let style = text.runs.first?.attributes.cellStyle(base: baseStyle, environment: environment) ?? baseStyle
      canvas.draw(content, at: Point(x: frame.minX + column, y: frame.minY + row), style: style)
    }
  }

  /// Calls `body` with each cell of the frame and its center, in points.
  private func forEachCell(_ body: (Int, Int, CGPoint) -> Void) {
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        body(
          x, y,
          CGPoint(
            x: (CGFloat(x) + 0.5) * CellMetrics.pointsPerColumn, y: (CGFloat(y) + 0.5) * CellMetrics.pointsPerRow))
      }
    }
  }

  private func put(_ glyph: Character, _ x: Int, _ y: Int, _ paint: Paint, solid: Bool, into canvas: inout Canvas) {
    let size = CGSize(width: frame.width, height: frame.height)
    let color = paint.color(
      at: UnitPoint(x: (Double(x) + 0.5) / size.width, y: (Double(y) + 0.5) / size.height), size: size)
    guard !color.isClear else { return }
    var style = baseStyle
    style.foreground = color
    if solid { style.background = color }
    canvas.fill(Rect(x: frame.minX + x, y: frame.minY + y, width: 1, height: 1), with: glyph, style: style)
  }

}

/// A canvas whatever its symbols, for its node.
@MainActor
protocol CanvasViewValue {
  var anyRenderer: (inout GraphicsContext, CGSize) -> Void { get }
}

extension _Canvas: CanvasViewValue {
  var anyRenderer: (inout GraphicsContext, CGSize) -> Void { renderer }
}
