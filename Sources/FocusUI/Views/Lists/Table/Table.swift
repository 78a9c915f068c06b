/// Rows of values laid out in columns under a header of titles,
/// optionally with a selection and a sort order.
///
/// ```swift
/// struct Person: Identifiable {
///   let id = UUID()
///   var givenName: String
///   var familyName: String
/// }
///
/// @State private var selection: Person.ID?
///
/// Table(people, selection: $selection) {
///   TableColumn("Given Name", value: \.givenName)
///   TableColumn("Family Name", value: \.familyName)
/// }
/// ```
///
/// A table is a ``List`` whose rows are laid out in columns, and it
/// behaves as one by keyboard and pointer: with a selection it is one
/// focus stop; ↑ and ↓ select the row above or below, Home and End the
/// first and last, PageUp and PageDown the row a screen away; with a `Set`
/// selection, Shift extends it, Ctrl moves without selecting, Space adds
/// or removes a row and Ctrl-A selects all. A click selects the row. The
/// selected row is drawn inverted; the header row of titles stays above
/// the rows as they scroll. Rows are identified by their values' ids, so
/// the selection follows its rows when the data changes.
///
/// The table fills the width it is offered: a column with a width
/// (``TableColumn/width(_:)``) takes it, the others share the rest, and
/// the last column takes what remains. A cell shows one line, cut short
/// with "…" when its text is longer.
///
/// With a `sortOrder`, a click on a sortable column's title sorts by it
/// (a second click reverses the order) and the title of the column the
/// table is sorted by shows ▲ or ▼. As in SwiftUI, the table only writes
/// the sort order: sort your data when it changes.
///
/// ```swift
/// @State private var sortOrder = [KeyPathComparator(\Person.givenName)]
///
/// Table(people, sortOrder: $sortOrder) {
///   TableColumn("Given Name", value: \.givenName)
///   TableColumn("Family Name", value: \.familyName)
/// }
/// .onChange(of: sortOrder) { people.sort(using: sortOrder) }
/// ```
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let rows: Rows
  let columns: Columns
  let selection: (any ListSelection)?
  let sorting: TableSorting?

  public var body: some View {
    TableContent(
      columns: TableColumnSpec<Value>.columns(of: columns), values: rows.rowValues(), selection: selection,
      sorting: sorting)
  }
}

// MARK: - Rows from a collection

extension Table {
  /// A table with a row for each element of `data`.
  ///
  /// ```swift
  /// Table(people) {
  ///   TableColumn("Given Name", value: \.givenName)
  /// }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data> {
    self.init(rows: TableForEachContent(data), columns: columns(), selection: nil, sorting: nil)
  }

  /// A table with a row for each element of `data`, one of which can be
  /// selected by its id.
  ///
  /// ```swift
  /// Table(people, selection: $selection) {
  ///   TableColumn("Given Name", value: \.givenName)
  /// }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data> {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: OptionalListSelection(binding: selection),
      sorting: nil)
  }

  /// A table with a row for each element of `data`; any number can be
  /// selected by their ids.
  ///
  /// ```swift
  /// @State private var selection = Set<Person.ID>()
  ///
  /// Table(people, selection: $selection) {
  ///   TableColumn("Given Name", value: \.givenName)
  /// }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data> {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: MultipleListSelection(binding: selection),
      sorting: nil)
  }

  /// A sortable table with a row for each element of `data`.
  ///
  /// ```swift
  /// Table(people, sortOrder: $sortOrder) {
  ///   TableColumn("Given Name", value: \.givenName)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
  }

  /// A sortable table with a row for each element of `data`, one of which
  /// can be selected.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: OptionalListSelection(binding: selection),
      sorting: TableSorting(sortOrder))
  }

  /// A sortable table with a row for each element of `data`; any number
  /// can be selected.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: MultipleListSelection(binding: selection),
      sorting: TableSorting(sortOrder))
  }
}

// MARK: - Rows from a builder

extension Table {
  /// A table whose rows are ``TableRow``s of `valueType`.
  ///
  /// ```swift
  /// Table(of: Person.self) {
  ///   TableColumn("Given Name", value: \.givenName)
  /// } rows: {
  ///   ForEach(people) { person in
  ///     TableRow(person)
  ///   }
  /// }
  /// ```
  public init(
    of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
  }

  /// A table of ``TableRow``s, one of which can be selected by its
  /// value's id.
  ///
  /// ```swift
  /// Table(of: Person.self, selection: $selection) {
  ///   TableColumn("Given Name", value: \.givenName)
  /// } rows: {
  ///   TableRow(me)
  ///   ForEach(friends) { TableRow($0) }
  /// }
  /// ```
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: OptionalListSelection(binding: selection), sorting: nil)
  }

  /// A table of ``TableRow``s; any number can be selected.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: MultipleListSelection(binding: selection), sorting: nil)
  }

  /// A sortable table of ``TableRow``s.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
  }

  /// A sortable table of ``TableRow``s, one of which can be selected.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      rows: rows(), columns: columns(), selection: OptionalListSelection(binding: selection),
      sorting: TableSorting(sortOrder))
  }

  /// A sortable table of ``TableRow``s; any number can be selected.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      rows: rows(), columns: columns(), selection: MultipleListSelection(binding: selection),
      sorting: TableSorting(sortOrder))
  }
}
