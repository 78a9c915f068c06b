/// A rectangle of cells: where an element sits on the screen.
///
/// ```swift
/// let frame = host.element("Username")?.frame
/// // Rect(x: 0, y: 0, width: 80, height: 1)
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  public var origin: Point
  /// The number of columns and rows covered.
  public var size: Size

  /// Creates a rectangle from its corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its corner's coordinates and its size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  public var minX: Int { origin.x }
  public var minY: Int { origin.y }
  /// One past the last column.
  public var maxX: Int { origin.x + size.width }
  /// One past the last row.
  public var maxY: Int { origin.y + size.height }
  public var width: Int { size.width }
  public var height: Int { size.height }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Whether the cell at `point` lies inside.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The smallest rectangle covering both.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The cells both rectangles cover (empty when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  public var description: String { "Rect(x: \(minX), y: \(minY), width: \(width), height: \(height))" }

  /// This rectangle flipped left to right inside `container`: the same
  /// distance from its right edge as it was from its left.
  func mirrored(in container: Rect) -> Rect {
    Rect(x: container.minX + container.maxX - maxX, y: minY, width: width, height: height)
  }
}
