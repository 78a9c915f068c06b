/// Lays out a lazy stack or grid: collects its made items and the rows not
/// made between them, estimates the rows not made, and finds where the
/// made items go, in lines along the axis (a ``LazyPlan``).
@MainActor
struct LazyPlanner {
  let stack: ViewNode
  let spec: LazyLayoutSpec

  private enum Entry {
    case item(ViewNode, row: Int)
    case gap(forEach: Int, Range<Int>, row: Int)
  }

  private var isVertical: Bool { spec.axis == .vertical }

  /// The plan for `cross` cells across the axis (`nil`: the items' own
  /// size), from the stack's origin.
  func plan(cross: Int?) -> LazyPlan {
    var plan = LazyPlan()
    var entries: [Entry] = []
    collect(stack, row: -1, entries: &entries, plan: &plan)

    // Tracks across the axis, and each item's size in its track.
    let tracks: [GridTrack]
    var sizes: [Size] = []
    sizes.reserveCapacity(entries.count)
    if let items = spec.tracks {
      // Columns are a cell apart; rows (of a horizontal grid) touch.
      tracks = GridItem.tracks(items, in: cross, axis: spec.axis, defaultSpacing: isVertical ? 1 : 0)
    } else if let cross {
      tracks = [GridTrack(start: 0, length: max(0, cross), alignment: nil)]
    } else {
      var widest = 0
      for case .item(let node, _) in entries {
        widest = max(widest, crossLength(node.measure(proposal(cross: nil))))
      }
      tracks = [GridTrack(start: 0, length: widest, alignment: nil)]
    }
    let measuredAt = { (track: Int) -> Int? in tracks[track].length }
    plan.trackCount = max(1, tracks.count)
    plan.crossLength = tracks.last.map { $0.start + $0.length } ?? 0

    // Measure the made items, cell by cell.
    var cell = 0
    for entry in entries {
      switch entry {
      case .item(let node, _):
        sizes.append(node.measure(proposal(cross: measuredAt(cell % plan.trackCount))))
        cell += 1
      case .gap(_, let range, _):
        sizes.append(.zero)
        cell += range.count
      }
    }
    let estimates = self.estimates(entries, sizes: sizes, plan: plan)

    // Lines along the axis.
    var position = 0
    var isFirstLine = true
    // The line in progress: its cells, and the sizes of its made items
    // (`nil` for a row not made, estimated by its `ForEach`).
    var pending: [(cell: LazyPlan.Cell, node: ViewNode?, size: Size)] = []
    pending.reserveCapacity(plan.trackCount)

    func flush() {
      guard !pending.isEmpty else { return }
      if !isFirstLine { position += spec.spacing }
      isFirstLine = false
      var length = 0
      for item in pending {
        length = max(length, item.node != nil ? mainLength(item.size) : estimates[item.cell.forEach])
      }
      plan.lines.append(
        LazyPlan.Line(start: position, length: length, firstCell: plan.cells.count, cellCount: pending.count))
      for (index, item) in pending.enumerated() {
        plan.cells.append(item.cell)
        if let node = item.node {
          let track = index % tracks.count
          node.itemIndex = plan.placements.count
          plan.placements.append(
            (
              node, frame(of: item.size, track: tracks[track], lineStart: position, lineLength: length),
              measuredAt(track)
            ))
        }
      }
      position += length
      pending.removeAll(keepingCapacity: true)
    }

    for (index, entry) in entries.enumerated() {
      switch entry {
      case .item(let node, let row):
        pending.append((LazyPlan.Cell(row: row), node, sizes[index]))
        if pending.count == plan.trackCount { flush() }
      case .gap(let forEach, let range, let row):
        func unmade(_ offset: Int) -> (cell: LazyPlan.Cell, node: ViewNode?, size: Size) {
          (LazyPlan.Cell(row: row, forEach: forEach, offset: offset), nil, .zero)
        }
        var offset = range.lowerBound
        // Finish the line in progress with rows not made.
        while offset < range.upperBound, !pending.isEmpty {
          pending.append(unmade(offset))
          offset += 1
          if pending.count == plan.trackCount { flush() }
        }
        let whole = (range.upperBound - offset) / plan.trackCount
        if whole > 0 {
          let estimate = estimates[forEach]
          if !isFirstLine { position += spec.spacing }
          isFirstLine = false
          plan.runs.append(
            LazyPlan.Run(
              forEach: forEach, firstOffset: offset, start: position, lines: whole, tracks: plan.trackCount,
              stride: estimate + spec.spacing, parent: row))
          position += whole * estimate + (whole - 1) * spec.spacing
          offset += whole * plan.trackCount
        }
        while offset < range.upperBound {
          pending.append(unmade(offset))
          offset += 1
        }
      }
    }
    flush()
    plan.length = position
    return plan
  }

