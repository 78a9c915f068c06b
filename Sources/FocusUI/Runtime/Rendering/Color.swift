/// A color for text and controls, in terms a terminal can show.
///
/// Named colors map to the terminal's palette; ``init(red:green:blue:)``
/// asks for a true color, which hosts degrade to what the terminal supports.
/// ```swift
/// Text("Saved").foregroundStyle(.green)
/// Text("Draft").foregroundStyle(Color(red: 0.9, green: 0.6, blue: 0.1))
/// ```
public struct Color: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case named(Named)
    case rgb(UInt8, UInt8, UInt8)
  }

  /// The palette colors, in the terminal's ANSI order.
  enum Named: Int, Hashable, Sendable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
    case gray = 8
    case primary = -1, secondary = -2
  }

  let storage: Storage

  /// A color from red, green and blue components in 0…1.
  public init(red: Double, green: Double, blue: Double) {
    func component(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
    storage = .rgb(component(red), component(green), component(blue))
  }

  init(_ named: Named) {
    storage = .named(named)
  }

  public static let black = Color(.black)
  public static let red = Color(.red)
  public static let green = Color(.green)
  public static let yellow = Color(.yellow)
  public static let blue = Color(.blue)
  public static let purple = Color(.magenta)
  public static let cyan = Color(.cyan)
  public static let white = Color(.white)
  public static let gray = Color(.gray)
  public static let orange = Color(red: 1, green: 0.6, blue: 0)
  /// The terminal's default foreground.
  public static let primary = Color(.primary)
  /// A dimmed version of the default foreground.
  public static let secondary = Color(.secondary)
  /// The color that marks interactive and focused controls.
  public static let accentColor = Color(.cyan)
}

/// How many colors a terminal shows; hosts degrade colors to it.
package enum ColorSupport: Comparable, Sendable {
  case none, ansi16, ansi256, trueColor

  /// What the environment says: `NO_COLOR` or `TERM=dumb` turn color off,
  /// `COLORTERM=truecolor` (or `24bit`) allows true color, a `TERM` with
  /// `256color` allows 256 colors; otherwise the 16 ANSI colors.
  package static func detect(_ environment: [String: String]) -> ColorSupport {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.contains("256color") { return .ansi256 }
    return .ansi16
  }
}

extension Color {
  /// The SGR parameters selecting this color as foreground on a terminal
  /// with `support`, or `nil` for the terminal's default.
  package func sgrParameters(_ support: ColorSupport) -> String? {
    guard support != .none else { return nil }
    switch storage {
    case .named(let named):
      switch named {
      case .primary: return nil
      case .secondary: return "2"
      case .gray: return "90"
      default: return "\(30 + named.rawValue)"
      }
    case .rgb(let red, let green, let blue):
      switch support {
      case .trueColor:
        return "38;2;\(red);\(green);\(blue)"
      case .ansi256:
        func level(_ value: UInt8) -> Int { (Int(value) * 5 + 127) / 255 }
        return "38;5;\(16 + 36 * level(red) + 6 * level(green) + level(blue))"
      case .ansi16, .none:
        // The nearest of the eight basic colors, bright when it is light.
        let bits = (red > 127 ? 1 : 0) | (green > 127 ? 2 : 0) | (blue > 127 ? 4 : 0)
        return "\(30 + bits)"
      }
    }
  }
}
