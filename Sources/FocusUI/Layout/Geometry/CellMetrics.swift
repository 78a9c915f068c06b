/// How SwiftUI's points map to terminal cells.
///
/// Geometry APIs take `CGFloat` points, as in SwiftUI, so that code written
/// for Apple's platforms keeps its numbers. The terminal lays out whole
/// cells: a column is ``pointsPerColumn`` (8) points wide and a row
/// ``pointsPerRow`` (16) points tall, the shape of a common terminal cell.
/// A length becomes the nearest whole number of cells, halves rounding
/// away from zero, so `padding(8)` is one cell on every side and
/// `VStack(spacing: 16)` leaves one empty row between rows. Geometry handed
/// back to the app (`GeometryProxy.size`, say) is in points too: whole
/// cells times these factors.
///
/// To think in cells, write `.columns(n)` and `.rows(n)`:
///
/// ```swift
/// TextField("Code", text: $code)
///   .frame(width: .columns(8), height: .rows(1))
/// ```
public enum CellMetrics {
  /// The points in one column.
  public static let pointsPerColumn: CGFloat = 8
  /// The points in one row.
  public static let pointsPerRow: CGFloat = 16

  /// The whole columns nearest `points` (`Int.max` for infinity, 0 for
  /// NaN).
  public static func columns(_ points: CGFloat) -> Int { cells(points / pointsPerColumn) }

  /// The whole rows nearest `points`.
  public static func rows(_ points: CGFloat) -> Int { cells(points / pointsPerRow) }

  private static func cells(_ value: CGFloat) -> Int {
    guard !value.isNaN else { return 0 }
    let rounded = value.rounded(.toNearestOrAwayFromZero)
    if rounded >= CGFloat(Int.max / 2) { return Int.max / 2 }
    if rounded <= -CGFloat(Int.max / 2) { return -(Int.max / 2) }
    return Int(rounded)
  }
}

extension CGFloat {
  /// The width of `count` terminal columns, in points.
  ///
  /// ```swift
  /// Text("Name").frame(width: .columns(16), alignment: .leading)
  /// ```
  public static func columns(_ count: Int) -> CGFloat { CGFloat(count) * CellMetrics.pointsPerColumn }

  /// The height of `count` terminal rows, in points.
  ///
  /// ```swift
  /// ScrollView { rows }.frame(height: .rows(7))
  /// ```
  public static func rows(_ count: Int) -> CGFloat { CGFloat(count) * CellMetrics.pointsPerRow }
}
