/// A row not made yet: its `ForEach` and its data offset.
struct UnmadeRow {
  let rows: any KeyedRows
  let offset: Int
}

extension ViewNode {
  /// The first (`forward`) or last focusable view in this subtree.
  func focusTarget(forward: Bool) -> ViewNode? {
    guard focusOrderCount > 0 else { return nil }
    return forward ? firstFocusTarget : lastInFocusOrder
  }

  /// The offset of the row of the lazy `rows` this node is in, if it is
  /// inside one.
  func rowOffset(in rows: any KeyedRows) -> Int? {
    var node = self
    while let parent = node.parent {
      if parent === rows {
        return node.indexInParent < rows.rowOffsets.count ? rows.rowOffsets[node.indexInParent] : nil
      }
      node = parent
    }
    return nil
  }

  /// Whether this node comes before `row` in tree order.
  func precedes(_ row: UnmadeRow) -> Bool {
    if let offset = rowOffset(in: row.rows) { return offset < row.offset }
    return precedesInTree(row.rows)
  }
}

extension UnmadeRow {
  /// Whether this row comes before `node` in tree order.
  @MainActor
  func precedes(_ node: ViewNode) -> Bool {
    if let offset = node.rowOffset(in: rows) { return self.offset < offset }
    return rows.precedesInTree(node) && !rows.isInside(node)
  }

  /// Whether this row comes before `other` in tree order.
  @MainActor
  func precedes(_ other: UnmadeRow) -> Bool {
    if rows === other.rows { return offset < other.offset }
    if let offset = rows.rowOffset(in: other.rows) { return offset < other.offset }
    if let offset = other.rows.rowOffset(in: rows) { return self.offset < offset }
    return rows.precedesInTree(other.rows)
  }
}

extension KeyedRows {
  /// The first row not made after offset `after` (from the start when
  /// `nil`).
  func firstUnmade(after: Int?) -> Int? {
    var candidate = (after ?? -1) + 1
    // Made rows are ascending: skip the run starting at the candidate.
    var low = rowOffsets.partitioningIndex { $0 >= candidate }
    while low < rowOffsets.count, rowOffsets[low] == candidate {
      candidate += 1
      low += 1
    }
    return candidate < rowCount ? candidate : nil
  }

  /// The last row not made before offset `before` (from the end when
  /// `nil`).
  func lastUnmade(before: Int?) -> Int? {
    var candidate = (before ?? rowCount) - 1
    var index = rowOffsets.partitioningIndex { $0 > candidate } - 1
    while index >= 0, rowOffsets[index] == candidate {
      candidate -= 1
      index -= 1
    }
    return candidate >= 0 ? candidate : nil
  }
}

extension KeyedRows {
  /// Whether a view in a made row is bound to the focus state `state`.
  func bindsState(_ state: Int) -> Bool {
    var pending: [ViewNode] = children
    while let node = pending.popLast() {
      if node.hasFocusEntry(where: { $0.key?.state == state }) { return true }
      pending.append(contentsOf: node.children)
    }
    return false
  }
}
