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

  /// Rows `top..<bottom` of the page moved up by `by` (down when
  /// negative): row `y` shows what row `y + by` showed; the rows moved in
  /// at the edge are blank until drawn. A scroll view that scrolled moves
  /// its rows this way rather than send them again.
  struct Shift: Encodable, Equatable {
    var top: Int
    var bottom: Int
    var by: Int

    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(top)
      try container.encode(bottom)
      try container.encode(by)
    }
  }

  /// The rows of `canvas` that differ from `old` once the bands of
  /// `candidates` (scroll views that scrolled) are shifted, and the shifts
  /// worth making: a band is shifted when that leaves more of its rows
  /// unchanged than not shifting it.
  static func changed(
    from old: Canvas?, to canvas: Canvas, shifting candidates: [Shift], styles: inout [CellStyle: String]
  ) -> (shifts: [Shift], rows: [Row]) {
    guard let old, old.size == canvas.size, !candidates.isEmpty else {
      return ([], changed(from: old, to: canvas, styles: &styles))
    }
    let height = canvas.size.height
    // The row of `old` each row of the page shows after the shifts.
    var source = Array(0..<height).map(Optional.some)
    var shifts: [Shift] = []
    for shift in candidates {
      let top = max(0, shift.top)
      let bottom = min(height, shift.bottom)
      guard shift.by != 0, abs(shift.by) < bottom - top else { continue }
      let band = top..<bottom
      let shifted = band.filter { y in band.contains(y + shift.by) && isRow(y, of: canvas, row: y + shift.by, of: old) }
      let kept = band.filter { isRow($0, of: canvas, row: $0, of: old) }
      guard shifted.count > kept.count else { continue }
      shifts.append(Shift(top: top, bottom: bottom, by: shift.by))
      let before = source
      for y in band { source[y] = band.contains(y + shift.by) ? before[y + shift.by] : nil }
    }
    var rows: [Row] = []
    for y in 0..<height {
      if let from = source[y], isRow(y, of: canvas, row: from, of: old) { continue }
      rows.append(Row(y: y, runs: runs(ofRow: y, in: canvas, styles: &styles)))
    }
    return (shifts, rows)
  }

  /// Whether row `y` of `canvas` shows what row `other` of `old` showed:
  /// cell by cell, as characters and styles (the two canvases number
  /// their styles each their own way).
  private static func isRow(_ y: Int, of canvas: Canvas, row other: Int, of old: Canvas) -> Bool {
    let width = canvas.size.width
    let cells = canvas.packedCells
    let oldCells = old.packedCells
    for column in 0..<width where canvas.cell(cells[y * width + column]) != old.cell(oldCells[other * width + column]) {
      return false
    }
    return true
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
