/// Converts between the offsets FocusUI counts in (characters, as a
/// `String` counts them) and those AT-SPI counts in (Unicode scalars, as
/// GTK's UTF-8 offsets do).
///
/// ```swift
/// TextOffsets.scalars(ofCharacters: 1, in: "é!")      // 1, or 2 when é is e + a combining accent
/// TextOffsets.characters(ofScalars: 2, in: "e\u{301}!")  // 1
/// ```
enum TextOffsets {
  /// How many scalars the first `count` characters of `text` hold.
  static func scalars(ofCharacters count: Int, in text: String) -> Int {
    text.prefix(max(0, count)).unicodeScalars.count
  }

  /// How many characters start within the first `count` scalars of `text`.
  static func characters(ofScalars count: Int, in text: String) -> Int {
    var scalars = 0
    var characters = 0
    for character in text {
      if scalars >= count { break }
      scalars += character.unicodeScalars.count
      characters += 1
    }
    return characters
  }

  /// The scalars `start..<end` of `text`, clamped to it.
  static func substring(_ text: String, from start: Int, to end: Int) -> String {
    let scalars = Array(text.unicodeScalars)
    let lower = max(0, min(start, scalars.count))
    let upper = end < 0 ? scalars.count : max(lower, min(end, scalars.count))
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[lower..<upper])
    return String(result)
  }
}
