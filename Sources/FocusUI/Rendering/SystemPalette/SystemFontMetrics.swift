import Foundation

/// What UIKit's and AppKit's fonts mean in a terminal: the text styles'
/// point sizes at the default content size (what `pointSize` reports, as on
/// Apple's platforms) and their weights as ``Font/Weight``s, shared by
/// `UIFont` (the `UIKit` stand-in) and `NSFont` (`AppKit`).
package enum SystemFontMetrics {
  /// The point size of `style` at the default (Large) content size.
  package static func pointSize(of style: Font.TextStyle) -> CGFloat {
    switch style {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }

  /// The ``Font/Weight`` nearest to a UIKit/AppKit weight (-1…1, where
  /// regular is 0 and bold 0.4).
  package static func weight(_ value: CGFloat) -> Font.Weight {
    let scale: [(CGFloat, Font.Weight)] = [
      (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
      (0.4, .bold), (0.56, .heavy), (0.62, .black),
    ]
    guard value.isFinite else { return .regular }
    return scale.min { abs($0.0 - value) < abs($1.0 - value) }?.1 ?? .regular
  }

  /// SwiftUI's text style of a UIKit or AppKit text style's raw value:
  /// `prefix` (`UICTFontTextStyle`, `NSCTFontTextStyle`) and the style's
  /// name, where `Title1` is `.title` and `Caption1` `.caption`. An unknown
  /// style is `.body`.
  package static func textStyle(rawValue: String, prefix: String) -> Font.TextStyle {
    guard rawValue.hasPrefix(prefix) else { return .body }
    switch rawValue.dropFirst(prefix.count) {
    case "Title0": return .largeTitle
    case "Title1": return .title
    case "Title2": return .title2
    case "Title3": return .title3
    case "Headline": return .headline
    case "Subhead": return .subheadline
    case "Callout": return .callout
    case "Footnote": return .footnote
    case "Caption1": return .caption
    case "Caption2": return .caption2
    default: return .body
    }
  }
}
