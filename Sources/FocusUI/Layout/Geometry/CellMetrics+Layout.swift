extension CellMetrics {
  /// The most cells a length given to layout is taken as: far more than
  /// any terminal shows, and small enough that sums of many never
  /// overflow.
  static let largestLayoutLength = 1 << 24

  /// `points` as whole columns for layout: between 0 and
  /// ``largestLayoutLength`` (NaN and negative lengths are 0).
  static func layoutColumns(_ points: CGFloat) -> Int { min(largestLayoutLength, max(0, columns(points))) }

  /// `points` as whole rows for layout, bounded as ``layoutColumns(_:)``.
  static func layoutRows(_ points: CGFloat) -> Int { min(largestLayoutLength, max(0, rows(points))) }

  /// `points` as whole cells along `axis`: columns along a horizontal
  /// one, rows along a vertical one, bounded as ``layoutColumns(_:)``.
  static func layoutCells(_ points: CGFloat, along axis: Axis) -> Int {
    axis == .horizontal ? layoutColumns(points) : layoutRows(points)
  }
}
