/// A column of a ``Table``: a title and the view each row shows in it,
/// and, in a sortable table, how it sorts.
///
/// ```swift
/// Table(people, selection: $selection) {
///   TableColumn("Given Name", value: \.givenName)
///   TableColumn("Age") { person in
///     Text("\(person.age)")
///   }
///   .width(40)
/// }
/// ```
///
/// A column with a `value` key path shows that string as text. In a
/// table with a `sortOrder`, a column with a `value` (or a `sortUsing:`
/// comparator) sorts: a click on its title puts its comparator first in
/// the sort order, a second click reverses it, and the title shows ▲ or ▼
/// while the table is sorted by it. Sorting the rows is up to you, as in
/// SwiftUI: `.onChange(of: sortOrder) { people.sort(using: sortOrder) }`.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
  TableColumnContent, TableColumnSource
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort

  let label: Label
  let content: (RowValue) -> Content
  let comparator: Sort?
  var width = TableColumnWidth()
  var alignment = TableColumnAlignment.leading

  init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
    self.label = label
    self.comparator = comparator
    self.content = content
  }

  func appendColumns(to columns: inout [TableColumnSpec<RowValue>]) {
    let content = self.content
    columns.append(
      TableColumnSpec(
        label: AnyView(label), cell: { AnyView(content($0)) }, width: width, alignment: alignment,
        comparator: comparator))
  }
}

// MARK: - Columns that do not sort

extension TableColumn where Sort == Never, Label == Text {
  /// A column showing the string at `value`.
  ///
  /// ```swift
  /// TableColumn("Given Name", value: \.givenName)
  /// ```
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
    self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
  }

  /// A column titled by a string variable, showing the string at `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
    self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
  }

  /// A column whose cells are `content`'s view of each row.
  ///
  /// ```swift
  /// TableColumn("Age") { person in
  ///   Text("\(person.age)")
  /// }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled by a string variable, whose cells are `content`'s
  /// view of each row.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), comparator: nil, content: content)
  }

  /// A column for the value at `value`, drawn by `content`; the key path
  /// only matters in a sortable table.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled by a string variable for the value at `value`, drawn
  /// by `content`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: nil, content: content)
  }
}

// MARK: - Columns that sort

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column showing the string at `value`, which sorts by it.
  ///
  /// ```swift
  /// @State private var sortOrder = [KeyPathComparator(\Person.givenName)]
  ///
  /// Table(people, sortOrder: $sortOrder) {
  ///   TableColumn("Given Name", value: \.givenName)
  /// }
  /// ```
  ///
  /// Strings sort `.lexical`ly unless you pass another comparator, such
  /// as `.localizedStandard`.
  public init(
    _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// A column titled by a string variable, showing the string at
  /// `value`, which sorts by it.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// A column showing the string at `value`, which sorts by it with
  /// `comparator`: `.localizedStandard` (see
  /// ``Swift/SortComparator/localizedStandard``) or one of your own.
  ///
  /// ```swift
  /// TableColumn("Name", value: \.name, comparator: .localizedStandard)
  /// ```
  public init<C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable, comparator: C
  ) where Content == Text, C.Compared == String {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// A column titled by a string variable, showing the string at
  /// `value`, which sorts by it with `comparator`.
  @_disfavoredOverload
  public init<S: StringProtocol, C: SortComparator>(
    _ title: S, value: any KeyPath<RowValue, String> & Sendable, comparator: C
  ) where Content == Text, C.Compared == String {
    self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// A column drawn by `content` that sorts by the value at `value`.
  ///
  /// ```swift
  /// TableColumn("Minutes", value: \.minutes) { recipe in
  ///   Text("\(recipe.minutes) min")
  /// }
  /// ```
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
  }

  /// A column titled by a string variable, drawn by `content`, that sorts
  /// by the value at `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
  }
}

extension TableColumn where Sort.Compared == RowValue, Label == Text {
  /// A column drawn by `content` that sorts with `comparator` (its order
  /// flips on a second click).
  ///
  /// ```swift
  /// TableColumn("Due", sortUsing: DueDateComparator()) { task in
  ///   Text(task.dueText)
  /// }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: comparator, content: content)
  }

  /// A column titled by a string variable, drawn by `content`, that sorts
  /// with `comparator`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: comparator, content: content)
  }
}

// MARK: - Widths and alignment

extension TableColumn {
  /// This column `width` points wide (whole columns of 8 points); `nil`
  /// leaves it flexible.
  ///
  /// ```swift
  /// TableColumn("Age") { Text("\($0.age)") }
  ///   .width(48)   // 6 cells
  /// ```
  public func width(_ width: CGFloat?) -> TableColumn {
    var column = self
    column.width = width.map { TableColumnWidth.fixed(CellMetrics.layoutColumns($0)) } ?? TableColumnWidth()
    return column
  }

  /// This column's width bounds, in points: it takes `ideal` (kept within
  /// `min` and `max`), or shares the table's width with the other
  /// flexible columns when it has none.
  ///
  /// ```swift
  /// TableColumn("Notes", value: \.notes)
  ///   .width(min: 80, ideal: 160)
  /// ```
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
    var column = self
    column.width = TableColumnWidth(
      min: min.map(CellMetrics.layoutColumns), ideal: ideal.map(CellMetrics.layoutColumns),
      max: max.map(CellMetrics.layoutColumns))
    return column
  }

  /// Where this column's title and cells sit in it.
  ///
  /// ```swift
  /// TableColumn("Minutes", value: \.minutes) { Text("\($0.minutes)") }
  ///   .alignment(.trailing)
  /// ```
  public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
    var column = self
    column.alignment = alignment
    return column
  }
}
