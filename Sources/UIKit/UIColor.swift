import FocusUI
import Foundation

/// UIKit's color, as SwiftUI code passes it through: the semantic colors
/// (`.label`, `.systemBackground`, `.systemBlue`, …), colors from
/// components, and `withAlphaComponent(_:)`, converted with
/// `Color(uiColor:)` or `Color(_:)`.
///
/// ```swift
/// Text("Total")
///   .foregroundColor(Color(uiColor: .secondaryLabel))
///   .background(Color(.secondarySystemBackground))
/// Rectangle().fill(Color(UIColor.white.withAlphaComponent(0)))
/// ```
///
/// A color means in a terminal what it means in Apple's dark appearance
/// (see `SystemPalette`): `.label` is the terminal's foreground,
/// `.secondaryLabel` is ``/FocusUI/Color/secondary`` (drawn dim), `.systemBackground`
/// is the terminal's own background (a fill in it draws nothing), the
/// secondary and tertiary backgrounds are the dark grays of a card, and
/// `.systemRed`, `.systemBlue`, … are SwiftUI's `Color.red`, `Color.blue`,
/// … (the same colors on Apple's platforms). `.red`, `.white`, … the fixed
/// colors, are the terminal's palette colors of those names.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The color FocusUI draws.
  package let color: Color

  package init(color: Color) {
    self.color = color
  }

  /// A color from red, green and blue components and an opacity, in 0…1.
  ///
  /// ```swift
  /// UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
  /// ```
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(red: red, green: green, blue: blue, opacity: alpha))
  }

  /// A color in the Display P3 space; a terminal draws it as sRGB.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A gray: 0 is black, 1 is white.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(color: Color(white: white, opacity: alpha))
  }

  /// A color from hue, saturation and brightness in 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(color: Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
  }

  /// The UIKit color of a SwiftUI color, as SwiftUI's `UIColor(_:)` makes
  /// it.
  ///
  /// ```swift
  /// let tint = UIColor(Color.accentColor)
  /// ```
  public convenience init(_ color: Color) {
    self.init(color: color)
  }

  /// A color from the app's asset catalog. A terminal app has none: as
  /// with `Color(_:bundle:)`, a name that spells a system color
  /// (`"AccentColor"`, `"red"`) is that color and any other is the
  /// terminal's foreground, with a runtime warning where it is drawn.
  ///
  /// ```swift
  /// Color(UIColor(named: "AccentColor") ?? .systemBlue)
  /// ```
  public convenience init?(named name: String) {
    self.init(color: Color(name))
  }

  /// This color with an opacity of `alpha` (0…1) in place of its own.
  ///
  /// ```swift
  /// Color(UIColor.white.withAlphaComponent(0))   // clear
  /// ```
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color: color.withAlpha(alpha))
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
  public var description: String { "UIColor(\(color))" }
}

// The semantic colors: what SwiftUI apps read from UIKit.
extension UIColor {
  public static let label = UIColor(color: SystemPalette.label)
  public static let secondaryLabel = UIColor(color: SystemPalette.secondaryLabel)
  public static let tertiaryLabel = UIColor(color: SystemPalette.tertiaryLabel)
  public static let quaternaryLabel = UIColor(color: SystemPalette.quaternaryLabel)
  public static let placeholderText = UIColor(color: SystemPalette.placeholderText)
  public static let link = UIColor(color: SystemPalette.link)
  public static let separator = UIColor(color: SystemPalette.separator)
  public static let opaqueSeparator = UIColor(color: SystemPalette.opaqueSeparator)
  /// The app's accent color.
  public static let tintColor = UIColor(color: .accentColor)

  public static let systemBackground = UIColor(color: SystemPalette.background)
  public static let secondarySystemBackground = UIColor(color: SystemPalette.secondaryBackground)
  public static let tertiarySystemBackground = UIColor(color: SystemPalette.tertiaryBackground)
  public static let systemGroupedBackground = UIColor(color: SystemPalette.background)
  public static let secondarySystemGroupedBackground = UIColor(color: SystemPalette.secondaryBackground)
  public static let tertiarySystemGroupedBackground = UIColor(color: SystemPalette.tertiaryBackground)

  public static let systemFill = UIColor(color: SystemPalette.fill)
  public static let secondarySystemFill = UIColor(color: SystemPalette.secondaryFill)
  public static let tertiarySystemFill = UIColor(color: SystemPalette.tertiaryFill)
  public static let quaternarySystemFill = UIColor(color: SystemPalette.quaternaryFill)

  public static let systemRed = UIColor(color: .red)
  public static let systemOrange = UIColor(color: .orange)
  public static let systemYellow = UIColor(color: .yellow)
  public static let systemGreen = UIColor(color: .green)
  public static let systemMint = UIColor(color: .mint)
  public static let systemTeal = UIColor(color: .teal)
  public static let systemCyan = UIColor(color: .cyan)
  public static let systemBlue = UIColor(color: .blue)
  public static let systemIndigo = UIColor(color: .indigo)
  public static let systemPurple = UIColor(color: .purple)
  public static let systemPink = UIColor(color: .pink)
  public static let systemBrown = UIColor(color: .brown)
  public static let systemGray = UIColor(color: SystemPalette.grays[0])
  public static let systemGray2 = UIColor(color: SystemPalette.grays[1])
  public static let systemGray3 = UIColor(color: SystemPalette.grays[2])
  public static let systemGray4 = UIColor(color: SystemPalette.grays[3])
  public static let systemGray5 = UIColor(color: SystemPalette.grays[4])
  public static let systemGray6 = UIColor(color: SystemPalette.grays[5])
}

// The fixed colors.
extension UIColor {
  public static let black = UIColor(color: .black)
  public static let white = UIColor(color: .white)
  public static let gray = UIColor(color: .gray)
  public static let darkGray = UIColor(color: SystemPalette.darkGray)
  public static let lightGray = UIColor(color: SystemPalette.lightGray)
  public static let red = UIColor(color: .red)
  public static let green = UIColor(color: .green)
  public static let blue = UIColor(color: .blue)
  public static let cyan = UIColor(color: .cyan)
  public static let yellow = UIColor(color: .yellow)
  public static let magenta = UIColor(color: SystemPalette.magenta)
  public static let orange = UIColor(color: SystemPalette.orange)
  public static let purple = UIColor(color: SystemPalette.purple)
  public static let brown = UIColor(color: SystemPalette.brown)
  public static let clear = UIColor(color: .clear)
}

extension Color {
  /// The SwiftUI color of a UIKit color.
  ///
  /// ```swift
  /// Color(uiColor: .systemGroupedBackground)
  /// ```
  public init(uiColor: UIColor) {
    self = uiColor.color
  }

  /// The SwiftUI color of a UIKit color.
  ///
  /// ```swift
  /// Color(.secondaryLabel)
  /// Color(UIColor.white.withAlphaComponent(0.5))
  /// ```
  public init(_ color: UIColor) {
    self = color.color
  }
}
