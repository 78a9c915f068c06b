/// Builds a ``Table``'s rows from a closure of ``TableRow`` values and
/// `ForEach`es of them.
///
/// ```swift
/// Table(of: Person.self) {
///   TableColumn("Name", value: \.name)
/// } rows: {
///   TableRow(Person(name: "You"))
///   ForEach(friends) { TableRow($0) }
/// }
/// ```
///
/// Its methods are nonisolated, as ``ViewBuilder``'s are.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<Row: TableRowContent>(_ row: Row) -> Row where Row.TableRowValue == Value {
    row
  }

  /// A `ForEach` whose views are ``TableRow``s.
  public static func buildExpression<Data, ID, Content>(
    _ forEach: ForEach<Data, ID, Content>
  ) -> _ForEachTableRowContent<Value, Data, ID, Content> {
    _ForEachTableRowContent(forEach)
  }

  public static func buildBlock<Row: TableRowContent>(_ row: Row) -> Row where Row.TableRowValue == Value {
    row
  }

  public static func buildBlock<each Row: TableRowContent>(
    _ rows: repeat each Row
  ) -> TupleTableRowContent<Value, (repeat each Row)> {
    var children: [Any] = []
    for row in repeat each rows {
      children.append(row)
    }
    return TupleTableRowContent((repeat each rows), children: children)
  }

  public static func buildOptional<Row: TableRowContent>(_ row: Row?) -> TupleTableRowContent<Value, Row?> {
    TupleTableRowContent(row, children: row.map { [$0] } ?? [])
  }

  public static func buildEither<First: TableRowContent, Second: TableRowContent>(
    first: First
  ) -> TupleTableRowContent<Value, (First?, Second?)> {
    TupleTableRowContent((first, nil), children: [first])
  }

  public static func buildEither<First: TableRowContent, Second: TableRowContent>(
    second: Second
  ) -> TupleTableRowContent<Value, (First?, Second?)> {
    TupleTableRowContent((nil, second), children: [second])
  }

  public static func buildArray<Row: TableRowContent>(_ rows: [Row]) -> TupleTableRowContent<Value, [Row]> {
    TupleTableRowContent(rows, children: rows)
  }
}
