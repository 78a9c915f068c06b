import FocusUI
import Foundation

/// How cells look in the browser: a dark page whose every text color has at
/// least WCAG's 4.5:1 contrast with what is behind it.
///
/// A terminal's palette leaves contrast to the user's theme; a web page
/// cannot, so colors too close to their background are lightened (or
/// darkened) until they pass. A dimmed cell is drawn in a gray that still
/// passes.
///
/// ```swift
/// WebPalette.css(for: CellStyle(foreground: .blue, isBold: true))
/// // "color:#4d88d3;font-weight:bold"
/// ```
enum WebPalette {
  typealias RGB = (red: Double, green: Double, blue: Double)

  static let foreground: RGB = (0.90, 0.90, 0.90)
  static let background: RGB = (0.07, 0.07, 0.07)
  /// The contrast every text keeps with its background.
  static let minimumContrast = 4.5

  /// The inline CSS of cells drawn in `style` ("" for plain cells).
  static func css(for style: CellStyle) -> String {
    var text = style.foreground.map { rgb($0, over: background) } ?? foreground
    // The terminal's own background (`UIColor.systemBackground`) is the
    // page's: nothing is drawn, as in a terminal.
    var back = style.background.flatMap { $0.isTerminalBackground ? nil : rgb($0, over: background) }
    if style.isInverse {
      (text, back) = (back ?? background, text)
    }
    let behind = back ?? background
    if style.isDim { text = mix(text, behind, 0.35) }
    text = legible(text, on: behind)
    var parts: [String] = []
    if hex(text) != hex(foreground) { parts.append("color:\(hex(text))") }
    if let back { parts.append("background:\(hex(back))") }
    if style.isBold { parts.append("font-weight:bold") }
    if style.isItalic { parts.append("font-style:italic") }
    let lines = [style.isUnderlined ? "underline" : nil, style.isStrikethrough ? "line-through" : nil].compactMap { $0 }
    if !lines.isEmpty { parts.append("text-decoration:\(lines.joined(separator: " "))") }
    return parts.joined(separator: ";")
  }

  /// The color's components blended over `base` by its opacity; the
  /// default foreground for `.primary`.
  static func rgb(_ color: Color, over base: RGB) -> RGB {
    if color.isTerminalBackground { return mix(background, base, 1 - color.alpha) }
    guard let components = color.components else { return mix(foreground, base, 1 - color.alpha) }
    let own: RGB = (Double(components.red) / 255, Double(components.green) / 255, Double(components.blue) / 255)
    return mix(own, base, 1 - color.alpha)
  }

  /// `a` moved toward `b` by `amount` (0 keeps `a`).
  static func mix(_ a: RGB, _ b: RGB, _ amount: Double) -> RGB {
    (a.red + (b.red - a.red) * amount, a.green + (b.green - a.green) * amount, a.blue + (b.blue - a.blue) * amount)
  }

  /// `color`, moved toward white or black (whichever `background` is
  /// farther from) until it has ``minimumContrast`` with `background`.
  static func legible(_ color: RGB, on background: RGB) -> RGB {
    let target: RGB = luminance(background) < 0.18 ? (1, 1, 1) : (0, 0, 0)
    var result = color
    var step = 0.0
    while contrast(result, background) < minimumContrast, step < 1 {
      step += 0.05
      result = mix(color, target, step)
    }
    return result
  }

  static func contrast(_ a: RGB, _ b: RGB) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// WCAG's relative luminance.
  static func luminance(_ color: RGB) -> Double {
    func linear(_ value: Double) -> Double {
      value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  static func hex(_ color: RGB) -> String {
    func byte(_ value: Double) -> String {
      let clamped = Int((min(1, max(0, value)) * 255).rounded())
      let digits = String(clamped, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
  }
}
