/// The names a screen reader says for punctuation marks and symbols when
/// a text asks for every one (``View/speechAlwaysIncludesPunctuation(_:)``):
/// "x = y;" is read "x equals y semicolon".
enum PunctuationName {
  /// The spoken name of `character`, or `nil` when it is no punctuation
  /// mark or symbol with a name.
  static func of(_ character: Character) -> String? {
    names[character]
  }

  private static let names: [Character: String] = [
    ".": "period", ",": "comma", ";": "semicolon", ":": "colon", "!": "exclamation mark", "?": "question mark",
    "'": "apostrophe", "\"": "quote", "(": "left paren", ")": "right paren", "[": "left bracket",
    "]": "right bracket", "{": "left brace", "}": "right brace", "-": "dash", "_": "underscore", "/": "slash",
    "\\": "backslash", "*": "star", "&": "and", "#": "number", "%": "percent", "@": "at", "+": "plus",
    "=": "equals", "<": "less than", ">": "greater than", "|": "bar", "~": "tilde", "^": "caret", "`": "grave",
    "$": "dollar", "…": "ellipsis", "–": "en dash", "—": "em dash", "‘": "left quote", "’": "right quote",
    "“": "left double quote", "”": "right double quote", "€": "euro", "£": "pound",
  ]
}
