/// The characters that must never reach a terminal, standard error or a log
/// raw, and how side channels write them instead.
///
/// Text from the app (a label, a field's value) or from the user (a key
/// script, an argument) can hold bytes that a terminal obeys: `ESC ]0;…BEL`
/// retitles the window, `ESC ]52;…` writes the clipboard, a C1 `CSI`
/// (U+009B) moves the cursor. The canvas draws such characters as U+FFFD;
/// every other channel (the announcement log, runtime warnings, the demo's
/// error messages and printed screen) passes its text through ``escaped(_:lineBreaks:)``.
///
/// ```swift
/// ControlCharacters.escaped("\u{1B}]0;owned\u{7}")          // #"\u{1B}]0;owned\u{07}"#
/// ControlCharacters.escaped("two\nlines", lineBreaks: .spaces)  // "two lines"
/// ControlCharacters.escaped("Café ☕️ 日本")                  // unchanged
/// ```
///
/// The controls are the C0 controls U+0000–U+001F (tab included: a log
/// line with a tab in it is ambiguous, and a script never needs one), DEL
/// (U+007F), the C1 controls U+0080–U+009F, and the bidirectional
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
/// make a terminal that reorders right-to-left text show a line in an order
/// other than the one it has ("Trojan Source"). Other format characters stay:
/// emoji need the zero-width joiner and tag characters, and none of them
/// drives a terminal.
///
/// The notation is Swift's own, `\u{1B}`: upper-case hexadecimal, at least
/// two digits. It names C0, C1 and bidi controls alike (caret notation, `^[`,
/// has no spelling for U+009B or U+202E), and a Swift developer can paste it
/// back into a string literal. A backslash is not escaped: the text is for
/// people to read, so `\u{1B}` typed literally reads the same as an escaped
/// ESC, a price paid to keep printable text byte for byte.
public enum ControlCharacters {
  /// What becomes of line breaks (line feed, carriage return, vertical tab,
  /// form feed, U+0085, U+2028, U+2029; CR LF counts as one).
  public enum LineBreaks: Sendable {
    /// Escaped like any control: the text stays on one line, and every
    /// break in it is visible (a runtime warning is one log line).
    case escaped
    /// Each becomes one space: for a log of one entry per line whose
    /// readers want words, not escapes (the announcement log).
    case spaces
    /// A line feed stays a line feed; the other breaks are escaped (a
    /// carriage return would let a line overwrite itself): for text of
    /// several lines, such as an error message with its usage.
    case kept
  }

  /// `text` with every control written as `\u{XX}`, and its line breaks
  /// handled as `lineBreaks` says; all other text is unchanged.
  ///
  /// ```swift
  /// ControlCharacters.escaped("a\u{9B}2Jb")                          // #"a\u{9B}2Jb"#
  /// ControlCharacters.escaped("bad: x\u{7}\nUsage", lineBreaks: .kept)  // #"bad: x\u{07}"# + "\nUsage"
  /// ```
  public static func escaped(_ text: some StringProtocol, lineBreaks: LineBreaks = .escaped) -> String {
    // Most text holds no control: hand it back without walking its characters.
    guard text.unicodeScalars.contains(where: { isControl($0) || isLineBreak($0) }) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for character in text {
      if lineBreaks == .spaces, character.isNewline {
        result.append(" ")
        continue
      }
      for scalar in character.unicodeScalars {
        if lineBreaks == .kept, scalar == "\n" {
          result.append("\n")
        } else if isControl(scalar) || isLineBreak(scalar) {
          result += notation(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `text` with every control and line break replaced by a space: for
  /// speech, where an escape would be read out letter by letter and a space
  /// is a pause.
  ///
  /// ```swift
  /// ControlCharacters.blanked("Sign\u{1B}In\nbutton")  // "Sign In button"
  /// ```
  public static func blanked(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      result.unicodeScalars.append(isControl(scalar) || isLineBreak(scalar) ? " " : scalar)
    }
    return result
  }

  /// Whether `scalar` is a control: C0, DEL, C1, or a bidirectional
  /// embedding, override or isolate.
  ///
  /// ```swift
  /// ControlCharacters.isControl("\u{1B}")   // true
  /// ControlCharacters.isControl("\u{200D}") // false: emoji sequences need it
  /// ```
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The line breaks that are not controls already: U+2028 and U+2029,
  /// which some log viewers and editors start a new line at.
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  /// `\u{1B}`: at least two upper-case hexadecimal digits.
  private static func notation(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{" + (digits.count < 2 ? "0" + digits : digits) + "}"
  }
}
