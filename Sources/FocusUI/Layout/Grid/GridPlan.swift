/// The columns and rows of a ``Grid`` for one width: which column each
/// cell starts in, how wide each column is and how tall each row.
@MainActor
struct GridPlan {
  /// A row of cells, or a view across every column.
  enum Line {
    case row(GridRowNode, [Cell])
    case across(ViewNode)
  }

  struct Cell {
    var node: ViewNode
    var column: Int
    var span: Int
    var traits: LayoutTraits
  }

  private(set) var lines: [Line] = []
  private(set) var columnWidths: [Int] = []
  private(set) var lineHeights: [Int] = []
  /// Where each column starts, from the grid's leading edge.
  private(set) var columnStarts: [Int] = []
  /// Each column's alignment, from the first of its cells that sets one.
  private(set) var columnAlignments: [HorizontalAlignment?] = []
  private(set) var size = Size.zero
  let spec: GridSpec

  init(grid: ViewNode, items: [ViewNode], spec: GridSpec, width: Int?) {
    self.spec = spec
    var columnCount = 0
    for item in items {
      guard let row = item as? GridRowNode else {
        lines.append(.across(item))
        continue
      }
      var column = 0
      var cells: [Cell] = []
      for cellItem in row.layoutItems {
        let traits = LayoutTraits.of(cellItem, in: row)
        let span = min(1_000, max(1, traits.gridCellColumns ?? 1))
        cells.append(Cell(node: cellItem, column: column, span: span, traits: traits))
        column += span
      }
      columnCount = max(columnCount, column)
      lines.append(.row(row, cells))
    }
    columnWidths = widths(columnCount: columnCount, proposed: width)
    var start = 0
    for width in columnWidths {
      columnStarts.append(start)
      start += width + spec.horizontalSpacing
    }
    columnAlignments = Array(repeating: nil, count: columnCount)
    for case .row(_, let cells) in lines {
      for cell in cells where cell.span == 1 && columnAlignments[cell.column] == nil {
        columnAlignments[cell.column] = cell.traits.gridColumnAlignment
      }
    }
    let columnsWidth =
      columnCount == 0 ? 0 : columnWidths.reduce(0, +) + spec.horizontalSpacing * (columnCount - 1)
    var acrossWidth = 0
    for case .across(let node) in lines {
      // Ideal widths: a divider across the grid does not widen it.
      acrossWidth = max(acrossWidth, node.measure(.unspecified).width)
    }
    let gridWidth = max(columnsWidth, width.map { min($0, acrossWidth) } ?? acrossWidth)
    for line in lines {
      switch line {
      case .across(let node):
        lineHeights.append(node.measure(ProposedSize(width: gridWidth, height: nil)).height)
      case .row(_, let cells):
        var height = 0
        for cell in cells where cell.traits.gridCellUnsizedAxes?.contains(.vertical) != true {
          height = max(height, cell.node.measure(ProposedSize(width: cellWidth(cell), height: nil)).height)
        }
        lineHeights.append(height)
      }
    }
    let height = lineHeights.reduce(0, +) + spec.verticalSpacing * max(0, lines.count - 1)
    size = Size(width: gridWidth, height: height)
  }

  private func cellWidth(_ cell: Cell) -> Int {
    let end = min(columnWidths.count, cell.column + cell.span)
    guard cell.column < end else { return 0 }
    return columnWidths[cell.column..<end].reduce(0, +) + spec.horizontalSpacing * (end - cell.column - 1)
  }

