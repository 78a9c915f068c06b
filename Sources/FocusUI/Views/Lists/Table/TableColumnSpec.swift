/// What a table knows of one column once its builder has run: how to draw
/// its header and its cells, how wide it may be, and how it sorts.
struct TableColumnSpec<RowValue> {
  /// The header's view: the column's title.
  var label: AnyView
  /// The cell of one row.
  var cell: @MainActor (RowValue) -> AnyView
  var width = TableColumnWidth()
  var alignment = TableColumnAlignment.leading
  /// The comparator a click on the header sorts by, of the table's sort
  /// comparator type; `nil` for a column that does not sort.
  var comparator: Any?
}

/// A column's width bounds, in cells: ``TableColumn/width(_:)`` and
/// ``TableColumn/width(min:ideal:max:)``.
struct TableColumnWidth: Hashable {
  var min: Int?
  var ideal: Int?
  var max: Int?

  /// The cells between two columns.
  static let spacing = 2

  /// A column that takes this width.
  static func fixed(_ width: Int) -> TableColumnWidth {
    TableColumnWidth(min: width, ideal: width, max: width)
  }

  /// `width` kept within the bounds.
  func clamped(_ width: Int) -> Int {
    Swift.max(min ?? 0, Swift.min(max ?? .max, width))
  }

  /// The widths of `columns` in a table `total` cells wide, `spacing`
  /// cells between columns: a column with an ideal width takes it, the
  /// others share what is left equally (within their bounds), and the
  /// last column takes what remains, as a Mac's table fills its width.
  static func layout(_ columns: [TableColumnWidth], in total: Int, spacing: Int) -> [Int] {
    guard !columns.isEmpty else { return [] }
    let available = Swift.max(0, total - spacing * (columns.count - 1))
    var widths = columns.map { $0.ideal.map($0.clamped) ?? 0 }
    // The flexible columns share what is left; one whose bounds keep it
    // from its share takes its bound, and the others share the rest.
    var flexible = columns.indices.filter { columns[$0].ideal == nil }
    var remaining = available - widths.reduce(0, +)
    while !flexible.isEmpty {
      let share = Swift.max(0, remaining) / flexible.count
      let bounded = flexible.filter { columns[$0].clamped(share) != share }
      guard !bounded.isEmpty else {
        for index in flexible { widths[index] = share }
        break
      }
      for index in bounded {
        widths[index] = columns[index].clamped(share)
        remaining -= widths[index]
      }
      flexible.removeAll { bounded.contains($0) }
    }
    // What is left (a remainder, or room no bound let a column take)
    // goes to the last column that may grow.
    let left = available - widths.reduce(0, +)
    if left > 0, let last = columns.indices.last(where: { columns[$0].max == nil }) {
      widths[last] += left
    }
    return widths
  }
}

/// Where a column's cells and title sit: ``TableColumn/alignment(_:)``.
public struct TableColumnAlignment: Hashable, Sendable {
  let horizontal: HorizontalAlignment

  /// The leading edge (the default).
  public static let leading = TableColumnAlignment(horizontal: .leading)
  /// The center.
  public static let center = TableColumnAlignment(horizontal: .center)
  /// The trailing edge: numbers line up.
  public static let trailing = TableColumnAlignment(horizontal: .trailing)
  /// Leading, for text; numbers are not detected in a terminal.
  public static let automatic = TableColumnAlignment(horizontal: .leading)
  /// Trailing, as numbers are in a left-to-right layout.
  public static let numeric = TableColumnAlignment(horizontal: .trailing)
}
