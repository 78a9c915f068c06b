/// A point in a view's own coordinates, as fractions of its size: `(0, 0)`
/// is the top-leading corner, `(1, 1)` the bottom-trailing one.
///
/// ```swift
/// proxy.scrollTo(messages.last?.id, anchor: .bottom)
/// ```
///
/// In a terminal a view spans whole cells: a unit point picks the cell
/// `x * (width - 1)` columns and `y * (height - 1)` rows from the corner,
/// rounded, so `.bottom` is the last row and `.center` the middle one.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal fraction: 0 is leading, 1 trailing.
  public var x: Double
  /// The vertical fraction: 0 is top, 1 bottom.
  public var y: Double

  /// The top-leading corner.
  public init() {
    self.init(x: 0, y: 0)
  }

  /// The point at fractions `x` and `y` of a view's width and height.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  public var description: String { "UnitPoint(x: \(x), y: \(y))" }

  /// The cell `fraction` of the way along `length` cells, from the start.
  static func cell(_ fraction: Double, of length: Int) -> Int {
    let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
    return Int((clamped * Double(max(0, length - 1))).rounded())
  }
}
