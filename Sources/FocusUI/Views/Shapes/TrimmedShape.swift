import Foundation

/// Part of a shape's outline: ``Shape/trim(from:to:)``.
public struct _TrimmedShape<Content: Shape>: Shape {
  let shape: Content
  let start: CGFloat
  let end: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: start, to: end)
  }
}

extension Shape {
  /// The part of this shape's outline between `startFraction` and
  /// `endFraction` (0…1) of its length: a progress ring's arc.
  ///
  /// ```swift
  /// Circle()
  ///   .trim(from: 0, to: progress)
  ///   .stroke(.green, lineWidth: 2)
  /// ```
  ///
  /// A terminal draws a trimmed outline as any other (dots along it, see
  /// ``Shape``); filled, the part encloses what its ends cut off.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(1, max(0, value)) }
    return _TrimmedShape(shape: self, start: unit(startFraction), end: unit(endFraction))
  }
}

extension Path {
  /// The part of this path between `from` and `to` of its length (0…1).
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let segments = self.segments
    let lengths = segments.map { a, b in ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
    let total = lengths.reduce(0, +)
    guard total > 0, to > from else { return Path() }
    let start = from * total
    let end = to * total
    var path = Path()
    var travelled: CGFloat = 0
    var drawing = false
    func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    for ((a, b), length) in zip(segments, lengths) {
      let segmentEnd = travelled + length
      defer { travelled = segmentEnd }
      guard segmentEnd >= start, travelled <= end, length > 0 else { continue }
      if !drawing {
        path.move(to: point(a, b, max(0, (start - travelled) / length)))
        drawing = true
      }
      path.addLine(to: point(a, b, min(1, (end - travelled) / length)))
    }
    return path
  }
}
