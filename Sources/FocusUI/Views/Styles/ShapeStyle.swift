import Foundation

/// A color or pattern to draw text, shapes and backgrounds with:
/// ``Color``, the hierarchical styles (`.primary`, `.secondary`, …),
/// `.tint`, gradients and materials.
///
/// ```swift
/// Text("Overdue").foregroundStyle(.red)
/// Text("Updated 2 min ago").foregroundStyle(.secondary)
/// Capsule().fill(.tint)
/// RoundedRectangle(cornerRadius: 8).fill(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
/// ```
///
/// A terminal draws each cell in one color: text takes a style's average
/// color, a filled shape shades its cells along a gradient.
public protocol ShapeStyle: Sendable {}

/// How FocusUI's styles describe themselves to the renderer; a style of the
/// app's own that is not one of them draws as the foreground.
protocol ShapeStyleKindProviding {
  var kind: ShapeStyleKind { get }
}

extension ShapeStyle {
  /// This style at `opacity` (0…1): dim text, a fainter fill.
  ///
  /// ```swift
  /// Rectangle().fill(.tint.opacity(0.3))
  /// ```
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    AnyShapeStyle(kind: .opacity(ShapeStyleKind.of(self), opacity.isNaN ? 1 : min(1, max(0, opacity))))
  }
}

/// A description of a style that compares by value and is resolved against
/// the environment it is drawn in (what `.secondary` or `.tint` mean there).
indirect enum ShapeStyleKind: Hashable, Sendable {
  case color(Color)
  /// 0 primary, 1 secondary, 2 tertiary, …
  case hierarchical(Int)
  case foreground
  case background
  case tint
  case gradient(GradientPaint)
  /// A backdrop: a gray at the given strength.
  case material(Double)
  case opacity(ShapeStyleKind, Double)

  static func of(_ style: some ShapeStyle) -> ShapeStyleKind {
    (style as? any ShapeStyleKindProviding)?.kind ?? .foreground
  }

  /// What the style is where `environment` applies.
  @MainActor
  func resolve(in environment: EnvironmentValues) -> Paint {
    switch self {
    case .color(let color):
      if let name = color.unknownAssetName {
        RuntimeWarnings.emitGlobally(
          "Color(\"\(name)\") names no asset a terminal app has; it is drawn in the default foreground.")
        return .solid(Color(storage: color.storage, alpha: color.alpha))
      }
      return .solid(color)
    case .hierarchical(let level):
      if level > 0, level <= environment.foregroundLevels.count {
        return .solid(environment.foregroundLevels[level - 1])
      }
      let base = environment.foregroundColor ?? .primary
      let opacities = [1, 0.5, 0.35, 0.2, 0.1]
      return .solid(base.opacity(opacities[min(max(0, level), opacities.count - 1)]))
    case .foreground: return .solid(environment.foregroundColor ?? .primary)
    case .background: return .solid(.clear)
    case .tint: return .solid(environment.tintColor ?? .accentColor)
    case .gradient(let gradient): return .gradient(gradient)
    case .material(let strength): return .solid(Color(white: 0.5, opacity: strength))
    case .opacity(let kind, let opacity): return kind.resolve(in: environment).opacity(opacity)
    }
  }
}

/// A resolved style: one color, or colors that change across a shape.
enum Paint: Hashable, Sendable {
  case solid(Color)
  case gradient(GradientPaint)

  /// The one color text takes: a gradient's average.
  var color: Color {
    switch self {
    case .solid(let color): color
    case .gradient(let gradient): gradient.averageColor
    }
  }

  /// The color at `point` (fractions of the shape's size) of a shape
  /// `size` points large.
  func color(at point: UnitPoint, size: CGSize) -> Color {
    switch self {
    case .solid(let color): color
    case .gradient(let gradient): gradient.color(at: point, size: size)
    }
  }

  func opacity(_ opacity: Double) -> Paint {
    switch self {
    case .solid(let color): return .solid(color.opacity(opacity))
    case .gradient(var gradient):
      gradient.stops = gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
      return .gradient(gradient)
    }
  }
}

/// A type-erased ``ShapeStyle``.
///
/// ```swift
/// let style = isUrgent ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary)
/// ```
public struct AnyShapeStyle: ShapeStyle, Hashable, ShapeStyleKindProviding {
  let kind: ShapeStyleKind

  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) {
    kind = ShapeStyleKind.of(style)
  }

  init(kind: ShapeStyleKind) {
    self.kind = kind
  }
}

extension Color: ShapeStyle, ShapeStyleKindProviding {
  var kind: ShapeStyleKind { .color(self) }
}

/// The foreground style of the environment and its dimmer levels, as
/// `.primary`, `.secondary`, `.tertiary`, `.quaternary` and `.quinary`
/// spell them: in a terminal the first is the foreground color, the others
/// that color dimmed.
///
/// ```swift
/// VStack(alignment: .leading) {
///   Text(recipe.title)
///   Text(recipe.summary).foregroundStyle(.secondary)
/// }
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, ShapeStyleKindProviding {
  let level: Int
  var kind: ShapeStyleKind { .hierarchical(level) }

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

/// The tint of the environment (``View/tint(_:)-(Color?)``), the accent color when
/// none is set: `.tint`.
///
/// ```swift
/// Capsule().fill(.tint).tint(.green)
/// ```
public struct TintShapeStyle: ShapeStyle, Hashable, ShapeStyleKindProviding {
  public init() {}
  var kind: ShapeStyleKind { .tint }
}

/// The environment's foreground style: `.foreground`.
public struct ForegroundStyle: ShapeStyle, Hashable, ShapeStyleKindProviding {
  public init() {}
  var kind: ShapeStyleKind { .foreground }
}

/// The environment's background: `.background`. A terminal's background is
/// its own, so a fill in it draws nothing (the terminal shows through).
public struct BackgroundStyle: ShapeStyle, Hashable, ShapeStyleKindProviding {
  public init() {}
  var kind: ShapeStyleKind { .background }
}

/// A translucent backdrop (`.thinMaterial`, `.regularMaterial`, …). A
/// terminal cannot blur: a material is a gray background, stronger for the
/// thicker ones.
///
/// ```swift
/// Text("Now playing").padding().background(.regularMaterial)
/// ```
public struct Material: ShapeStyle, Hashable, ShapeStyleKindProviding {
  let strength: Double
  var kind: ShapeStyleKind { .material(strength) }

  public static let ultraThinMaterial = Material(strength: 0.2)
  public static let thinMaterial = Material(strength: 0.3)
  public static let regularMaterial = Material(strength: 0.4)
  public static let thickMaterial = Material(strength: 0.5)
  public static let ultraThickMaterial = Material(strength: 0.6)
  /// The material of bars (toolbars, tab bars).
  public static let bar = Material(strength: 0.4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint (the accent color when none is set).
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var regularMaterial: Material { .regularMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
}
