/// What a ``Table`` is made of: its header row of titles above a list of
/// rows laid out in columns, the columns' widths made from the table's
/// width.
struct TableContent<Value: Identifiable>: View {
  let columns: [TableColumnSpec<Value>]
  let values: [Value]
  let selection: (any ListSelection)?
  let sorting: TableSorting?

  var body: some View {
    GeometryReader { proxy in
      // The last cell of each line is left to the list's scroll bar.
      let widths = TableColumnWidth.layout(
        columns.map(\.width), in: CellMetrics.columns(proxy.size.width) - 1, spacing: TableColumnWidth.spacing)
      VStack(alignment: .leading, spacing: 0) {
        TableHeader(cells: headerCells(widths: widths))
        List<Value.ID, ForEach<[Value], Value.ID, TableRowCells>>(
          content: ForEach(values, id: \.id) { value in
            TableRowCells(cells: cells(of: value, widths: widths))
          },
          selection: selection)
      }
    }
  }

  private func headerCells(widths: [Int]) -> [any View] {
    columns.indices.map { index in
      let column = columns[index]
      let order = column.comparator.flatMap { sorting?.order($0) }
      var sort: (@MainActor @Sendable () -> Void)?
      if let comparator = column.comparator, let sorting {
        sort = { sorting.sort(comparator) }
      }
      return TableHeaderCell(label: column.label, order: order, sort: sort)
        .frame(width: .columns(widths[index]), alignment: column.alignment.frame)
    }
  }

  private func cells(of value: Value, widths: [Int]) -> [any View] {
    columns.indices.map { index in
      columns[index].cell(value)
        .lineLimit(1)
        .frame(width: .columns(widths[index]), alignment: columns[index].alignment.frame)
    }
  }
}

extension TableColumnAlignment {
  /// Where a cell's content sits in its frame.
  var frame: Alignment { Alignment(horizontal: horizontal, vertical: .center) }
}

/// The row of column titles above a table's rows.
struct TableHeader: View {
  let cells: [any View]

  var body: some View {
    HStack(spacing: .columns(TableColumnWidth.spacing)) {
      TupleView((), children: cells)
    }
    .bold()
  }
}

/// One column's title: a click sorts by the column when it sorts; ▲ or ▼
/// shows the order the table is sorted by it in.
struct TableHeaderCell: View {
  let label: AnyView
  let order: SortOrder?
  let sort: (@MainActor @Sendable () -> Void)?

  var body: some View {
    if let sort {
      title.onTapGesture(perform: sort)
    } else {
      title
    }
  }

  private var title: some View {
    HStack(spacing: 0) {
      label.lineLimit(1)
      if let order {
        Text(order == .forward ? " ▲" : " ▼")
      }
    }
  }
}

/// The cells of one row of a table, side by side.
struct TableRowCells: View {
  let cells: [any View]

  var body: some View {
    HStack(spacing: .columns(TableColumnWidth.spacing)) {
      TupleView((), children: cells)
    }
  }
}
