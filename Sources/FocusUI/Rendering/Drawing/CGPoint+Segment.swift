import Foundation

extension CGPoint {
  /// How far this point is from the nearest point of the line `segment`
  /// (its ends included): what decides whether a cell is on a stroked
  /// path, in a shape's outline and in a canvas alike.
  ///
  /// ```swift
  /// CGPoint(x: 1, y: 1).distance(to: (CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0)))  // 1
  /// ```
  func distance(to segment: (CGPoint, CGPoint)) -> CGFloat {
    let (a, b) = segment
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = dx * dx + dy * dy
    let t = length > 0 ? min(1, max(0, ((x - a.x) * dx + (y - a.y) * dy) / length)) : 0
    let offsetX = a.x + t * dx - x
    let offsetY = a.y + t * dy - y
    return (offsetX * offsetX + offsetY * offsetY).squareRoot()
  }
}
