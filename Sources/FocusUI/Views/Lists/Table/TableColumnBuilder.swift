/// Builds a ``Table``'s columns from a closure of ``TableColumn`` values.
///
/// ```swift
/// Table(people) {
///   TableColumn("Given Name", value: \.givenName)
///   if showsAge {
///     TableColumn("Age") { Text("\($0.age)") }
///   }
/// }
/// ```
///
/// `Sort` is the table's sort comparator type: `Never` for a table
/// without a `sortOrder`. In a sortable table, columns that do not sort
/// (`TableColumn(_:content:)`) are welcome too.
///
/// Its methods are nonisolated, as ``ViewBuilder``'s are.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    column
  }

  /// A column that does not sort, in a sortable table.
  // Disfavored: where the table does not sort (`Sort == Never`) the
  // method above takes the column as it is.
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(
    _ column: Column
  ) -> _UnsortableTableColumnContent<RowValue, Sort, Column>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
    _UnsortableTableColumnContent(column)
  }

  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue {
    column
  }

  public static func buildBlock<each Column: TableColumnContent>(
    _ columns: repeat each Column
  ) -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
    var children: [Any] = []
    for column in repeat each columns {
      children.append(column)
    }
    return TupleTableColumnContent((repeat each columns), children: children)
  }

  public static func buildOptional<Column: TableColumnContent>(
    _ column: Column?
  ) -> TupleTableColumnContent<RowValue, Sort, Column?> {
    TupleTableColumnContent(column, children: column.map { [$0] } ?? [])
  }

  public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(
    first: First
  ) -> TupleTableColumnContent<RowValue, Sort, (First?, Second?)> {
    TupleTableColumnContent((first, nil), children: [first])
  }

  public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(
    second: Second
  ) -> TupleTableColumnContent<RowValue, Sort, (First?, Second?)> {
    TupleTableColumnContent((nil, second), children: [second])
  }

  public static func buildLimitedAvailability<Column: TableColumnContent>(
    _ column: Column
  ) -> TupleTableColumnContent<RowValue, Sort, Column> {
    TupleTableColumnContent(column, children: [column])
  }
}
