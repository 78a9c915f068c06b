import Foundation

/// Colors and where along a gradient each one is, for ``LinearGradient``,
/// ``RadialGradient`` and ``AngularGradient``.
///
/// ```swift
/// Gradient(colors: [.yellow, .orange, .red])
/// Gradient(stops: [.init(color: .green, location: 0), .init(color: .blue, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable, ShapeStyle, ShapeStyleKindProviding {
  /// One color of a gradient and its location, 0…1.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location.isNaN ? 0 : min(1, max(0, location))
    }
  }

  public var stops: [Stop]

  /// Colors spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = max(1, colors.count - 1)
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
  }

  /// Colors at the given locations.
  public init(stops: [Stop]) {
    self.stops = stops.sorted { $0.location < $1.location }
  }

  /// A gradient used as a style runs from top to bottom.
  var kind: ShapeStyleKind {
    .gradient(GradientPaint(stops: stops, geometry: .linear(start: .top, end: .bottom)))
  }
}

/// A gradient ready to be drawn: its stops and how a point maps to a
/// location along it.
struct GradientPaint: Hashable, Sendable {
  enum Geometry: Hashable, Sendable {
    case linear(start: UnitPoint, end: UnitPoint)
    /// Radii in points.
    case radial(center: UnitPoint, start: Double, end: Double)
    case angular(center: UnitPoint)
    /// A ``MeshGradient``: the stops' colors are its vertices' colors, in
    /// the order of these points.
    case mesh(points: [UnitPoint])
  }

  var stops: [Gradient.Stop]
  var geometry: Geometry

  /// The mean of the stops' colors: what text drawn in a gradient takes.
  var averageColor: Color {
    guard let first = stops.first else { return .clear }
    let known = stops.compactMap { stop in stop.color.components.map { ($0, stop.color.alpha) } }
    guard known.count == stops.count, stops.count > 1 else { return first.color }
    func mean(_ part: ((red: UInt8, green: UInt8, blue: UInt8)) -> UInt8) -> Double {
      Double(known.reduce(0) { $0 + Int(part($1.0)) }) / Double(known.count) / 255
    }
    let alpha = known.reduce(0) { $0 + $1.1 } / Double(known.count)
    return Color(red: mean { $0.red }, green: mean { $0.green }, blue: mean { $0.blue }, opacity: alpha)
  }

  /// The color at `point` of a shape `size` points large.
  func color(at point: UnitPoint, size: CGSize) -> Color {
    if case .mesh(let points) = geometry { return meshColor(at: point, size: size, points: points) }
    guard let first = stops.first, let last = stops.last else { return .clear }
    let location = self.location(of: point, size: size)
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
      let span = upper.location - lower.location
      let fraction = span > 0 ? Double((location - lower.location) / span) : 1
      return Self.mix(lower.color, upper.color, fraction)
    }
    return last.color
  }

  private func location(of point: UnitPoint, size: CGSize) -> CGFloat {
    switch geometry {
    case .linear(let start, let end):
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length = dx * dx + dy * dy
      guard length > 0 else { return 0 }
      return CGFloat(((point.x - start.x) * dx + (point.y - start.y) * dy) / length)
    case .radial(let center, let start, let end):
      let dx = (point.x - center.x) * Double(size.width)
      let dy = (point.y - center.y) * Double(size.height)
      let distance = (dx * dx + dy * dy).squareRoot()
      guard end > start else { return distance >= end ? 1 : 0 }
      return CGFloat((distance - start) / (end - start))
    case .angular(let center):
      let angle = atan2(point.y - center.y, point.x - center.x)
      return CGFloat((angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi))
    case .mesh:
      return 0
    }
  }

  /// A mesh's color at `point`: its vertices' colors, each weighing by the
  /// inverse square of its distance (in points); a vertex on the point
  /// gives its own color. Colors without known components (the terminal's
  /// default) count as the nearest vertex alone.
  private func meshColor(at point: UnitPoint, size: CGSize, points: [UnitPoint]) -> Color {
    var weights: [(color: Color, weight: Double)] = []
    var nearest: (color: Color, distance: Double)?
    for (vertex, stop) in zip(points, stops) {
      let dx = Double((point.x - vertex.x) * size.width)
      let dy = Double((point.y - vertex.y) * size.height)
      let distance = dx * dx + dy * dy
      if distance < 1e-9 { return stop.color }
      if nearest == nil || distance < nearest!.distance { nearest = (stop.color, distance) }
      weights.append((stop.color, 1 / distance))
    }
    guard let nearest else { return .clear }
    guard weights.allSatisfy({ $0.color.components != nil }) else { return nearest.color }
    let total = weights.reduce(0) { $0 + $1.weight }
    func mean(_ part: ((red: UInt8, green: UInt8, blue: UInt8)) -> UInt8) -> Double {
      weights.reduce(0) { $0 + Double(part($1.color.components!)) * $1.weight } / total / 255
    }
    let alpha = weights.reduce(0) { $0 + $1.color.alpha * $1.weight } / total
    return Color(red: mean { $0.red }, green: mean { $0.green }, blue: mean { $0.blue }, opacity: alpha)
  }

  /// Colors with known components mix; the terminal's default cannot, so
  /// the nearer stop wins.
  private static func mix(_ a: Color, _ b: Color, _ fraction: Double) -> Color {
    a.mix(with: b, by: fraction, in: .device)
  }
}