  /// Each column's width: its widest cell's ideal width, then shrunk to
  /// fit `proposed` (widest first) or grown into it (the columns whose
  /// cells grow, equally).
  private func widths(columnCount: Int, proposed: Int?) -> [Int] {
    guard columnCount > 0 else { return [] }
    let spacing = spec.horizontalSpacing
    var ideal = Array(repeating: 0, count: columnCount)
    var largest = Array(repeating: 0, count: columnCount)
    let available = proposed.map { max(0, $0 - spacing * (columnCount - 1)) }
    var spanning: [Cell] = []
    for case .row(_, let cells) in lines {
      for cell in cells where cell.traits.gridCellUnsizedAxes?.contains(.horizontal) != true {
        if cell.span > 1 {
          spanning.append(cell)
          continue
        }
        ideal[cell.column] = max(ideal[cell.column], cell.node.measure(.unspecified).width)
        if let available {
          let grown = cell.node.measure(ProposedSize(width: available, height: nil)).width
          largest[cell.column] = max(largest[cell.column], min(available, grown))
        }
      }
    }
    // A cell across columns widens them evenly when they are too narrow.
    for cell in spanning {
      let end = min(columnCount, cell.column + cell.span)
      let have = ideal[cell.column..<end].reduce(0, +) + spacing * (end - cell.column - 1)
      let need = cell.node.measure(.unspecified).width
      guard need > have else { continue }
      let count = end - cell.column
      for (offset, column) in (cell.column..<end).enumerated() {
        ideal[column] += (need - have) / count + (offset < (need - have) % count ? 1 : 0)
      }
    }
    guard let available else { return ideal }
    var widths = ideal
    let total = ideal.reduce(0, +)
    if total > available {
      // Short of room: the narrowest columns keep their width first.
      var remaining = available
      let order = ideal.indices.sorted { ideal[$0] < ideal[$1] }
      for (index, column) in order.enumerated() {
        widths[column] = min(ideal[column], remaining / (columnCount - index))
        remaining -= widths[column]
      }
    } else if total < available {
      // Room to spare: the columns that grow share it.
      var extra = available - total
      let growing = ideal.indices.filter { largest[$0] > ideal[$0] }.sorted {
        largest[$0] - ideal[$0] < largest[$1] - ideal[$1]
      }
      for (index, column) in growing.enumerated() {
        let share = min(largest[column] - ideal[column], extra / (growing.count - index))
        widths[column] += share
        extra -= share
      }
    }
    return widths
  }

  /// Places the rows and their cells in `frame`.
  func place(in frame: Rect, rightToLeft: Bool) {
    let gridFrame = Rect(x: frame.minX, y: frame.minY, width: size.width, height: size.height)
    func placed(_ rect: Rect) -> Rect { rightToLeft ? rect.mirrored(in: gridFrame) : rect }
    var y = frame.minY
    for (line, height) in zip(lines, lineHeights) {
      switch line {
      case .across(let node):
        let itemSize = node.measure(ProposedSize(width: size.width, height: height))
        let width = min(itemSize.width, size.width)
        let x = frame.minX + spec.alignment.horizontal.offset(child: width, in: size.width)
        node.place(in: placed(Rect(x: x, y: y, width: width, height: min(itemSize.height, height))))
      case .row(let row, let cells):
        var frames: [Rect] = []
        frames.reserveCapacity(cells.count)
        let vertical = row.alignment ?? spec.alignment.vertical
        for cell in cells {
          let cellWidth = cellWidth(cell)
          let start = cell.column < columnStarts.count ? columnStarts[cell.column] : size.width
          let itemSize = cell.node.measure(ProposedSize(width: cellWidth, height: height))
          let width = min(itemSize.width, cellWidth)
          let itemHeight = min(itemSize.height, height)
          let horizontal =
            (cell.span == 1 ? columnAlignments[cell.column] : nil) ?? spec.alignment.horizontal
          let x = frame.minX + start + horizontal.offset(child: width, in: cellWidth)
          let cellY = y + vertical.offset(child: itemHeight, in: height)
          frames.append(placed(Rect(x: x, y: cellY, width: width, height: itemHeight)))
        }
        row.isInGrid = true
        row.cellFrames = frames
        row.place(in: Rect(x: frame.minX, y: y, width: size.width, height: height))
      }
      y += height + spec.verticalSpacing
    }
  }
}
