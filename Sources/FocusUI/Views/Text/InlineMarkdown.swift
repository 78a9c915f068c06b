/// The inline Markdown SwiftUI reads in string-literal text keys:
/// `**bold**`, `*italic*`, `~~struck~~`, `` `code` `` and `[links](url)`,
/// with `\` escaping a delimiter. Only characters written in the literal
/// are read as Markdown; interpolated values are shown as they are.
///
/// A delimiter opens only before a character that is not a space and closes
/// only after one, so `5 * 3 * 2` keeps its stars; an unmatched delimiter
/// is shown as written. Code is drawn as other text (a terminal's
/// characters are all fixed-width); a link's text is underlined in the
/// tint color (a terminal cannot follow it).
enum InlineMarkdown {
  /// Whether `byte` may start Markdown in a literal (an escape, emphasis,
  /// strikethrough, code, a link): text without such bytes is plain.
  static func isMarkup(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["): true
    default: false
    }
  }

  /// One character of a key and whether it came from the literal.
  struct Unit {
    var character: Character
    var attributes: TextAttributes
    var isLiteral: Bool
  }

  private enum Delimiter: Hashable {
    case bold, italic, strikethrough, code
  }

  private enum Token {
    case character(Unit, isLink: Bool)
    case delimiter(Delimiter, Unit)
  }

  /// The runs of `units` with their Markdown applied.
  static func runs(of units: [Unit]) -> [Text.Run] {
    let tokens = tokenize(units)
    let paired = pairs(in: tokens)
    var active: [Delimiter: Bool] = [:]
    var runs: [Text.Run] = []
    for (index, token) in tokens.enumerated() {
      switch token {
      case .delimiter(let kind, let unit):
        if paired.contains(index) {
          active[kind] = !(active[kind] ?? false)
        } else {
          // An unmatched delimiter is shown as written: both characters.
          for _ in 0..<(kind == .bold || kind == .strikethrough ? 2 : 1) {
            append(unit.character, unit.attributes, to: &runs)
          }
        }
      case .character(let unit, let isLink):
        var attributes = unit.attributes
        if active[.bold] == true, attributes.isBold == nil { attributes.isBold = true }
        if active[.italic] == true, attributes.isItalic == nil { attributes.isItalic = true }
        if active[.strikethrough] == true, attributes.isStrikethrough == nil { attributes.isStrikethrough = true }
        if isLink {
          if attributes.isUnderlined == nil { attributes.isUnderlined = true }
          if attributes.foreground == nil { attributes.foreground = .tint }
        }
        append(unit.character, attributes, to: &runs)
      }
    }
    return runs
  }

  private static func append(_ character: Character, _ attributes: TextAttributes, to runs: inout [Text.Run]) {
    append(String(character), attributes, to: &runs)
  }

  /// Appends `string` to the last run when it has the same attributes, as
  /// a new run otherwise.
  static func append(_ string: String, _ attributes: TextAttributes, to runs: inout [Text.Run]) {
    guard !string.isEmpty else { return }
    if let last = runs.last, last.attributes == attributes {
      runs[runs.count - 1].string += string
    } else {
      runs.append(Text.Run(string: string, attributes: attributes))
    }
  }

  private static func tokenize(_ units: [Unit]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    func literal(_ offset: Int, _ character: Character) -> Bool {
      let position = index + offset
      return position < units.count && units[position].isLiteral && units[position].character == character
    }
    while index < units.count {
      let unit = units[index]
      guard unit.isLiteral else {
        tokens.append(.character(unit, isLink: false))
        index += 1
        continue
      }
      switch unit.character {
      case "\\"
      where index + 1 < units.count && units[index + 1].isLiteral
        && "*~`[]()\\".contains(units[index + 1].character):
        tokens.append(.character(units[index + 1], isLink: false))
        index += 2
      case "*" where literal(1, "*"):
        tokens.append(.delimiter(.bold, unit))
        index += 2
      case "*":
        tokens.append(.delimiter(.italic, unit))
        index += 1
      case "~" where literal(1, "~"):
        tokens.append(.delimiter(.strikethrough, unit))
        index += 2
      case "`":
        tokens.append(.delimiter(.code, unit))
        index += 1
      case "[":
        if let (textEnd, linkEnd) = link(in: units, at: index) {
          for inner in units[(index + 1)..<textEnd] { tokens.append(.character(inner, isLink: true)) }
          index = linkEnd + 1
        } else {
          tokens.append(.character(unit, isLink: false))
          index += 1
        }
      default:
        tokens.append(.character(unit, isLink: false))
        index += 1
      }
    }
    return tokens
  }

  /// `[text](url)` starting at `start`: the index of `]` and of `)`.
  private static func link(in units: [Unit], at start: Int) -> (Int, Int)? {
    guard let close = units[(start + 1)...].firstIndex(where: { $0.isLiteral && $0.character == "]" }),
      close > start + 1, close + 1 < units.count, units[close + 1].isLiteral, units[close + 1].character == "(",
      let end = units[(close + 2)...].firstIndex(where: { $0.isLiteral && $0.character == ")" })
    else { return nil }
    return (close, end)
  }

  /// The indices of the delimiters that open or close a span.
  private static func pairs(in tokens: [Token]) -> Set<Int> {
    func isSpace(_ index: Int) -> Bool {
      guard index >= 0, index < tokens.count else { return true }
      switch tokens[index] {
      case .character(let unit, _): return unit.character.isWhitespace
      case .delimiter: return false
      }
    }
    var paired = Set<Int>()
    var open: [Delimiter: Int] = [:]
    for (index, token) in tokens.enumerated() {
      guard case .delimiter(let kind, _) = token else { continue }
      if let opening = open[kind], !isSpace(index - 1), index > opening + 1 {
        paired.insert(opening)
        paired.insert(index)
        open[kind] = nil
      } else if !isSpace(index + 1) {
        open[kind] = index
      }
    }
    return paired
  }
}
