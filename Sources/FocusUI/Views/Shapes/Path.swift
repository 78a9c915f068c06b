import Foundation

/// The outline of a shape, in points: what a custom ``Shape`` returns from
/// `path(in:)`.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
///
/// A terminal draws a path at cell resolution: a fill covers the cells whose
/// centers are inside it, a stroke the cells it passes through (see
/// ``CellMetrics`` for the size of a cell in points). Curves and arcs are
/// followed as short lines.
public struct Path: Hashable, Sendable {
  /// The outline as polygons: each subpath's points, and whether it is
  /// closed.
  private(set) var subpaths: [[CGPoint]] = []
  private var closed: [Bool] = []

  public init() {}

  /// Builds a path with `callback`.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// The ellipse inside `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no points.
  public var isEmpty: Bool { subpaths.allSatisfy(\.isEmpty) }

  /// The smallest rectangle holding every point.
  public var boundingRect: CGRect {
    let points = subpaths.joined()
    guard let first = points.first else { return .null }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  public mutating func move(to point: CGPoint) {
    subpaths.append([point])
    closed.append(false)
  }

  public mutating func addLine(to point: CGPoint) {
    if subpaths.isEmpty || closed.last == true {
      move(to: point)
      return
    }
    subpaths[subpaths.count - 1].append(point)
  }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  public mutating func closeSubpath() {
    guard !closed.isEmpty else { return }
    closed[closed.count - 1] = true
  }

  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    let rect = rect.standardized
    let rx = min(max(0, cornerSize.width.isFinite ? cornerSize.width : 0), rect.width / 2)
    let ry = min(max(0, cornerSize.height.isFinite ? cornerSize.height : 0), rect.height / 2)
    guard rx > 0, ry > 0 else {
      addRect(rect)
      return
    }
    var points: [CGPoint] = []
    let corners = [
      (CGPoint(x: rect.maxX - rx, y: rect.minY + ry), -Double.pi / 2),
      (CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), 0),
      (CGPoint(x: rect.minX + rx, y: rect.maxY - ry), Double.pi / 2),
      (CGPoint(x: rect.minX + rx, y: rect.minY + ry), Double.pi),
    ]
    for (center, start) in corners {
      for step in 0...4 {
        let angle = start + Double(step) / 4 * Double.pi / 2
        points.append(CGPoint(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle)))
      }
    }
    addLines(points)
    closeSubpath()
  }

  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    let steps = 32
    addLines(
      (0..<steps).map { step in
        let angle = Double(step) / Double(steps) * 2 * .pi
        return CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
      })
    closeSubpath()
  }

  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard let start = subpaths.last?.last else { return move(to: end) }
    for step in 1...8 {
      let t = CGFloat(step) / 8
      let u = 1 - t
      addLine(
        to: CGPoint(
          x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
          y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
    }
  }

  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard let start = subpaths.last?.last else { return move(to: end) }
    for step in 1...12 {
      let t = CGFloat(step) / 12
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      addLine(
        to: CGPoint(
          x: a * start.x + b * control1.x + c * control2.x + d * end.x,
          y: a * start.y + b * control1.y + c * control2.y + d * end.y))
    }
  }

  /// An arc of the circle around `center`; in a view's coordinates, whose
  /// y axis points down, `clockwise` turns the other way on screen, as in
  /// SwiftUI.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var end = endAngle.radians
    let start = startAngle.radians
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    let steps = max(2, Int(abs(end - start) / (2 * .pi) * 32))
    for step in 0...steps {
      let angle = start + (end - start) * Double(step) / Double(steps)
      addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
    }
  }

  /// Adds `path`'s subpaths.
  public mutating func addPath(_ path: Path) {
    subpaths += path.subpaths
    closed += path.closed
  }

  /// Whether `point` is inside the path (nonzero winding, or even-odd).
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    for polygon in subpaths where polygon.count > 2 {
      for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
        if a.y <= point.y {
          if b.y > point.y, Self.side(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y, Self.side(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The segments of the outline, closing segments included.
  var segments: [(CGPoint, CGPoint)] {
    var result: [(CGPoint, CGPoint)] = []
    for (polygon, isClosed) in zip(subpaths, closed) {
      guard let first = polygon.first else { continue }
      if polygon.count == 1 {
        result.append((first, first))
        continue
      }
      result += zip(polygon, polygon.dropFirst()).map { ($0, $1) }
      if isClosed, let last = polygon.last { result.append((last, first)) }
    }
    return result
  }

  public static func == (lhs: Path, rhs: Path) -> Bool {
    lhs.subpaths == rhs.subpaths && lhs.closed == rhs.closed
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(subpaths.count)
  }
}

extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}

/// How a rounded rectangle's corners curve; a terminal draws both alike.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// How a path's inside is decided: ``Shape/fill(_:style:)``.
public struct FillStyle: Hashable, Sendable {
  /// Even-odd rather than nonzero winding.
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a stroke is drawn: ``Shape/stroke(_:style:antialiased:)``. A terminal uses the
/// width only (thin or heavy lines); caps, joins and dashes are drawn as a
/// plain line.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// The end of a stroked line.
public enum CGLineCap: Int32, Hashable, Sendable {
  case butt, round, square
}

/// The corner of a stroked line.
public enum CGLineJoin: Int32, Hashable, Sendable {
  case miter, round, bevel
}
