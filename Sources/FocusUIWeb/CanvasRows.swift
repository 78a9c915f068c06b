import FocusUI

/// The rows of cells a page draws, as runs of text sharing a style.
///
/// ```swift
/// CanvasRows.changed(from: nil, to: canvas, styles: &styles)
/// // [Row(y: 0, runs: [["Login form", "font-weight:bold"]]), …]
/// ```
enum CanvasRows {
  /// One row: its index, then `[text, css]` runs left to right.
  struct Row: Encodable, Equatable {
    var y: Int
    var runs: [[String]]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(y)
      try container.encode(runs)
    }
  }

  /// The rows of `canvas` that differ from `old` (all of them without an
  /// old canvas of the same size). `styles` remembers the CSS of each
  /// style met.
  static func changed(from old: Canvas?, to canvas: Canvas, styles: inout [CellStyle: String]) -> [Row] {
    let changes = CanvasComparison(from: old, to: canvas)
    var rows: [Row] = []
    for y in 0..<canvas.size.height {
      if changes.rowIsUnchanged(y) { continue }
      rows.append(Row(y: y, runs: runs(ofRow: y, in: canvas, styles: &styles)))
    }
    return rows
  }

  /// The runs of row `y` of `canvas`.
  static func runs(ofRow y: Int, in canvas: Canvas, styles: inout [CellStyle: String]) -> [[String]] {
    let start = y * canvas.size.width
    return runs(canvas.packedCells[start..<start + canvas.size.width].lazy.map(canvas.cell), styles: &styles)
  }

  /// Runs of cells with one style; the second cell of a wide character
  /// adds nothing. No cell holds a control character (drawing replaced
  /// them), and the page sets the runs as text, never as markup.
  static func runs(_ cells: some Sequence<Canvas.Cell>, styles: inout [CellStyle: String]) -> [[String]] {
    func css(_ style: CellStyle) -> String {
      if let known = styles[style] { return known }
      let css = WebPalette.css(for: style)
      styles[style] = css
      return css
    }
    var runs: [[String]] = []
    var text = ""
    var style: CellStyle?
    for cell in cells where !cell.isContinuation {
      if cell.style != style {
        if let style { runs.append([text, css(style)]) }
        style = cell.style
        text = ""
      }
      text.append(cell.character)
    }
    if let style { runs.append([text, css(style)]) }
    return runs
  }
}
