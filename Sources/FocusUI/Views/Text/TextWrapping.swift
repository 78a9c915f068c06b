/// Breaks text into lines that fit a width in cells: at spaces where
/// possible, inside a word when the word alone is too wide.
enum TextWrapping {
  static func lines(of text: String, width: Int?) -> [Substring] {
    var result: [Substring] = []
    // One paragraph (most labels): no array of paragraphs to split into.
    guard text.utf8.contains(0x0A) else {
      wrap(text[...], width: width, into: &result)
      return result
    }
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrap(paragraph, width: width, into: &result)
    }
    return result
  }

  /// Appends the lines of `paragraph`: itself without a width, or when it
  /// fits.
  private static func wrap(_ paragraph: Substring, width: Int?, into result: inout [Substring]) {
    guard let width, width > 0, CellWidth.of(paragraph) > width else {
      result.append(paragraph)
      return
    }
    var lineStart = paragraph.startIndex
    var lineWidth = 0
    var lastBreak: String.Index?  // the index of the last space on the line
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let character = paragraph[index]
      let characterWidth = CellWidth.of(character)
      if character == " " {
        lastBreak = index
      }
      if lineWidth + characterWidth > width, character != " " {
        if let breakIndex = lastBreak, breakIndex > lineStart {
          result.append(paragraph[lineStart..<breakIndex])
          lineStart = paragraph.index(after: breakIndex)
          lineWidth = CellWidth.of(paragraph[lineStart..<index])
        } else {
          result.append(paragraph[lineStart..<index])
          lineStart = index
          lineWidth = 0
        }
        lastBreak = nil
      }
      lineWidth += characterWidth
      index = paragraph.index(after: index)
    }
    var tail = paragraph[lineStart...]
    while tail.first == " " { tail = tail.dropFirst() }
    if !tail.isEmpty || result.isEmpty { result.append(tail) }
  }
}
