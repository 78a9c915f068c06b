/// Insets in whole cells on each edge of a rectangle: what layout uses
/// once an ``EdgeInsets`` in points is rounded to the grid.
struct CellInsets: Hashable, Sendable {
  var top: Int
  var leading: Int
  var bottom: Int
  var trailing: Int

  /// Creates insets, clamping each to zero or more cells.
  init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = max(0, top)
    self.leading = max(0, leading)
    self.bottom = max(0, bottom)
    self.trailing = max(0, trailing)
  }

  static let zero = CellInsets()

  var horizontal: Int { leading + trailing }
  var vertical: Int { top + bottom }
}
