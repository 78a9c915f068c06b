import CCellWidth

/// Terminal cell widths of text: CJK ideographs and emoji take two cells,
/// combining marks none, as the C library's `wcwidth` says.
///
/// Widths are those of the text as drawn: a control character is drawn as
/// U+FFFD (one cell) so that text from the app can never drive the terminal.
enum CellWidth {
  /// The width of one character (grapheme cluster) as drawn: 0, 1 or 2.
  static func of(_ character: Character) -> Int {
    if character.isASCII { return 1 }
    let width = rawWidth(character)
    if width > 0 { return width }
    return isFormat(character) ? 0 : 1
  }

  /// The width of a string as drawn.
  static func of(_ string: some StringProtocol) -> Int {
    // Printable ASCII is one cell a byte: no grapheme breaking (labels
    // and status lines, measured on every layout they change in).
    if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return string.utf8.count }
    var total = 0
    for character in string {
      total += of(character)
    }
    return total
  }

  /// What is drawn for a character: control characters and lone marks become
  /// U+FFFD, format characters (a lone zero-width joiner) are dropped (`nil`),
  /// a tab becomes a space.
  static func displayable(_ character: Character) -> Character? {
    if let ascii = character.asciiValue {
      if ascii == 0x09 { return " " }
      return ascii == 0x7f || ascii < 0x20 ? "\u{FFFD}" : character
    }
    if rawWidth(character) > 0 { return character }
    return isFormat(character) ? nil : "\u{FFFD}"
  }

  /// Whether the character is printable text a field may hold.
  static func isPrintable(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7f }
    return rawWidth(character) > 0 || isFormat(character)
  }

  /// `wcwidth` of the character's scalars: its first scalar's width, wide
  /// with an emoji presentation selector (❤️); 0 when not printable.
  private static func rawWidth(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    var width = Int(focusui_scalar_width(scalars.first!.value))
    if width < 0 { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { width = 2 }
    return min(2, width)
  }

  private static func isFormat(_ character: Character) -> Bool {
    character.unicodeScalars.first!.properties.generalCategory == .format
  }
}
