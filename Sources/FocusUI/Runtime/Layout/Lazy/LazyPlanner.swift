/// Lays out a lazy stack or grid: collects its made items and the rows not
/// made between them, estimates the rows not made, and places the made
/// items in lines along the axis.
@MainActor
struct LazyPlanner {
  let stack: ViewNode
  let spec: LazyLayoutSpec

  private enum Entry {
    case item(ViewNode, row: Int)
    case gap(any KeyedRows, Range<Int>, row: Int)
  }

  private var isVertical: Bool { spec.axis == .vertical }

  /// The plan for `cross` cells across the axis (`nil`: the items' own
  /// size), from `origin`; with `place`, the made items are placed.
  func plan(cross: Int?, origin: Point, place: Bool) -> LazyPlan {
    var plan = LazyPlan()
    var entries: [Entry] = []
    collect(stack, row: -1, entries: &entries, plan: &plan)

    // Tracks across the axis, and each item's size in its track.
    let tracks: [GridTrack]
    var sizes: [ObjectIdentifier: Size] = [:]
    if let items = spec.tracks {
      // Columns are a cell apart; rows (of a horizontal grid) touch.
      tracks = GridItem.tracks(items, in: cross, defaultSpacing: isVertical ? 1 : 0)
    } else if let cross {
      tracks = [GridTrack(start: 0, length: max(0, cross), alignment: nil)]
    } else {
      var widest = 0
      for case .item(let node, _) in entries {
        let size = node.measure(proposal(cross: nil))
        sizes[ObjectIdentifier(node)] = size
        widest = max(widest, crossLength(size))
      }
      tracks = [GridTrack(start: 0, length: widest, alignment: nil)]
    }
    plan.trackCount = max(1, tracks.count)
    plan.crossLength = tracks.last.map { $0.start + $0.length } ?? 0

    // Measure the made items, cell by cell.
    var cell = 0
    for entry in entries {
      switch entry {
      case .item(let node, _):
        let track = tracks[cell % plan.trackCount]
        sizes[ObjectIdentifier(node)] = node.measure(proposal(cross: track.length))
        cell += 1
      case .gap(_, let range, _):
        cell += range.count
      }
    }
    let estimates = self.estimates(entries, sizes: sizes, plan: plan)

    // Lines along the axis.
    let originMain = isVertical ? origin.y : origin.x
    let originCross = isVertical ? origin.x : origin.y
    var position = originMain
    var isFirstLine = true
    var pending: [(node: ViewNode?, rows: (any KeyedRows)?, offset: Int, row: Int)] = []

    func flush() {
      guard !pending.isEmpty else { return }
      if !isFirstLine { position += spec.spacing }
      isFirstLine = false
      var length = 0
      for cell in pending {
        if let node = cell.node {
          length = max(length, mainLength(sizes[ObjectIdentifier(node)] ?? .zero))
        } else if let rows = cell.rows {
          length = max(length, estimates[ObjectIdentifier(rows)] ?? 1)
        }
      }
      var line = LazyPlan.Line(start: position, length: length, madeRows: [], unmade: [])
      for (index, cell) in pending.enumerated() {
        if let node = cell.node {
          line.madeRows.append(cell.row)
          if place {
            let size = sizes[ObjectIdentifier(node)] ?? .zero
            let track = tracks[index % tracks.count]
            node.place(
              in: frame(of: size, track: track, lineStart: position, lineLength: length, crossOrigin: originCross))
          }
        } else if let rows = cell.rows {
          line.unmade.append((rows, cell.offset, cell.row))
        }
      }
      plan.lines.append(line)
      position += length
      pending.removeAll(keepingCapacity: true)
    }

    for entry in entries {
      switch entry {
      case .item(let node, let row):
        pending.append((node, nil, 0, row))
        if pending.count == plan.trackCount { flush() }
      case .gap(let rows, let range, let row):
        var offset = range.lowerBound
        // Finish the line in progress with rows not made.
        while offset < range.upperBound, !pending.isEmpty {
          pending.append((nil, rows, offset, row))
          offset += 1
          if pending.count == plan.trackCount { flush() }
        }
        let whole = (range.upperBound - offset) / plan.trackCount
        if whole > 0 {
          let estimate = estimates[ObjectIdentifier(rows)] ?? 1
          if !isFirstLine { position += spec.spacing }
          isFirstLine = false
          plan.runs.append(
            LazyPlan.Run(
              rows: rows, firstOffset: offset, start: position, lines: whole, tracks: plan.trackCount,
              stride: estimate + spec.spacing, parent: row))
          position += whole * estimate + (whole - 1) * spec.spacing
          offset += whole * plan.trackCount
        }
        while offset < range.upperBound {
          pending.append((nil, rows, offset, row))
          offset += 1
        }
      }
    }
    flush()
    plan.length = position - originMain
    return plan
  }

