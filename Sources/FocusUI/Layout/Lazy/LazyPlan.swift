/// Where a lazy stack's items and rows not made yet lie along its axis,
/// from the stack's origin: what decides where made items go and which
/// rows to make next.
///
/// Items go in *lines* across the axis: one item per line in a stack, one
/// per track in a grid. A row not made counts as one cell of the
/// estimated length: the average length of the made rows of its
/// `ForEach` (at least 1). `ForEach`es and rows are referred to by index,
/// into ``forEaches`` and ``rows``.
struct LazyPlan {
  /// The length along the axis.
  var length = 0
  /// The length across the axis.
  var crossLength = 0
  /// The tracks across the axis (1 for a stack).
  var trackCount = 1
  /// The made items, their frames from the stack's origin, and the
  /// length across the axis they were measured with.
  var placements: [(node: ViewNode, frame: Rect, cross: Int?)] = []
  /// The lines holding made items, or a few rows not made beside them.
  var lines: [Line] = []
  /// The cells of ``lines``, line after line.
  var cells: [Cell] = []
  /// Whole lines of rows not made, one run per gap.
  var runs: [Run] = []
  /// The made rows of lazy `ForEach`es, in order.
  var rows: [RowReference] = []
  /// The lazy `ForEach`es met, outer ones first.
  var forEaches: [any KeyedRows] = []

  struct Line {
    var start: Int
    var length: Int
    var firstCell: Int
    var cellCount: Int
  }

  /// A made item (`row`: the innermost made row it is in, or `-1`), or a
  /// row not made (`forEach` ≥ 0, its `offset`, `row` the made row around).
  struct Cell {
    var row: Int
    var forEach = -1
    var offset = 0
  }

  struct Run {
    var forEach: Int
    /// The offset of the run's first row.
    var firstOffset: Int
    /// Where its first line starts.
    var start: Int
    /// How many lines, each `tracks` rows.
    var lines: Int
    var tracks: Int
    /// The estimated length of a line plus the spacing after it.
    var stride: Int
    /// The made row around the run, `-1` for none.
    var parent: Int
  }

  struct RowReference {
    var forEach: Int
    var offset: Int
    /// The made row around this one, `-1` for none.
    var parent: Int
  }

  /// The rows whose cells meet `window` (along the axis, from the stack's
  /// origin), with the made rows around them, by `ForEach` index.
  func rows(meeting window: Range<Int>) -> [Set<Int>] {
    var wanted = Array(repeating: Set<Int>(), count: forEaches.count)
    func addChain(_ index: Int) {
      var current = index
      while current >= 0 {
        let reference = rows[current]
        wanted[reference.forEach].insert(reference.offset)
        current = reference.parent
      }
    }
    // Lines are in order along the axis: skip to the first that reaches
    // the window.
    let first = lines.partitioningIndex { $0.start + max(1, $0.length) > window.lowerBound }
    for line in lines[first...] {
      if line.start >= window.upperBound { break }
      for cell in cells[line.firstCell..<(line.firstCell + line.cellCount)] {
        if cell.forEach >= 0 { wanted[cell.forEach].insert(cell.offset) }
        addChain(cell.row)
      }
    }
    for run in runs {
      let stride = max(1, run.stride)
      let end = run.start + run.lines * stride
      guard run.start < window.upperBound, end > window.lowerBound else { continue }
      let first = max(0, (window.lowerBound - run.start) / stride)
      let last = min(run.lines - 1, (window.upperBound - 1 - run.start) / stride)
      guard first <= last else { continue }
      for offset in (run.firstOffset + first * run.tracks)..<(run.firstOffset + (last + 1) * run.tracks) {
        wanted[run.forEach].insert(offset)
      }
      addChain(run.parent)
    }
    return wanted
  }
}
