import Foundation

/// A color for text, shapes and backgrounds, in terms a terminal can show.
///
/// The system colors (`.red`, `.blue`, …) map to the terminal's own palette
/// where it has them, so they follow the user's theme; the others
/// (`.orange`, `.mint`, `.indigo`, …) and colors made from components ask for
/// a true color, which hosts degrade to 256 or 16 colors when the terminal
/// shows no more (see `ColorSupport`).
///
/// ```swift
/// Text("Saved").foregroundStyle(.green)
/// Text("Draft").foregroundStyle(Color(red: 0.9, green: 0.6, blue: 0.1))
/// Text("Note").background(Color.yellow.opacity(0.3))
/// ```
///
/// A terminal has no alpha channel. As a text color, an opacity of 0.5 or
/// less draws dim and 0 hides the characters (they keep their cells); as a
/// background or a fill, a translucent color is blended toward black (the
/// usual terminal background) and, on a 16-color terminal, is left out
/// below 0.5.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  enum Storage: Hashable, Sendable {
    case named(Named)
    case rgb(UInt8, UInt8, UInt8)
  }

  /// The palette colors, in the terminal's ANSI order.
  enum Named: Int, Hashable, Sendable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
    case gray = 8
    /// The terminal's default foreground.
    case primary = -1
    /// The terminal's default background, which UIKit's and AppKit's
    /// background colors name (`UIColor.systemBackground`): as a background
    /// or a fill it draws nothing, so the terminal shows through; as a text
    /// color it is the palette's black, the background FocusUI assumes
    /// wherever it must know one (blending, the browser's dark page).
    case background = -2
  }

  let storage: Storage
  /// 0…1; below 1 a terminal draws dim, blended or not at all (see above).
  public let alpha: Double
  /// The terminal's default background (see `Named.background`).
  package static let terminalBackground = Color(.background)

  /// This color with an opacity of `alpha` (0…1) in place of its own, as
  /// `UIColor.withAlphaComponent(_:)` sets it.
  package func withAlpha(_ alpha: Double) -> Color {
    var color = Color(storage: storage, alpha: alpha)
    color.unknownAssetName = unknownAssetName
    return color
  }

  /// The name of `Color(_:bundle:)` when it names no color we know.
  private(set) var unknownAssetName: String?

  init(storage: Storage, alpha: Double = 1) {
    self.storage = storage
    self.alpha = alpha.isNaN ? 1 : min(1, max(0, alpha))
  }

  init(_ named: Named) {
    self.init(storage: .named(named))
  }

  /// A color from red, green and blue components in 0…1 (values outside
  /// are clamped, NaN is 0).
  ///
  /// ```swift
  /// Color(red: 0.2, green: 0.6, blue: 0.3)
  /// ```
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(storage: .rgb(Self.byte(red), Self.byte(green), Self.byte(blue)), alpha: opacity)
  }

  /// A color from red, green and blue components in `colorSpace`; every
  /// space is drawn as sRGB.
  ///
  /// ```swift
  /// Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
  /// ```
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A gray: 0 is black, 1 is white.
  ///
  /// ```swift
  /// Color(white: 0.4)
  /// ```
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A gray in `colorSpace`; every space is drawn as sRGB.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }

  /// A color from hue, saturation and brightness in 0…1.
  ///
  /// ```swift
  /// Color(hue: 0.33, saturation: 0.8, brightness: 0.9)
  /// ```
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
    let hue = unit(hue) == 1 ? 0 : unit(hue) * 6
    let saturation = unit(saturation)
    let value = unit(brightness)
    let sector = Int(hue)
    let fraction = hue - Double(sector)
    let p = value * (1 - saturation)
    let q = value * (1 - saturation * fraction)
    let t = value * (1 - saturation * (1 - fraction))
    let (red, green, blue): (Double, Double, Double) =
      switch sector {
      case 0: (value, t, p)
      case 1: (q, value, p)
      case 2: (p, value, t)
      case 3: (p, q, value)
      case 4: (t, p, value)
      default: (value, p, q)
      }
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A color from the app's asset catalog. A terminal app has none: a name
  /// that spells a system color (`"red"`, `"AccentColor"`, `"Gray"`) is that
  /// color, any other is the terminal's default foreground, with a runtime
  /// warning.
  ///
  /// ```swift
  /// Text("Brand").foregroundStyle(Color("AccentColor"))
  /// ```
  public init(_ name: String, bundle: Bundle? = nil) {
    let key = name.lowercased().replacingOccurrences(of: " ", with: "")
    if let color = Self.systemColors[key] {
      self = color
    } else {
      // Warned about where it is drawn, on the main actor (see
      // `ShapeStyleKind.resolve(in:)`).
      self = Color(storage: .named(.primary))
      unknownAssetName = name
    }
  }

  /// This color with its opacity multiplied by `opacity` (0…1).
  ///
  /// ```swift
  /// Color.blue.opacity(0.2)
  /// ```
  public func opacity(_ opacity: Double) -> Color {
    var color = Color(storage: storage, alpha: alpha * (opacity.isNaN ? 1 : min(1, max(0, opacity))))
    color.unknownAssetName = unknownAssetName
    return color
  }

  /// The spaces a color's components may be given in.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public var description: String {
    let base =
      switch storage {
      case .named(let named): "\(named)"
      case .rgb(let red, let green, let blue): "rgb(\(red), \(green), \(blue))"
      }
    return alpha < 1 ? "\(base) opacity \(alpha)" : base
  }

  private static func byte(_ value: Double) -> UInt8 {
    guard !value.isNaN else { return 0 }
    return UInt8((min(1, max(0, value)) * 255).rounded())
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
  public static let mint = Color(red: 0, green: 0.78, blue: 0.75)
  public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78)
  public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
  public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
  public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37)
  /// No color: text in it is hidden, fills and backgrounds in it are not
  /// drawn.
  public static let clear = Color(storage: .named(.primary), alpha: 0)
  /// The terminal's default foreground.
  public static let primary = Color(.primary)
  /// The default foreground, dimmed.
  public static let secondary = Color(storage: .named(.primary), alpha: 0.5)
  /// The color that marks interactive and focused controls: the terminal's
  /// cyan, which reads well on dark and light themes.
  public static let accentColor = Color(.cyan)

  private static let systemColors: [String: Color] = [
    "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "purple": .purple,
    "cyan": .cyan, "white": .white, "gray": .gray, "grey": .gray, "orange": .orange, "mint": .mint, "teal": .teal,
    "indigo": .indigo, "pink": .pink, "brown": .brown, "clear": .clear, "primary": .primary,
    "secondary": .secondary, "accentcolor": .accentColor, "accent": .accentColor,
  ]
}

