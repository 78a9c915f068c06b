import CCellWidth

/// Terminal cell widths of text: CJK ideographs and emoji take two cells,
/// combining marks none, as the C library's `wcwidth` says.
enum CellWidth {
  /// The width of one character (grapheme cluster) on screen: 1 or 2, or 0
  /// for characters that are not drawn (controls, zero-width marks).
  static func of(_ character: Character) -> Int {
    if character.isASCII {
      let value = character.asciiValue!
      return value >= 0x20 && value < 0x7f ? 1 : 0
    }
    let scalars = character.unicodeScalars
    let first = scalars.first!
    var width = Int(focusui_scalar_width(first.value))
    if width < 0 { return 0 }
    // An emoji presentation selector makes a narrow symbol wide (❤️).
    if scalars.contains(where: { $0.value == 0xFE0F }) { width = 2 }
    if width == 0, scalars.count > 1 {
      width = scalars.dropFirst().map { Int(focusui_scalar_width($0.value)) }.max() ?? 0
    }
    return min(2, max(0, width))
  }

  /// The width of a string on screen.
  static func of(_ string: some StringProtocol) -> Int {
    var total = 0
    for character in string {
      total += of(character)
    }
    return total
  }

  /// What is shown for a character: controls and escapes become a visible
  /// replacement, so text from the app can never drive the terminal.
  static func displayable(_ character: Character) -> Character {
    if character == "\t" { return " " }
    return of(character) == 0 && !isZeroWidthPrintable(character) ? "\u{FFFD}" : character
  }

  private static func isZeroWidthPrintable(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    // Format characters (zero-width joiner alone, etc.) are dropped, not replaced.
    return first.properties.generalCategory == .format
  }
}