  /// Walks the stack's content down to its layout items, through lazy
  /// `ForEach`es (their made rows, and gaps for the rest).
  private func collect(_ node: ViewNode, row: Int, entries: inout [Entry], plan: inout LazyPlan) {
    for child in node.children {
      if child.isLayoutItem {
        entries.append(.item(child, row: row))
      } else if let rows = child.keyedRows, rows.isLazy {
        let forEach = plan.forEaches.count
        plan.forEaches.append(rows)
        var next = 0
        let offsets = rows.rowOffsets
        let duplicates = rows.duplicateOffsets
        // The rows not made between `next` and `end`, less the duplicates.
        func gaps(to end: Int) {
          guard !duplicates.isEmpty else {
            if next < end { entries.append(.gap(forEach: forEach, next..<end, row: row)) }
            return
          }
          for skipped in duplicates.filter({ $0 >= next && $0 < end }).sorted() {
            if next < skipped { entries.append(.gap(forEach: forEach, next..<skipped, row: row)) }
            next = skipped + 1
          }
          if next < end { entries.append(.gap(forEach: forEach, next..<end, row: row)) }
        }
        for (index, rowNode) in rows.children.enumerated() {
          let offset = offsets[index]
          gaps(to: offset)
          plan.rows.append(LazyPlan.RowReference(forEach: forEach, offset: offset, parent: row))
          collect(rowNode, row: plan.rows.count - 1, entries: &entries, plan: &plan)
          next = offset + 1
        }
        gaps(to: rows.rowCount)
      } else {
        collect(child, row: row, entries: &entries, plan: &plan)
      }
    }
  }

  /// The estimated length of a row not made, by `ForEach`: the average
  /// length of its made rows (their items and the spacing between them in
  /// a stack, the longest of them in a grid), at least 1.
  private func estimates(_ entries: [Entry], sizes: [Size], plan: LazyPlan) -> [Int] {
    var lengths = Array(repeating: 0, count: plan.rows.count)
    var items = Array(repeating: 0, count: plan.rows.count)
    let isGrid = spec.tracks != nil
    for (index, entry) in entries.enumerated() {
      guard case .item(_, let row) = entry else { continue }
      let length = mainLength(sizes[index])
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
    var sums = Array(repeating: 0, count: plan.forEaches.count)
    var counts = Array(repeating: 0, count: plan.forEaches.count)
    for (index, reference) in plan.rows.enumerated() {
      sums[reference.forEach] += lengths[index]
      counts[reference.forEach] += 1
    }
    return zip(sums, counts).map { sum, count in count == 0 ? 1 : max(1, (sum + count / 2) / count) }
  }

  func proposal(cross: Int?) -> ProposedSize {
    isVertical ? ProposedSize(width: cross, height: nil) : ProposedSize(width: nil, height: cross)
  }

  private func mainLength(_ size: Size) -> Int { isVertical ? size.height : size.width }
  private func crossLength(_ size: Size) -> Int { isVertical ? size.width : size.height }

  /// An item's frame in its cell, from the stack's origin: aligned across
  /// in its track, and along the axis in its line.
  private func frame(of size: Size, track: GridTrack, lineStart: Int, lineLength: Int) -> Rect {
    let alignment = track.alignment ?? spec.alignment
    if isVertical {
      let x = track.start + alignment.horizontal.offset(child: size.width, in: track.length)
      let y = lineStart + alignment.vertical.offset(child: size.height, in: lineLength)
      return Rect(x: x, y: y, width: size.width, height: size.height)
    } else {
      let x = lineStart + alignment.horizontal.offset(child: size.width, in: lineLength)
      let y = track.start + alignment.vertical.offset(child: size.height, in: track.length)
      return Rect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}
