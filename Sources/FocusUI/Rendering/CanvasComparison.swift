/// What changed from one canvas to the next of the same size: whole rows
/// first, then, only in the rows that differ, cell by cell. What a host
/// that writes the difference between frames asks.
///
/// ```swift
/// let changes = CanvasComparison(from: previous, to: canvas)
/// for y in 0..<canvas.size.height where !changes.rowIsUnchanged(y) { … }
/// ```
///
/// When both canvases met the same styles in the same order (their tables
/// are equal), a row is the same when its packed cells are the same bit
/// for bit; otherwise each style index is first translated to the old
/// canvas's, once per style, not per cell.
public struct CanvasComparison {
  /// Whether there was no old canvas of the new one's size: every row
  /// changed.
  public let isWhole: Bool
  private let width: Int
  private let oldCells: [PackedCell]
  private let newCells: [PackedCell]
  private let oldGraphemes: GraphemeTable
  private let newGraphemes: GraphemeTable
  /// Whether the cells of both canvases can be compared as they are.
  private let sameTables: Bool
  /// For each style of the new canvas, the index of the same style in the
  /// old one, if any.
  private let oldStyleIDs: [UInt32?]

  /// The comparison of `old` and `new`; without an old canvas of the same
  /// size, everything changed (``isWhole``).
  public init(from old: Canvas?, to new: Canvas) {
    width = new.size.width
    newCells = new.packedCells
    newGraphemes = new.graphemes
    guard let old, old.size == new.size else {
      isWhole = true
      oldCells = []
      oldGraphemes = GraphemeTable()
      sameTables = false
      oldStyleIDs = []
      return
    }
    isWhole = false
    oldCells = old.packedCells
    oldGraphemes = old.graphemes
    sameTables = old.styles == new.styles && old.graphemes == new.graphemes
    if sameTables {
      oldStyleIDs = []
    } else {
      let oldStyles = old.styles.styles
      if oldStyles.count <= 16 {
        oldStyleIDs = new.styles.styles.map { style in oldStyles.firstIndex(of: style).map { UInt32($0) } }
      } else {
        // Many styles (a gradient, say): an index keeps this linear.
        let index = Dictionary(oldStyles.enumerated().map { ($1, UInt32($0)) }, uniquingKeysWith: { first, _ in first })
        oldStyleIDs = new.styles.styles.map { index[$0] }
      }
    }
  }

  /// Whether row `y` shows the same in both canvases.
  public func rowIsUnchanged(_ y: Int) -> Bool {
    if isWhole { return false }
    let start = y * width
    let end = start + width
    if sameTables { return oldCells[start..<end] == newCells[start..<end] }
    for index in start..<end where !cellIsUnchanged(at: index) { return false }
    return true
  }

  /// Whether the cell at `index` (row by row) shows the same in both.
  public func cellIsUnchanged(at index: Int) -> Bool {
    if isWhole { return false }
    let before = oldCells[index]
    let after = newCells[index]
    if sameTables { return before == after }
    guard oldStyleIDs[Int(after.style)] == before.style else { return false }
    // Scalars compare as themselves; a grapheme index means something
    // else in each table.
    if before.glyph == after.glyph, after.scalar != nil { return true }
    return before.isContinuation == after.isContinuation
      && Canvas.character(of: before, in: oldGraphemes) == Canvas.character(of: after, in: newGraphemes)
  }
}
