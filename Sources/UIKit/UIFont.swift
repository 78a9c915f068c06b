import FocusUI
import Foundation

/// UIKit's font, as SwiftUI code passes it through: the fonts of text
/// styles and the system fonts, converted with `Font(_:)`.
///
/// ```swift
/// Text("Ingredients").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
/// Text("42").font(Font(UIFont.systemFont(ofSize: 28, weight: .bold)))
/// ```
///
/// A terminal draws every character in its cell's size and face, so a font
/// means what ``/FocusUI/Font`` says of its SwiftUI equivalent: a text style's font
/// is that text style (`.headline` draws bold, `.body` regular), a weight of
/// semibold or more draws bold. `pointSize` is what Apple's platforms
/// report at the default text size.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The font as FocusUI keeps it, shared with AppKit's `NSFont`.
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
  ///
  /// ```swift
  /// UIFont(name: "Avenir-Heavy", size: 18)
  /// ```
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(.named(fontName, size: fontSize))
  }

  /// The font of a text style, as Dynamic Type sets it.
  ///
  /// ```swift
  /// let body = UIFont.preferredFont(forTextStyle: .body)   // pointSize 17
  /// ```
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(.textStyle(style.textStyle, pointSize: SystemFontMetrics.pointSize(of: style.textStyle)))
  }

  /// The system font of `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(.system(size: fontSize))
  }

  /// The system font of `fontSize` points at `weight`.
  ///
  /// ```swift
  /// UIFont.systemFont(ofSize: 15, weight: .semibold)   // draws bold
  /// ```
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(.system(size: fontSize, weight: weight.rawValue))
  }

  /// The bold system font of `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font of `fontSize` points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(.italicSystem(size: fontSize))
  }

  /// The fixed-width system font: every terminal font already is.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(.monospacedSystem(size: fontSize, weight: weight.rawValue))
  }

  /// The system font with fixed-width digits.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// This font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(system.withSize(fontSize))
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.system == rhs.system }
  public func hash(into hasher: inout Hasher) { hasher.combine(system) }
  public var description: String { system.description(as: "UIFont") }

  /// The text styles of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// SwiftUI's text style of the same name (`title1` is `.title`); an
    /// unknown style is `.body`.
    package var textStyle: Font.TextStyle {
      SystemFontMetrics.textStyle(rawValue: rawValue, prefix: "UICTFontTextStyle")
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
  /// The SwiftUI font of a UIKit font: a text style's font is that text
  /// style, a system font keeps its size and weight.
  ///
  /// ```swift
  /// Text("Notes").font(Font(UIFont.preferredFont(forTextStyle: .title2)))
  /// ```
  public init(_ font: UIFont) {
    self = font.font
  }
}
