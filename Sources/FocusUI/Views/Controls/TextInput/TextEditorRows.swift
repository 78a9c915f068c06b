/// The rows a ``TextEditor``'s text is drawn in: each line of the text,
/// wrapped at the editor's width, a row at most `width` cells wide.
///
/// A row holds at least one character, so a character wider than the
/// editor still gets a row of its own. Rows are found from the start of
/// the text: finding them costs in proportion to the text before the last
/// row asked for.
struct TextEditorRows {
  /// Where each row starts and ends in the text (the end is before the
  /// line break that ends a line).
  private(set) var ranges: [Range<String.Index>] = []

  /// The rows of `text` in `width` cells, up to the row holding `index` and
  /// `extra` rows after it (all of them when `index` is `nil`).
  init(_ text: String, width: Int, through index: String.Index? = nil, extra: Int = 0) {
    let width = max(1, width)
    var lineStart = text.startIndex
    var rowsAfterIndex = -1
    while true {
      let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
      var rowStart = lineStart
      repeat {
        var rowEnd = rowStart
        var used = 0
        while rowEnd < lineEnd {
          let cells = CellWidth.of(text[rowEnd])
          if used + cells > width, rowEnd > rowStart { break }
          used += cells
          rowEnd = text.index(after: rowEnd)
        }
        ranges.append(rowStart..<rowEnd)
        if let index, rowsAfterIndex < 0, index <= rowEnd, index >= rowStart {
          rowsAfterIndex = 0
        } else if rowsAfterIndex >= 0 {
          rowsAfterIndex += 1
        }
        if rowsAfterIndex >= extra { return }
        rowStart = rowEnd
      } while rowStart < lineEnd
      guard lineEnd < text.endIndex else { return }
      lineStart = text.index(after: lineEnd)
    }
  }

  /// The row and column of the insertion point `index`. At the end of a
  /// row that wraps, it is at the start of the next row, as a text view
  /// shows it.
  func position(of index: String.Index, in text: String) -> (row: Int, column: Int) {
    var row = ranges.count - 1
    for (candidate, range) in ranges.enumerated() where range.lowerBound <= index && index <= range.upperBound {
      row = candidate
      let wraps = candidate + 1 < ranges.count && ranges[candidate + 1].lowerBound == range.upperBound
      if !(index == range.upperBound && wraps) { break }
    }
    guard row >= 0 else { return (0, 0) }
    let start = ranges[row].lowerBound
    return (row, index >= start ? CellWidth.of(text[start..<index]) : 0)
  }

  /// The insertion point in `row` nearest to `column` cells from its start.
  func index(inRow row: Int, column: Int, in text: String) -> String.Index {
    let range = ranges[max(0, min(row, ranges.count - 1))]
    var index = range.lowerBound
    var used = 0
    while index < range.upperBound {
      let cells = CellWidth.of(text[index])
      if used + cells > column { break }
      used += cells
      index = text.index(after: index)
    }
    return index
  }
}