  /// Walks the stack's content down to its layout items, through lazy
  /// `ForEach`es (their made rows, and gaps for the rest).
  private func collect(_ node: ViewNode, row: Int, entries: inout [Entry], plan: inout LazyPlan) {
    for child in node.children {
      if child.isLayoutItem {
        entries.append(.item(child, row: row))
      } else if let rows = child as? any KeyedRows, rows.isLazy {
        plan.forEaches.append(rows)
        var next = 0
        for (index, rowNode) in rows.children.enumerated() {
          let offset = rows.rowOffsets[index]
          if offset > next { entries.append(.gap(rows, next..<offset, row: row)) }
          plan.rows.append(LazyPlan.RowReference(rows: rows, offset: offset, parent: row))
          collect(rowNode, row: plan.rows.count - 1, entries: &entries, plan: &plan)
          next = offset + 1
        }
        if next < rows.rowCount { entries.append(.gap(rows, next..<rows.rowCount, row: row)) }
      } else {
        collect(child, row: row, entries: &entries, plan: &plan)
      }
    }
  }

  /// The estimated length of a row not made, by `ForEach`: the average
  /// length of its made rows (their items and the spacing between them in
  /// a stack, the longest of them in a grid), at least 1.
  private func estimates(_ entries: [Entry], sizes: [ObjectIdentifier: Size], plan: LazyPlan) -> [ObjectIdentifier: Int]
  {
    var lengths = Array(repeating: 0, count: plan.rows.count)
    var items = Array(repeating: 0, count: plan.rows.count)
    let isGrid = spec.tracks != nil
    for case .item(let node, let row) in entries {
      let length = mainLength(sizes[ObjectIdentifier(node)] ?? .zero)
      var current = row
      while current >= 0 {
        if isGrid {
          lengths[current] = max(lengths[current], length)
        } else {
          lengths[current] += length + (items[current] > 0 ? spec.spacing : 0)
        }
        items[current] += 1
        current = plan.rows[current].parent
      }
    }
    var totals: [ObjectIdentifier: (sum: Int, count: Int)] = [:]
    for (index, reference) in plan.rows.enumerated() {
      let key = ObjectIdentifier(reference.rows)
      let total = totals[key] ?? (0, 0)
      totals[key] = (total.sum + lengths[index], total.count + 1)
    }
    var estimates: [ObjectIdentifier: Int] = [:]
    for rows in plan.forEaches {
      let key = ObjectIdentifier(rows)
      guard let total = totals[key], total.count > 0 else {
        estimates[key] = 1
        continue
      }
      estimates[key] = max(1, (total.sum + total.count / 2) / total.count)
    }
    return estimates
  }

  private func proposal(cross: Int?) -> ProposedSize {
    isVertical ? ProposedSize(width: cross, height: nil) : ProposedSize(width: nil, height: cross)
  }

  private func mainLength(_ size: Size) -> Int { isVertical ? size.height : size.width }
  private func crossLength(_ size: Size) -> Int { isVertical ? size.width : size.height }

  /// An item's frame in its cell: aligned across in its track, and along
  /// the axis in its line.
  private func frame(of size: Size, track: GridTrack, lineStart: Int, lineLength: Int, crossOrigin: Int) -> Rect {
    let alignment = track.alignment ?? spec.alignment
    if isVertical {
      let x = crossOrigin + track.start + alignment.horizontal.offset(child: size.width, in: track.length)
      let y = lineStart + alignment.vertical.offset(child: size.height, in: lineLength)
      return Rect(x: x, y: y, width: size.width, height: size.height)
    } else {
      let x = lineStart + alignment.horizontal.offset(child: size.width, in: lineLength)
      let y = crossOrigin + track.start + alignment.vertical.offset(child: size.height, in: track.length)
      return Rect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}
