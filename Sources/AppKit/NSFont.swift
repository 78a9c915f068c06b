import FocusUI
import Foundation

/// AppKit's font, as SwiftUI code passes it through: the fonts of text
/// styles and the system fonts, converted with `Font(_:)`.
///
/// ```swift
/// Text(title).font(Font(NSFont.preferredFont(forTextStyle: .title2)))
/// Text(code).font(Font(NSFont.monospacedSystemFont(ofSize: 12, weight: .regular)))
/// ```
///
/// A terminal draws every character in its cell's size and face: a text
/// style's font is that SwiftUI text style, a weight of semibold or more
/// draws bold. `pointSize` is what macOS reports at the default text size
/// (the body is 13 points).
public final class NSFont: Hashable, Sendable, CustomStringConvertible {
  /// The font as FocusUI keeps it, shared with UIKit's `UIFont`.
  package let system: SystemFont
  /// The SwiftUI font FocusUI draws.
  package var font: Font { system.font }
  /// The size in points.
  public var pointSize: CGFloat { system.pointSize }
  /// The face's name (`.AppleSystemUIFont` for the system fonts).
  public var fontName: String { system.fontName }

  package init(_ system: SystemFont) {
    self.system = system
  }

  /// A font by name; a terminal draws it in its own face, so one is always
  /// found.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(.named(fontName, size: fontSize))
  }

  /// The font of a text style.
  ///
  /// ```swift
  /// NSFont.preferredFont(forTextStyle: .body).pointSize   // 13
  /// ```
  public static func preferredFont(forTextStyle style: TextStyle) -> NSFont {
    NSFont(.textStyle(style.textStyle, pointSize: style.pointSize))
  }

  /// The system font of `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> NSFont {
    NSFont(.system(size: fontSize))
  }

  /// The system font of `fontSize` points at `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    NSFont(.system(size: fontSize, weight: weight.rawValue))
  }

  /// The bold system font of `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The fixed-width system font: every terminal font already is.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    NSFont(.monospacedSystem(size: fontSize, weight: weight.rawValue))
  }

  /// The system font with fixed-width digits.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The size of the system font for regular controls (13 points).
  public static var systemFontSize: CGFloat { 13 }

  public static func == (lhs: NSFont, rhs: NSFont) -> Bool { lhs.system == rhs.system }
  public func hash(into hasher: inout Hasher) { hasher.combine(system) }
  public var description: String { system.description(as: "NSFont") }

  /// The text styles of the system.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "NSCTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "NSCTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "NSCTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "NSCTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "NSCTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "NSCTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "NSCTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "NSCTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "NSCTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "NSCTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "NSCTFontTextStyleCaption2")

    /// SwiftUI's text style of the same name (`title1` is `.title`); an
    /// unknown style is `.body`.
    package var textStyle: Font.TextStyle {
      SystemFontMetrics.textStyle(rawValue: rawValue, prefix: "NSCTFontTextStyle")
    }

    /// macOS's point size of the style.
    var pointSize: CGFloat {
      switch textStyle {
      case .largeTitle: 26
      case .title: 22
      case .title2: 17
      case .title3: 15
      case .headline, .body: 13
      case .callout: 12
      case .subheadline: 11
      case .footnote, .caption, .caption2: 10
      }
    }
  }

  /// How heavy a font's strokes are, from -1 to 1 (regular is 0).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }
}

extension Font {
  /// The SwiftUI font of an AppKit font. Where a call would fit both
  /// (`Font(.systemFont(ofSize: 12))`), UIKit's is taken, as on iOS; both
  /// mean the same font.
  ///
  /// ```swift
  /// Text("Notes").font(Font(NSFont.preferredFont(forTextStyle: .headline)))
  /// ```
  @_disfavoredOverload
  public init(_ font: NSFont) {
    self = font.font
  }
}