/// Colors changing along a line across a shape.
///
/// ```swift
/// Rectangle()
///   .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
///   .frame(height: 16)
/// ```
///
/// A filled shape shades each cell by its place along the line; text takes
/// the gradient's average color (a cell holds one).
public struct LinearGradient: ShapeStyle, Hashable, ShapeStyleKindProviding {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  var kind: ShapeStyleKind {
    .gradient(GradientPaint(stops: gradient.stops, geometry: .linear(start: startPoint, end: endPoint)))
  }

}

/// Colors changing with the distance from a center. Radii are in points;
/// a terminal shades each cell of a filled shape by its distance.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40))
/// ```
public struct RadialGradient: ShapeStyle, Hashable, ShapeStyleKindProviding {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius.isFinite ? max(0, startRadius) : 0
    self.endRadius = endRadius.isFinite ? max(0, endRadius) : 0
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  var kind: ShapeStyleKind {
    .gradient(
      GradientPaint(
        stops: gradient.stops, geometry: .radial(center: center, start: Double(startRadius), end: Double(endRadius))))
  }

}

/// Colors changing with the angle around a center.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, Hashable, ShapeStyleKindProviding {
  let gradient: Gradient
  let center: UnitPoint

  public init(gradient: Gradient, center: UnitPoint) {
    self.gradient = gradient
    self.center = center
  }

  public init(colors: [Color], center: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), center: center)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), center: center)
  }

  var kind: ShapeStyleKind {
    .gradient(GradientPaint(stops: gradient.stops, geometry: .angular(center: center)))
  }

}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient, as `.foregroundStyle(.linearGradient(…))` spells it.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(colors: [Color], center: UnitPoint) -> AngularGradient {
    AngularGradient(colors: colors, center: center)
  }
}

extension Color {
  /// A gentle gradient from this color: `.fill(Color.blue.gradient)`.
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [self, self.opacity(0.8)]))
  }
}

/// A type-erased gradient, as `Color.gradient` returns it: drawn top to
/// bottom.
public struct AnyGradient: ShapeStyle, Hashable, ShapeStyleKindProviding {
  let gradient: Gradient

  public init(_ gradient: Gradient) {
    self.gradient = gradient
  }

  var kind: ShapeStyleKind { gradient.kind }
}

// A gradient drawn as a view fills the space it is offered. The conformances
// are apart so the styles stay usable off the main actor.
extension LinearGradient: View {
  public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: View {
  public var body: some View { Rectangle().fill(self) }
}

extension AngularGradient: View {
  public var body: some View { Rectangle().fill(self) }
}

extension MeshGradient: View {
  public var body: some View { Rectangle().fill(self) }
}
