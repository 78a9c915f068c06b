import FocusUI
import Foundation

/// AppKit's color, as SwiftUI code passes it through: the semantic colors
/// (`.labelColor`, `.windowBackgroundColor`, `.controlAccentColor`, …),
/// colors from components, and `withAlphaComponent(_:)`, converted with
/// `Color(nsColor:)` or `Color(_:)`.
///
/// ```swift
/// Text(path)
///   .foregroundColor(Color(nsColor: .secondaryLabelColor))
///   .background(Color(nsColor: .textBackgroundColor))
/// ```
///
/// A color means in a terminal what it means in the dark appearance (the
/// same table as `UIColor`'s): `.labelColor` and `.textColor` are the
/// terminal's foreground, `.secondaryLabelColor` is ``/FocusUI/Color/secondary``
/// (drawn dim), the window's, text's and controls' backgrounds are the
/// terminal's own (a fill in them draws nothing: the terminal is the
/// window), `.controlAccentColor` is the accent color, and `.systemRed`,
/// `.systemBlue`, … are SwiftUI's `Color.red`, `Color.blue`, ….
public final class NSColor: Hashable, Sendable, CustomStringConvertible {
  /// The color FocusUI draws.
  package let color: Color

  package init(color: Color) {
    self.color = color
  }

  /// A color from red, green and blue components and an opacity, in 0…1.
  ///
  /// ```swift
  /// NSColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
  /// ```
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(red: red, green: green, blue: blue, opacity: alpha))
  }

  /// A color in sRGB.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A color in the calibrated RGB space; a terminal draws it as sRGB.
  public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A color in the device's RGB space; a terminal draws it as sRGB.
  public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A gray: 0 is black, 1 is white.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(color: Color(white: white, opacity: alpha))
  }

  /// A calibrated gray; drawn as sRGB.
  public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
    self.init(white: white, alpha: alpha)
  }

  /// A color from hue, saturation and brightness in 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(color: Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
  }

  /// The AppKit color of a SwiftUI color, as SwiftUI's `NSColor(_:)` makes
  /// it.
  public convenience init(_ color: Color) {
    self.init(color: color)
  }

  /// A color from the app's asset catalog. A terminal app has none: as
  /// with `Color(_:bundle:)`, a name that spells a system color
  /// (`"AccentColor"`, `"red"`) is that color and any other is the
  /// terminal's foreground, with a runtime warning where it is drawn.
  ///
  /// ```swift
  /// Color(NSColor(named: "AccentColor") ?? .systemBlue)
  /// ```
  public convenience init?(named name: String) {
    self.init(color: Color(name))
  }

  /// This color with an opacity of `alpha` (0…1) in place of its own.
  ///
  /// ```swift
  /// Color(nsColor: NSColor.black.withAlphaComponent(0.2))
  /// ```
  public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
    NSColor(color: color.withAlpha(alpha))
  }

  public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
  public var description: String { "NSColor(\(color))" }
}

// The semantic colors: what SwiftUI apps read from AppKit.
extension NSColor {
  public static let labelColor = NSColor(color: SystemPalette.label)
  public static let secondaryLabelColor = NSColor(color: SystemPalette.secondaryLabel)
  public static let tertiaryLabelColor = NSColor(color: SystemPalette.tertiaryLabel)
  public static let quaternaryLabelColor = NSColor(color: SystemPalette.quaternaryLabel)
  public static let textColor = NSColor(color: SystemPalette.label)
  public static let placeholderTextColor = NSColor(color: SystemPalette.placeholderText)
  public static let headerTextColor = NSColor(color: SystemPalette.label)
  public static let controlTextColor = NSColor(color: SystemPalette.label)
  public static let disabledControlTextColor = NSColor(color: SystemPalette.tertiaryLabel)
  public static let selectedTextColor = NSColor(color: SystemPalette.label)
  public static let linkColor = NSColor(color: SystemPalette.link)
  public static let separatorColor = NSColor(color: SystemPalette.separator)
  public static let gridColor = NSColor(color: SystemPalette.opaqueSeparator)

  public static let windowBackgroundColor = NSColor(color: SystemPalette.background)
  public static let underPageBackgroundColor = NSColor(color: SystemPalette.background)
  public static let controlBackgroundColor = NSColor(color: SystemPalette.background)
  public static let textBackgroundColor = NSColor(color: SystemPalette.background)
  public static let controlColor = NSColor(color: SystemPalette.secondaryBackground)
  public static let unemphasizedSelectedContentBackgroundColor = NSColor(color: SystemPalette.tertiaryBackground)
  public static let selectedContentBackgroundColor = NSColor(color: .accentColor)
  public static let controlAccentColor = NSColor(color: .accentColor)
  public static let keyboardFocusIndicatorColor = NSColor(color: .accentColor)

  public static let systemRed = NSColor(color: .red)
  public static let systemOrange = NSColor(color: .orange)
  public static let systemYellow = NSColor(color: .yellow)
  public static let systemGreen = NSColor(color: .green)
  public static let systemMint = NSColor(color: .mint)
  public static let systemTeal = NSColor(color: .teal)
  public static let systemCyan = NSColor(color: .cyan)
  public static let systemBlue = NSColor(color: .blue)
  public static let systemIndigo = NSColor(color: .indigo)
  public static let systemPurple = NSColor(color: .purple)
  public static let systemPink = NSColor(color: .pink)
  public static let systemBrown = NSColor(color: .brown)
  public static let systemGray = NSColor(color: SystemPalette.grays[0])
}

// The fixed colors.
extension NSColor {
  public static let black = NSColor(color: .black)
  public static let white = NSColor(color: .white)
  public static let gray = NSColor(color: .gray)
  public static let darkGray = NSColor(color: SystemPalette.darkGray)
  public static let lightGray = NSColor(color: SystemPalette.lightGray)
  public static let red = NSColor(color: .red)
  public static let green = NSColor(color: .green)
  public static let blue = NSColor(color: .blue)
  public static let cyan = NSColor(color: .cyan)
  public static let yellow = NSColor(color: .yellow)
  public static let magenta = NSColor(color: SystemPalette.magenta)
  public static let orange = NSColor(color: SystemPalette.orange)
  public static let purple = NSColor(color: SystemPalette.purple)
  public static let brown = NSColor(color: SystemPalette.brown)
  public static let clear = NSColor(color: .clear)
}

extension Color {
  /// The SwiftUI color of an AppKit color.
  ///
  /// ```swift
  /// Color(nsColor: .windowBackgroundColor)
  /// ```
  public init(nsColor: NSColor) {
    self = nsColor.color
  }

  /// The SwiftUI color of an AppKit color. Where both UIKit and AppKit
  /// name a color (`Color(.systemBlue)`), UIKit's is taken, as on iOS;
  /// both mean the same color.
  ///
  /// ```swift
  /// Color(NSColor.controlAccentColor)
  /// ```
  @_disfavoredOverload
  public init(_ color: NSColor) {
    self = color.color
  }
}
