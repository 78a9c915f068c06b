/// Ways of drawing symbols in several colors: ``View/symbolRenderingMode(_:)``.
/// A terminal draws each glyph in one color, so every mode looks like
/// ``monochrome``.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  /// One color.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Several colors, by the symbol's layers.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One color at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Two or three colors from the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// Variants of a symbol: ``View/symbolVariant(_:)``. The terminal draws
/// ``fill-type.property`` (the filled glyph, when the symbol has one); the others keep
/// the plain glyph.
public struct SymbolVariants: Hashable, Sendable {
  let options: Set<String>

  /// No variant.
  public static let none = SymbolVariants(options: [])
  /// The filled form.
  public static let fill = SymbolVariants(options: ["fill"])
  /// Inside a circle.
  public static let circle = SymbolVariants(options: ["circle"])
  /// Inside a square.
  public static let square = SymbolVariants(options: ["square"])
  /// Inside a rectangle.
  public static let rectangle = SymbolVariants(options: ["rectangle"])
  /// With a slash through it.
  public static let slash = SymbolVariants(options: ["slash"])

  /// This variant inside a circle.
  public var circle: SymbolVariants { SymbolVariants(options: options.union(["circle"])) }
  /// This variant, filled.
  public var fill: SymbolVariants { SymbolVariants(options: options.union(["fill"])) }

  /// Whether `other`'s variants are all in this one.
  public func contains(_ other: SymbolVariants) -> Bool { other.options.isSubset(of: options) }
}

extension EnvironmentValues {
  private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
  }

  /// The symbol variants images here draw with, set by ``View/symbolVariant(_:)``.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
  }

  /// The relative size of symbols here, set by ``View/imageScale(_:)``. A
  /// glyph is one cell at every scale.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
  }

  /// How symbols here are colored, set by ``View/symbolRenderingMode(_:)``;
  /// a terminal draws every glyph in one color.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

extension View {
  /// Draws the symbols here in `variant`: with `.fill`, `Image(systemName:
  /// "star")` draws the filled `★`.
  ///
  /// ```swift
  /// Label("Favorites", systemImage: "heart")
  ///   .symbolVariant(.fill)
  /// ```
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment(\.symbolVariants, variant)
  }

  /// Sets the relative size of symbols here. A terminal glyph is one cell
  /// at every scale; the value is in the environment for views that read it.
  ///
  /// ```swift
  /// Image(systemName: "plus").imageScale(.large)
  /// ```
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }

  /// Sets how symbols here are colored. A terminal draws each glyph in one
  /// color (the foreground style), whatever the mode.
  ///
  /// ```swift
  /// Image(systemName: "cloud.sun.rain").symbolRenderingMode(.multicolor)
  /// ```
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}