/// How many colors a terminal shows; hosts degrade colors to it
/// (``Color/sgrParameters(_:)``).
///
/// ```swift
/// let support = ColorSupport.detect(ProcessInfo.processInfo.environment)
/// Color.red.sgrParameters(support)   // "31"
/// ```
public enum ColorSupport: Comparable, Sendable {
  case none, ansi16, ansi256, trueColor

  /// What the environment says: `NO_COLOR` or `TERM=dumb` turn color off,
  /// `COLORTERM=truecolor` (or `24bit`) allows true color, a `TERM` with
  /// `256color` allows 256 colors; otherwise the 16 ANSI colors.
  public static func detect(_ environment: [String: String]) -> ColorSupport {
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
  /// Whether drawing text in this color shows nothing.
  package var isClear: Bool { alpha == 0 }

  /// Whether this is the terminal's own background (`UIColor.systemBackground`
  /// and its kin), which a background or fill leaves undrawn.
  ///
  /// ```swift
  /// Color(uiColor: .systemBackground).isTerminalBackground   // true
  /// ```
  public var isTerminalBackground: Bool { storage == .named(.background) }

  /// The red, green and blue a terminal's palette color usually has, or
  /// the color's own: what blending and gradients compute with. `nil` for
  /// the default foreground, which no program knows. A host that draws
  /// in true color (a browser page) blends with these and ``alpha``.
  ///
  /// ```swift
  /// Color.red.components   // (205, 49, 49)
  /// ```
  public var components: (red: UInt8, green: UInt8, blue: UInt8)? {
    switch storage {
    case .rgb(let red, let green, let blue): return (red, green, blue)
    case .named(let named):
      switch named {
      case .black: return (0, 0, 0)
      case .red: return (205, 49, 49)
      case .green: return (13, 188, 121)
      case .yellow: return (229, 229, 16)
      case .blue: return (36, 114, 200)
      case .magenta: return (188, 63, 188)
      case .cyan: return (17, 168, 205)
      case .white: return (229, 229, 229)
      case .gray: return (128, 128, 128)
      case .background: return (0, 0, 0)
      case .primary: return nil
      }
    }
  }

  /// The SGR parameters selecting this color as foreground on a terminal
  /// with `support`, or `nil` for the terminal's default. A translucent
  /// color adds dim (2), a clear one conceals (8). A terminal host writes
  /// them after `ESC [`.
  ///
  /// ```swift
  /// Color.blue.sgrParameters(.ansi16)                       // "34"
  /// Color(red: 1, green: 0.5, blue: 0).sgrParameters(.trueColor)   // "38;2;255;128;0"
  /// ```
  public func sgrParameters(_ support: ColorSupport) -> String? {
    if isClear { return "8" }
    guard support != .none else { return alpha <= 0.5 ? "2" : nil }
    var code: String?
    switch storage {
    case .named(let named):
      switch named {
      case .primary: code = nil
      case .background: code = "30"
      case .gray: code = "90"
      default: code = "\(30 + named.rawValue)"
      }
    case .rgb(let red, let green, let blue):
      code = Self.rgbParameters(red, green, blue, support: support, base: 30)
    }
    if alpha <= 0.5 { return code.map { "2;" + $0 } ?? "2" }
    return code
  }

  /// The SGR parameters selecting this color as background, or `nil` when
  /// none is drawn (no color support, the default foreground, or a
  /// translucent color where blending is not possible).
  ///
  /// ```swift
  /// Color.blue.backgroundSGRParameters(.ansi16)   // "44"
  /// ```
  public func backgroundSGRParameters(_ support: ColorSupport) -> String? {
    guard support != .none, !isClear, !isTerminalBackground else { return nil }
    if alpha < 1 {
      guard support != .ansi16 else {
        return alpha < 0.5 ? nil : Color(storage: storage).backgroundSGRParameters(support)
      }
      guard let (red, green, blue) = components else { return nil }
      func blend(_ value: UInt8) -> UInt8 { UInt8((Double(value) * alpha).rounded()) }
      return Self.rgbParameters(blend(red), blend(green), blend(blue), support: support, base: 40)
    }
    switch storage {
    case .named(let named):
      switch named {
      case .primary, .background: return nil
      case .gray: return "100"
      default: return "\(40 + named.rawValue)"
      }
    case .rgb(let red, let green, let blue):
      return Self.rgbParameters(red, green, blue, support: support, base: 40)
    }
  }

  /// `base` is 30 for a foreground, 40 for a background.
  private static func rgbParameters(_ red: UInt8, _ green: UInt8, _ blue: UInt8, support: ColorSupport, base: Int)
    -> String
  {
    switch support {
    case .trueColor:
      return "\(base + 8);2;\(red);\(green);\(blue)"
    case .ansi256:
      func level(_ value: UInt8) -> Int { (Int(value) * 5 + 127) / 255 }
      return "\(base + 8);5;\(16 + 36 * level(red) + 6 * level(green) + level(blue))"
    case .ansi16, .none:
      // The nearest of the eight basic colors.
      let bits = (red > 127 ? 1 : 0) | (green > 127 ? 2 : 0) | (blue > 127 ? 4 : 0)
      return "\(base + bits)"
    }
  }
}
