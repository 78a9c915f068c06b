import Foundation

/// What UIKit's and AppKit's semantic colors mean in a terminal: the one
/// table behind `UIColor` (the `UIKit` stand-in) and `NSColor` (`AppKit`).
///
/// FocusUI draws as Apple's dark appearance does, the usual terminal's:
/// labels are the terminal's foreground at Apple's opacities (a secondary
/// label is ``Color/secondary``, drawn dim), the base background is the
/// terminal's own (nothing is drawn), the elevated and grouped backgrounds
/// and the fills are grays at the opacities that give Apple's dark shades
/// over black (`#1C1C1E`, `#2C2C2E`), and the tints are the colors of
/// SwiftUI's `Color.red`, `Color.blue`, … which are the same system colors
/// on Apple's platforms.
package enum SystemPalette {
  package static let label = Color.primary
  package static let secondaryLabel = Color.secondary
  package static let tertiaryLabel = Color.primary.withAlpha(0.3)
  package static let quaternaryLabel = Color.primary.withAlpha(0.18)
  package static let placeholderText = Color.primary.withAlpha(0.3)
  package static let link = Color.blue
  package static let separator = Color.gray.withAlpha(0.6)
  package static let opaqueSeparator = Color.gray

  /// The base background: the terminal's own.
  package static let background = Color.terminalBackground
  /// Apple's `#1C1C1E` over black: a card or grouped cell.
  package static let secondaryBackground = Color.gray.withAlpha(0.22)
  /// Apple's `#2C2C2E` over black: a card on a card.
  package static let tertiaryBackground = Color.gray.withAlpha(0.34)

  package static let fill = Color.gray.withAlpha(0.36)
  package static let secondaryFill = Color.gray.withAlpha(0.32)
  package static let tertiaryFill = Color.gray.withAlpha(0.24)
  package static let quaternaryFill = Color.gray.withAlpha(0.18)

  /// `systemGray` … `systemGray6`, Apple's dark shades.
  package static let grays: [Color] = [
    .gray, Color(red: 0.39, green: 0.39, blue: 0.4), Color(red: 0.28, green: 0.28, blue: 0.29),
    Color(red: 0.23, green: 0.23, blue: 0.24), Color(red: 0.17, green: 0.17, blue: 0.18),
    Color(red: 0.11, green: 0.11, blue: 0.12),
  ]

  // The fixed colors UIKit and AppKit name alike whose values are their
  // own, not SwiftUI's color of the name: `UIColor.orange` is not `Color.orange`.
  package static let darkGray = Color(white: 1 / 3, opacity: 1)
  package static let lightGray = Color(white: 2 / 3, opacity: 1)
  package static let magenta = Color.purple
  package static let orange = Color(red: 1, green: 0.5, blue: 0, opacity: 1)
  package static let purple = Color(red: 0.5, green: 0, blue: 0.5, opacity: 1)
  package static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, opacity: 1)
}
