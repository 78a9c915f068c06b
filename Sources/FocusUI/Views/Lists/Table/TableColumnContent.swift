/// A column or group of columns of a ``Table``: what a
/// ``TableColumnBuilder`` makes from ``TableColumn`` values.
///
/// ```swift
/// @TableColumnBuilder<Person, Never>
/// var nameColumns: some TableColumnContent<Person, Never> {
///   TableColumn("Given Name", value: \.givenName)
///   TableColumn("Family Name", value: \.familyName)
/// }
/// ```
///
/// FocusUI's column types conform; a type of your own that conforms
/// shows no column (a runtime warning says so).
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of value the table's rows show.
  associatedtype TableRowValue: Identifiable
  /// How a column sorts the rows: a `SortComparator` over the row value,
  /// or `Never` for a column that does not sort.
  associatedtype TableColumnSortComparator: SortComparator
}

/// The columns a ``TableColumnContent`` holds, in order.
@MainActor
protocol TableColumnSource<RowValue> {
  associatedtype RowValue
  func appendColumns(to columns: inout [TableColumnSpec<RowValue>])
}

extension TableColumnSpec {
  /// The columns of `content` (and of the values it holds), in order.
  @MainActor
  static func columns(of content: Any) -> [TableColumnSpec] {
    var columns: [TableColumnSpec] = []
    append(content, to: &columns)
    return columns
  }

  /// Appends the columns of `content`; content of a type FocusUI does not
  /// know shows no column, with a runtime warning.
  @MainActor
  static func append(_ content: Any, to columns: inout [TableColumnSpec]) {
    if let source = content as? any TableColumnSource<RowValue> {
      source.appendColumns(to: &columns)
    } else {
      RuntimeWarnings.emitGlobally(
        "Table: \(type(of: content)) is not a column FocusUI can show; write the columns with TableColumn.")
    }
  }
}

// MARK: - What the builder makes

/// Several columns in sequence, as a ``TableColumnBuilder`` block makes
/// them.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T> {
  /// The columns, as a tuple.
  public var value: T
  let children: [Any]

  init(_ value: T, children: [Any]) {
    self.value = value
    self.children = children
  }
}

extension TupleTableColumnContent: TableColumnContent, TableColumnSource {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort

  func appendColumns(to columns: inout [TableColumnSpec<RowValue>]) {
    for child in children {
      TableColumnSpec.append(child, to: &columns)
    }
  }
}

/// A column that does not sort, in a table that does: its sort
/// comparator type is the table's, and it never uses it.
public struct _UnsortableTableColumnContent<RowValue: Identifiable, Sort: SortComparator, Column> {
  let column: Column

  init(_ column: Column) {
    self.column = column
  }
}

extension _UnsortableTableColumnContent: TableColumnContent, TableColumnSource {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort

  func appendColumns(to columns: inout [TableColumnSpec<RowValue>]) {
    TableColumnSpec.append(column, to: &columns)
  }
}
