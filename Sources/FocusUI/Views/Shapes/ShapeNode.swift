import Foundation

/// Lays out and draws a filled or stroked shape: it takes the space it is
/// offered (a cell along an unbounded axis) and draws in cells.
final class ShapeNode: LayoutNode {
  private var shape: (any Shape)?
  private var drawing: ShapeDrawing?

  override func accept(_ view: any View) -> Bool {
    let value = view as! any ShapeViewValue
    let newShape = value.anyShape
    let sameShape = shape.map { Self.areEqual($0, newShape) } ?? false
    if !sameShape || drawing != value.drawing {
      shape = newShape
      drawing = value.drawing
      invalidateLayout()
    }
    return false
  }

  private static func areEqual(_ old: any Shape, _ new: any Shape) -> Bool {
    guard let old = old as? AnyHashable, let new = new as? AnyHashable else { return false }
    return old == new
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  /// An image, once an accessibility label names it.
  override func makeElement() -> Element? { labelledGraphicElement() }

  override func draw(into canvas: inout Canvas) {
    guard let shape, let drawing, !frame.isEmpty else { return }
    switch drawing {
    case .fill(let kind, let fillStyle):
      ShapeRasterizer(frame: frame, shape: shape, environment: environment)
        .fill(kind.resolve(in: environment), fillStyle: fillStyle, into: &canvas)
    case .stroke(let kind, let lineWidth):
      ShapeRasterizer(frame: frame, shape: shape, environment: environment)
        .stroke(
          kind.resolve(in: environment), lineWidth: lineWidth, rounded: canvas.roundedCorners == frame, into: &canvas)
    }
  }
}

/// Draws a shape into the cells of `frame`.
@MainActor
struct ShapeRasterizer {
  let frame: Rect
  let shape: any Shape
  let environment: EnvironmentValues

  private var pointSize: CGSize {
    CGSize(width: .columns(frame.width), height: .rows(frame.height))
  }

  private var outline: CellOutline? { (shape as? any CellOutlined)?.cellOutline }

  /// The point at the center of a cell, in the shape's own points.
  private func center(_ x: Int, _ y: Int) -> CGPoint {
    CGPoint(x: (CGFloat(x) + 0.5) * CellMetrics.pointsPerColumn, y: (CGFloat(y) + 0.5) * CellMetrics.pointsPerRow)
  }

  private func unit(_ x: Int, _ y: Int) -> UnitPoint {
    UnitPoint(x: (Double(x) + 0.5) / Double(frame.width), y: (Double(y) + 0.5) / Double(frame.height))
  }

  private var baseStyle: CellStyle {
    CellStyle(isDim: !environment.isEnabled)
  }

  func fill(_ paint: Paint, fillStyle: FillStyle, into canvas: inout Canvas) {
    let path = outline == nil ? shape.path(in: CGRect(origin: .zero, size: pointSize)) : nil
    let roundEnds = outline == .capsule && frame.height == 1 && frame.width >= 3
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        if let path, !path.contains(center(x, y), eoFill: fillStyle.isEOFilled) { continue }
        let color = paint.color(at: unit(x, y), size: pointSize)
        guard !color.isClear else { continue }
        let cell = Rect(x: frame.minX + x, y: frame.minY + y, width: 1, height: 1)
        var style = baseStyle
        if roundEnds && (x == 0 || x == frame.width - 1) {
          style.foreground = color
          canvas.fill(cell, with: x == 0 ? "▐" : "▌", style: style)
        } else if canvas.shapeFill == .backdrop {
          style.background = color
          canvas.fill(cell, with: " ", style: style)
        } else if canvas.shapeFill == .tint {
          canvas.restyle(cell) { $0.background = color }
        } else {
          style.foreground = Color(storage: color.storage)
          let glyph: Character
          switch color.alpha {
          case 0.75...: glyph = "█"
          case 0.5..<0.75: glyph = "▓"
          case 0.25..<0.5: glyph = "▒"
          default: glyph = "░"
          }
          // A solid fill is a background too, so text drawn on it keeps it.
          if glyph == "█" { style.background = color }
          canvas.fill(cell, with: glyph, style: style)
        }
      }
    }
  }

  /// `rounded` asks for rounded corners on a rectangle (a rounded clip
  /// around it).
  func stroke(_ paint: Paint, lineWidth: CGFloat, rounded: Bool, into canvas: inout Canvas) {
    let heavy = lineWidth.isFinite && lineWidth >= 2
    func put(_ glyph: Character, _ x: Int, _ y: Int) {
      let color = paint.color(at: unit(x, y), size: pointSize)
      guard !color.isClear else { return }
      var style = baseStyle
      style.foreground = color
      canvas.fill(Rect(x: frame.minX + x, y: frame.minY + y, width: 1, height: 1), with: glyph, style: style)
    }
    let width = frame.width
    let height = frame.height
    if let outline {
      let rounded = rounded || outline != .rectangle
      if width == 1 && height == 1 {
        put(rounded ? "○" : "□", 0, 0)
      } else if height == 1 {
        put(rounded ? "(" : "[", 0, 0)
        put(rounded ? ")" : "]", width - 1, 0)
      } else if width == 1 {
        for y in 0..<height { put(heavy ? "┃" : "│", 0, y) }
      } else {
        let horizontal: Character = heavy ? "━" : "─"
        let vertical: Character = heavy ? "┃" : "│"
        for x in 1..<width - 1 {
          put(horizontal, x, 0)
          put(horizontal, x, height - 1)
        }
        for y in 1..<height - 1 {
          put(vertical, 0, y)
          put(vertical, width - 1, y)
        }
        let corners: [Character] =
          rounded ? ["╭", "╮", "╰", "╯"] : heavy ? ["┏", "┓", "┗", "┛"] : ["┌", "┐", "└", "┘"]
        put(corners[0], 0, 0)
        put(corners[1], width - 1, 0)
        put(corners[2], 0, height - 1)
        put(corners[3], width - 1, height - 1)
      }
      return
    }
    // Any other outline: the cells it passes through, in cell units.
    let segments = shape.path(in: CGRect(origin: .zero, size: pointSize)).segments.map { a, b in
      (
        CGPoint(x: a.x / CellMetrics.pointsPerColumn, y: a.y / CellMetrics.pointsPerRow),
        CGPoint(x: b.x / CellMetrics.pointsPerColumn, y: b.y / CellMetrics.pointsPerRow)
      )
    }
    guard !segments.isEmpty else { return }
    let reach = max(0.5, (lineWidth.isFinite ? lineWidth : 1) / (2 * CellMetrics.pointsPerColumn))
    for y in 0..<height {
      for x in 0..<width {
        let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
        if segments.contains(where: { point.distance(to: $0) <= reach }) { put("•", x, y) }
      }
    }
  }
}
