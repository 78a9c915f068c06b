import Foundation

/// What a canvas's renderer draws with: fills and strokes of paths, and
/// text, at cell resolution.
///
/// ```swift
/// Canvas { context, size in
///   let bar = Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height))
///   context.fill(bar, with: .color(.green))
///   context.draw(Text("50%"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// Positions are in points (a cell is ``CellMetrics/pointsPerColumn`` by
/// ``CellMetrics/pointsPerRow``): a fill covers the cells whose centers are
/// inside the path, a stroke the cells the path passes through, text
/// starts at the cell of its anchor. `translateBy` and `scaleBy` move and
/// scale what is drawn after them; `opacity` fades it.
@MainActor
public struct GraphicsContext {
  /// What was drawn, in order; shared by copies, as drawing through any
  /// copy of a context draws into the same canvas.
  final class Recording {
    var operations: [Operation] = []
  }

  enum Operation {
    case fill(Path, Transform, Paint, FillStyle)
    case stroke(Path, Transform, Paint, lineWidth: CGFloat)
    case text(Text, at: CGPoint, anchor: UnitPoint, Transform)
  }

  /// A translation then a scale.
  struct Transform {
    var offset = CGPoint.zero
    var scale = CGSize(width: 1, height: 1)

    func apply(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x * scale.width + offset.x, y: point.y * scale.height + offset.y)
    }

    func inverse(_ point: CGPoint) -> CGPoint {
      CGPoint(
        x: scale.width == 0 ? .infinity : (point.x - offset.x) / scale.width,
        y: scale.height == 0 ? .infinity : (point.y - offset.y) / scale.height)
    }
  }

  let recording: Recording
  var transform = Transform()
  /// The opacity of what is drawn next, 0…1.
  public var opacity: Double = 1
  /// The environment of the canvas's view.
  public let environment: EnvironmentValues

  init(environment: EnvironmentValues) {
    recording = Recording()
    self.environment = environment
  }

  /// A color or style to fill or stroke with.
  public struct Shading: Sendable {
    let kind: ShapeStyleKind

    /// One color.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
    /// The foreground style of the environment.
    public static var foreground: Shading { Shading(kind: .foreground) }
    /// A shape style: a color, `.tint`, `.secondary`, a gradient.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: ShapeStyleKind.of(style)) }
  }

  private func paint(_ shading: Shading) -> Paint {
    let paint = shading.kind.resolve(in: environment)
    return opacity < 1 ? paint.opacity(max(0, opacity)) : paint
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recording.operations.append(.fill(path, transform, paint(shading), style))
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    recording.operations.append(.stroke(path, transform, paint(shading), lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` in `style` (its line width counts).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  /// Draws `text` with its `anchor` (its center unless given) at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    recording.operations.append(.text(text, at: point, anchor: anchor, transform))
  }

  /// Draws `text` at the top-leading corner of `rect`.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(text, at: rect.origin, anchor: .topLeading)
  }

  /// Moves what is drawn next by `x` and `y` points.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform.offset = transform.apply(CGPoint(x: x, y: y))
  }

  /// Scales what is drawn next by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform.scale = CGSize(width: transform.scale.width * x, height: transform.scale.height * y)
  }
}
