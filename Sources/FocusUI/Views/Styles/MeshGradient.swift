import Foundation

/// Colors at the vertices of a grid, blended across a shape between them.
///
/// ```swift
/// MeshGradient(
///   width: 2, height: 2,
///   points: [.init(0, 0), .init(1, 0), .init(0, 1), .init(1, 1)],
///   colors: [.red, .orange, .pink, .purple]
/// )
/// .frame(height: 8)
/// ```
///
/// Drawn as a view it fills the space it is offered, as the other
/// gradients do. A terminal shades each cell by the vertices' colors, each
/// weighing by the inverse square of its distance from the cell: the
/// colors at the vertices are exact, and in between they blend smoothly,
/// without the Bézier patches of Apple's platforms (so `smoothsColors` and
/// `colorSpace` change nothing, and `background` shows nowhere: every cell
/// is inside the mesh's bounds). Text drawn in the gradient takes the
/// average of its colors.
public struct MeshGradient: ShapeStyle, Hashable, ShapeStyleKindProviding {
  /// The number of vertices in a row.
  public var width: Int
  /// The number of rows of vertices.
  public var height: Int
  /// The color of the points outside the mesh.
  public var background: Color
  /// Whether colors blend along curves between the vertices on Apple's
  /// platforms.
  public var smoothsColors: Bool
  /// How colors blend.
  public var colorSpace: Gradient.ColorSpace
  let points: [SIMD2<Float>]
  let colors: [Color]

  /// A mesh of `width` × `height` vertices at `points` (fractions of the
  /// shape's size, row by row), colored `colors`.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.points = points
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  var kind: ShapeStyleKind {
    let count = min(points.count, colors.count)
    guard count > 0 else { return .color(background) }
    let last = max(1, count - 1)
    let stops = colors.prefix(count).enumerated().map {
      Gradient.Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last))
    }
    let vertices = points.prefix(count).map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
    return .gradient(GradientPaint(stops: stops, geometry: .mesh(points: vertices)))
  }
}
