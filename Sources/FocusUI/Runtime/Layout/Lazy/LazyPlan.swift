/// Where a lazy stack's items and rows not made yet lie along its axis,
/// in the content coordinates of the scroll view around it: what a
/// placement found, and what decides which rows to make next.
///
/// Items go in *lines* across the axis: one item per line in a stack, one
/// per track in a grid. A row not made counts as one cell of the
/// estimated length: the average length of the made rows of its
/// `ForEach` (at least 1).
struct LazyPlan {
  /// The length along the axis.
  var length = 0
  /// The length across the axis.
  var crossLength = 0
  /// The tracks across the axis (1 for a stack).
  var trackCount = 1
  /// The lines holding made items, or a few rows not made beside them.
  var lines: [Line] = []
  /// Whole lines of rows not made, one run per gap.
  var runs: [Run] = []
  /// The made rows of lazy `ForEach`es, in order; a cell refers to the
  /// innermost row it is in.
  var rows: [RowReference] = []
  /// The lazy `ForEach`es met, outer ones first.
  var forEaches: [any KeyedRows] = []

  struct Line {
    var start: Int
    var length: Int
    /// The innermost made rows of the made items (`-1`: not in a row).
    var madeRows: [Int]
    /// Rows not made in this line.
    var unmade: [(rows: any KeyedRows, offset: Int, parent: Int)]
  }

  struct Run {
    var rows: any KeyedRows
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
    var rows: any KeyedRows
    var offset: Int
    /// The made row around this one, `-1` for none.
    var parent: Int
  }

  /// The rows whose cells meet `window` (along the axis), with the rows
  /// around them, by `ForEach`.
  @MainActor
  func rows(meeting window: Range<Int>, into wanted: inout [ObjectIdentifier: Set<Int>]) {
    func addChain(_ index: Int) {
      var current = index
      while current >= 0 {
        let reference = rows[current]
        wanted[ObjectIdentifier(reference.rows), default: []].insert(reference.offset)
        current = reference.parent
      }
    }
    for line in lines where line.start < window.upperBound && line.start + max(1, line.length) > window.lowerBound {
      for row in line.madeRows where row >= 0 { addChain(row) }
      for cell in line.unmade {
        wanted[ObjectIdentifier(cell.rows), default: []].insert(cell.offset)
        addChain(cell.parent)
      }
    }
    for run in runs {
      let stride = max(1, run.stride)
      let end = run.start + run.lines * stride
      guard run.start < window.upperBound, end > window.lowerBound else { continue }
      let first = max(0, (window.lowerBound - run.start) / stride)
      let last = min(run.lines - 1, (window.upperBound - 1 - run.start) / stride)
      guard first <= last else { continue }
      var offsets = wanted[ObjectIdentifier(run.rows), default: []]
      for offset in (run.firstOffset + first * run.tracks)..<(run.firstOffset + (last + 1) * run.tracks) {
        offsets.insert(offset)
      }
      wanted[ObjectIdentifier(run.rows)] = offsets
      addChain(run.parent)
    }
  }
}
