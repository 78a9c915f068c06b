import Foundation

/// A font, as far as a terminal can show one: its weight (bold or dim), its
/// slant (italic) and, for sizes a terminal cannot change, emphasis.
///
/// ```swift
/// Text(recipe.title).font(.title)
/// Text("Serves 4").font(.caption).foregroundStyle(.secondary)
/// Text(price).font(.system(size: 14, weight: .semibold, design: .monospaced))
/// ```
///
/// In a terminal every character has the cell's size and face:
/// - `.largeTitle`, `.title`, `.title2`, `.title3` and `.headline` draw
///   bold (a title stands out by weight where it cannot by size), the other
///   text styles regular;
/// - a weight of `.semibold` or more draws bold, `.light` or less dim;
/// - `.italic()` draws italic where the terminal has it;
/// - sizes, designs (`.serif`, `.rounded`, `.monospaced`), custom font
///   names, widths and leading are accepted and do not change the cells:
///   a `.system(size:)` of 20 points or more draws bold, as a title would.
public struct Font: Hashable, Sendable {
  enum Base: Hashable, Sendable {
    case textStyle(TextStyle)
    case system(size: CGFloat)
    case custom(name: String, size: CGFloat)
  }

  let base: Base
  var weight: Weight?
  var design: Design?
  var isItalic = false

  init(base: Base, weight: Weight? = nil, design: Design? = nil) {
    self.base = base
    self.weight = weight
    self.design = design
  }

  /// The weight the font draws with when none was asked for.
  var defaultWeight: Weight {
    switch base {
    case .textStyle(let style):
      switch style {
      case .largeTitle, .title, .title2, .title3, .headline: return .bold
      default: return .regular
      }
    case .system(let size), .custom(_, let size):
      return size >= 20 ? .bold : .regular
    }
  }

  /// The weight it draws with.
  var effectiveWeight: Weight { weight ?? defaultWeight }

  public static let largeTitle = Font(base: .textStyle(.largeTitle))
  public static let title = Font(base: .textStyle(.title))
  public static let title2 = Font(base: .textStyle(.title2))
  public static let title3 = Font(base: .textStyle(.title3))
  public static let headline = Font(base: .textStyle(.headline))
  public static let subheadline = Font(base: .textStyle(.subheadline))
  public static let body = Font(base: .textStyle(.body))
  public static let callout = Font(base: .textStyle(.callout))
  public static let footnote = Font(base: .textStyle(.footnote))
  public static let caption = Font(base: .textStyle(.caption))
  public static let caption2 = Font(base: .textStyle(.caption2))

  /// A system font of `size` points.
  ///
  /// ```swift
  /// Text("42").font(.system(size: 32, weight: .bold, design: .rounded))
  /// ```
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(base: .system(size: size.isFinite ? max(0, size) : 0), weight: weight, design: design)
  }

  /// The system font of a text style.
  ///
  /// ```swift
  /// Text("Ingredients").font(.system(.headline, design: .serif))
  /// ```
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(base: .textStyle(style), weight: weight, design: design)
  }

  /// A font by name; a terminal draws it in its own face.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: size.isFinite ? max(0, size) : 0))
  }

  /// A font by name that scales with `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    custom(name, size: size)
  }

  /// A font by name that does not scale.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    custom(name, size: fixedSize)
  }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }

  /// This font, italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This font at `weight`.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This font with fixed-width characters: every terminal font already is.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// This font with fixed-width digits: a terminal's already are.
  public func monospacedDigit() -> Font { self }

  /// Small capitals; a terminal draws the characters as they are.
  public func smallCaps() -> Font { self }
  public func lowercaseSmallCaps() -> Font { self }
  public func uppercaseSmallCaps() -> Font { self }

  /// Line spacing; a terminal's rows are fixed.
  public func leading(_ leading: Leading) -> Font { self }

  /// The text styles of the system, from the largest.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// How heavy strokes are: `.semibold` and heavier draw bold in a terminal,
  /// `.light` and lighter dim.
  public struct Weight: Hashable, Sendable {
    let value: Int

    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)

    var drawsBold: Bool { value >= 600 }
    var drawsDim: Bool { value <= 300 }
  }

  /// The family of a system font; a terminal has one face.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// Line spacing of a font.
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }
}
