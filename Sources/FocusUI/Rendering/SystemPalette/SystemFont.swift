import Foundation

/// A UIKit or AppKit font as FocusUI keeps it: the SwiftUI font it draws,
/// its size in points and its face's name. `UIFont` (the `UIKit` stand-in)
/// and `NSFont` (`AppKit`) each wrap one, so what their fonts mean — the
/// system fonts, a size kept a finite non-negative number, equality — is
/// said once.
///
/// ```swift
/// let font = SystemFont.system(size: 15, weight: 0.3)   // semibold: draws bold
/// font.font == .system(size: 15, weight: .semibold)     // true
/// ```
package struct SystemFont: Hashable, Sendable {
  /// The SwiftUI font FocusUI draws.
  package let font: Font
  /// The size in points: a negative size is 0, one that is not finite is 0.
  package let pointSize: CGFloat
  /// The face's name (`.AppleSystemUIFont` for the system fonts).
  package let fontName: String

  package init(font: Font, pointSize: CGFloat, fontName: String = ".AppleSystemUIFont") {
    self.font = font
    self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
    self.fontName = fontName
  }

  /// A font by name; a terminal draws it in its own face.
  package static func named(_ fontName: String, size: CGFloat) -> SystemFont {
    SystemFont(font: .custom(fontName, size: size), pointSize: size, fontName: fontName)
  }

  /// The font of a text style at the platform's size for it.
  package static func textStyle(_ style: Font.TextStyle, pointSize: CGFloat) -> SystemFont {
    SystemFont(font: .system(style), pointSize: pointSize)
  }

  /// The system font of `size` points.
  package static func system(size: CGFloat) -> SystemFont {
    SystemFont(font: .system(size: size), pointSize: size)
  }

  /// The system font of `size` points at a UIKit/AppKit `weight` (-1…1).
  package static func system(size: CGFloat, weight: CGFloat) -> SystemFont {
    SystemFont(font: .system(size: size, weight: SystemFontMetrics.weight(weight)), pointSize: size)
  }

  /// The italic system font of `size` points.
  package static func italicSystem(size: CGFloat) -> SystemFont {
    SystemFont(font: .system(size: size).italic(), pointSize: size)
  }

  /// The fixed-width system font: every terminal font already is.
  package static func monospacedSystem(size: CGFloat, weight: CGFloat) -> SystemFont {
    SystemFont(
      font: .system(size: size, weight: SystemFontMetrics.weight(weight), design: .monospaced), pointSize: size)
  }

  /// This font at another size.
  package func withSize(_ size: CGFloat) -> SystemFont {
    SystemFont(font: font, pointSize: size, fontName: fontName)
  }

  /// How a platform's font class describes it: `UIFont(Avenir, 18.0 pt)`.
  package func description(as className: String) -> String {
    "\(className)(\(fontName), \(pointSize) pt)"
  }
}
