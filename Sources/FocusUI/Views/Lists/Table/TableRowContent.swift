/// The rows of a ``Table`` made with `Table(of:columns:rows:)`: what a
/// ``TableRowBuilder`` makes from ``TableRow`` values and `ForEach`es of
/// them.
///
/// ```swift
/// Table(of: Person.self) {
///   TableColumn("Name", value: \.name)
/// } rows: {
///   TableRow(Person(name: "You"))
///   ForEach(friends) { friend in
///     TableRow(friend)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The type of value each row shows.
  associatedtype TableRowValue: Identifiable
}

/// The values of the rows a ``TableRowContent`` holds, in order.
@MainActor
protocol TableRowSource<RowValue> {
  associatedtype RowValue
  func appendRowValues(to values: inout [RowValue])
}

extension TableRowContent {
  /// The values of this content's rows, in order; content of a type
  /// FocusUI does not know has none, with a runtime warning.
  func rowValues() -> [TableRowValue] {
    var values: [TableRowValue] = []
    Self.append(self, to: &values)
    return values
  }

  static func append(_ content: Any, to values: inout [TableRowValue]) {
    if let source = content as? any TableRowSource<TableRowValue> {
      source.appendRowValues(to: &values)
    } else {
      RuntimeWarnings.emitGlobally(
        "Table: \(type(of: content)) is not a row FocusUI can show; write the rows with TableRow and ForEach.")
    }
  }
}

/// One row of a ``Table``, showing `value` in each column.
///
/// ```swift
/// Table(of: Person.self, selection: $selection) {
///   TableColumn("Name", value: \.name)
/// } rows: {
///   ForEach(people) { person in
///     TableRow(person)
///   }
/// }
/// ```
///
/// FocusUI's `ForEach` makes views, so `TableRow` is also a view, which
/// lets `ForEach` make rows; outside a table's rows it shows nothing.
/// Row modifiers (`contextMenu`, `draggable`, `itemProvider`) compile and
/// are left out of the table.
public struct TableRow<Value: Identifiable> {
  let value: Value

  /// A row showing `value`.
  public init(_ value: Value) {
    self.value = value
  }
}

extension TableRow: TableRowContent, TableRowSource {
  public typealias TableRowValue = Value

  func appendRowValues(to values: inout [Value]) {
    values.append(value)
  }
}

extension TableRow: View {
  public var body: some View { EmptyView() }
}

/// The rows of `Table(_:columns:)`: one per element of a collection.
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {
  /// The collection.
  public var data: Data

  init(_ data: Data) {
    self.data = data
  }
}

extension TableForEachContent: TableRowContent, TableRowSource {
  public typealias TableRowValue = Data.Element

  func appendRowValues(to values: inout [Data.Element]) {
    values.append(contentsOf: data)
  }
}

/// Rows made by a `ForEach` of ``TableRow``s.
public struct _ForEachTableRowContent<Value: Identifiable, Data: RandomAccessCollection, ID: Hashable, Content: View> {
  let forEach: ForEach<Data, ID, Content>

  init(_ forEach: ForEach<Data, ID, Content>) {
    self.forEach = forEach
  }
}

extension _ForEachTableRowContent: TableRowContent, TableRowSource {
  public typealias TableRowValue = Value

  func appendRowValues(to values: inout [Value]) {
    for element in forEach.data {
      // The row view, under the modifiers a row may carry.
      var view: any View = forEach.content(element)
      while !(view is TableRow<Value>), let modified = view as? any ModifiedContentProtocol {
        view = modified.anyContent
      }
      if let row = view as? TableRow<Value> {
        values.append(row.value)
      } else {
        Self.append(view, to: &values)
      }
    }
  }
}

/// Several groups of rows in sequence, as a ``TableRowBuilder`` block
/// makes them.
public struct TupleTableRowContent<Value: Identifiable, T> {
  /// The rows, as a tuple.
  public var value: T
  let children: [Any]

  init(_ value: T, children: [Any]) {
    self.value = value
    self.children = children
  }
}

extension TupleTableRowContent: TableRowContent, TableRowSource {
  public typealias TableRowValue = Value

  func appendRowValues(to values: inout [Value]) {
    for child in children {
      Self.append(child, to: &values)
    }
  }
}
