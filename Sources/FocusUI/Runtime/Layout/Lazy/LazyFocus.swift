import FocusEngine

/// Focus reaching rows of lazy stacks that are not made yet.
///
/// - **Tab and Shift-Tab.** Before a move, every row not made that lies
///   between the focused view and the view the move would reach (in tree
///   order, wrapping around as Tab does) is a place focus may belong. The
///   first such row is made; if it holds a focusable view, the move lands
///   there, as in an eager stack. Rows without one are passed over, up to
///   ``probeLimit`` rows per key press. A `ForEach` none of whose made rows
///   ever held a focusable view is passed over whole (a list of text, say).
/// - **A focus-state write** whose value no made view is bound to looks for
///   a row it names: the value itself, or any value inside it (an enum
///   case's associated value, a stored property, an `Identifiable` value's
///   `id`, two levels deep), equal to the id of a row not made yet, in a
///   lazy `ForEach` whose made rows bind the same state. That row is made,
///   and the write lands if a view in it is bound to the value. Otherwise
///   the write waits, as any write for a view not there yet does, with a
///   runtime warning.
enum LazyFocus {
  /// The most rows made to find the next focusable view, per key press.
  static let probeLimit = 256
  /// The most rows made to resolve one write.
  static let writeLimit = 8
}

/// A row not made yet: its `ForEach` and its data offset.
struct UnmadeRow {
  let rows: any KeyedRows
  let offset: Int
}

extension ViewNode {
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
    var low = 0
    var high = rowOffsets.count
    while low < high {
      let mid = (low + high) / 2
      if rowOffsets[mid] < candidate { low = mid + 1 } else { high = mid }
    }
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
    var low = 0
    var high = rowOffsets.count
    while low < high {
      let mid = (low + high) / 2
      if rowOffsets[mid] <= candidate { low = mid + 1 } else { high = mid }
    }
    var index = low - 1
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
      if let entry = node as? any FocusEntry, entry.key?.state == state { return true }
      pending.append(contentsOf: node.children)
    }
    return false
  }
}

extension FocusSession {
  /// The lazy `ForEach`es of the window, in tree order.
  var lazyForEaches: [any KeyedRows] {
    guard let scrolling = graph.existingFeature(ScrollSession.self) else { return [] }
    var result: [any KeyedRows] = []
    for stack in scrolling.stacks {
      func visit(_ node: ViewNode) {
        for child in node.children where !child.isLayoutItem || child === stack {
          if let rows = child as? any KeyedRows, rows.isLazy { result.append(rows) }
          visit(child)
        }
      }
      visit(stack)
    }
    return result
  }

  // MARK: - Tab

  /// Makes the rows of lazy stacks that a Tab (`forward`) or Shift-Tab
  /// would pass over, until one holds a focusable view (see ``LazyFocus``).
  func makeRowsBeforeMove(forward: Bool) {
    let forEaches = lazyForEaches.filter { rows in
      if rows.focusOrderCount > 0 { rows.rowsMayTakeFocus = true }
      return rows.rowsMayTakeFocus && rows.rowOffsets.count < rows.rowCount
    }
    guard !forEaches.isEmpty else { return }
    for _ in 0..<LazyFocus.probeLimit {
      guard let row = nextUnmadeRow(in: forEaches, forward: forward) else { return }
      row.rows.makeRow(at: row.offset)
      applyPendingFocusability()
    }
  }

  /// The first row not made that a move would pass over.
  private func nextUnmadeRow(in forEaches: [any KeyedRows], forward: Bool) -> UnmadeRow? {
    let focused = tree.focused.flatMap { graph.node($0) }
    let candidate = (forward ? tree.nextCandidate() : tree.previousCandidate()).flatMap { graph.node($0) }
    // Whether the move goes past the end of the order and starts over.
    let wraps: Bool
    if let focused, let candidate {
      wraps =
        candidate === focused || (forward ? !focused.precedesInTree(candidate) : focused.precedesInTree(candidate))
    } else {
      wraps = false
    }
    /// Whether `row` lies between the focused view and the candidate on
    /// the near side (before any wrap).
    func beyondFocus(_ row: UnmadeRow) -> Bool {
      guard let focused else { return false }
      return forward ? focused.precedes(row) : row.precedes(focused)
    }
    func beforeCandidate(_ row: UnmadeRow) -> Bool {
      guard let candidate else { return true }
      return forward ? row.precedes(candidate) : candidate.precedes(row)
    }
    var near: UnmadeRow?
    var far: UnmadeRow?
    for rows in forEaches {
      // The nearest row of `rows` beyond focus, and the first from the
      // start (last from the end) for a move that wraps or starts afresh.
      let focusRow = focused.flatMap { $0.rowOffset(in: rows) }
      var beyond: UnmadeRow?
      if let focused {
        if let focusRow {
          beyond = (forward ? rows.firstUnmade(after: focusRow) : rows.lastUnmade(before: focusRow))
            .map { UnmadeRow(rows: rows, offset: $0) }
        } else if forward ? focused.precedesInTree(rows) : rows.precedesInTree(focused) && !focused.isInside(rows) {
          beyond = (forward ? rows.firstUnmade(after: nil) : rows.lastUnmade(before: nil))
            .map { UnmadeRow(rows: rows, offset: $0) }
        }
      }
      let fromEnd = (forward ? rows.firstUnmade(after: nil) : rows.lastUnmade(before: nil))
        .map { UnmadeRow(rows: rows, offset: $0) }
      if let beyond, beyondFocus(beyond), wraps || beforeCandidate(beyond) {
        if near.map({ forward ? beyond.precedes($0) : $0.precedes(beyond) }) ?? true { near = beyond }
      } else if focused == nil || wraps, let fromEnd, beforeCandidate(fromEnd) {
        if far.map({ forward ? fromEnd.precedes($0) : $0.precedes(fromEnd) }) ?? true { far = fromEnd }
      }
    }
    return near ?? far
  }

  // MARK: - Writes

  /// The view a write of `key` lands on once the row its value names is
  /// made (see ``LazyFocus``), or `nil` (with a runtime warning if `warns`)
  /// when no row not made can be found for it.
  func lazyTarget(for key: BindingKey, warns: Bool = true) -> ViewNode? {
    // Only lists whose rows bind this state (or none made to tell).
    let forEaches = lazyForEaches.filter { rows in
      rows.rowOffsets.count < rows.rowCount && (rows.children.isEmpty || rows.bindsState(key.state))
    }
    guard !forEaches.isEmpty else { return nil }
    let candidates = Self.rowIDs(in: key.value)
    var made = 0
    var named: [AnyHashable] = []
    for rows in forEaches {
      for id in candidates {
        guard case .notMade(let offset) = rows.row(forKey: id) else { continue }
        named.append(id)
        rows.makeRow(at: offset)
        applyPendingFocusability()
        if let target = target(for: key) { return target }
        made += 1
        if made >= LazyFocus.writeLimit { break }
      }
    }
    guard warns, shouldWarnLazyWrite(key) else { return nil }
    let typeName = registryTypeName(key)
    if named.isEmpty {
      graph.diagnostics.warn(
        "\(typeName): the value \(Self.describe(key.value)) is bound to no view made yet, and names no row of a "
          + "lazy stack not made yet (a row is found when the value, a value inside it or its id equals the row's "
          + "ForEach id); the write waits for its view.")
    } else {
      graph.diagnostics.warn(
        "\(typeName): the value \(Self.describe(key.value)) names a row of a lazy stack, which was made, but no "
          + "view in it is bound to the value; the write waits for its view.")
    }
    return nil
  }

  /// The values a focus-state value may name rows by: itself, the values
  /// inside it (associated values, stored properties, two levels deep) and
  /// the ids of the `Identifiable` ones among them.
  static func rowIDs(in value: AnyHashable) -> [AnyHashable] {
    var result: [AnyHashable] = []
    func add(_ candidate: AnyHashable) {
      if !result.contains(candidate) { result.append(candidate) }
    }
    func identifier<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
    func visit(_ value: Any, depth: Int) {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        if let wrapped = mirror.children.first { visit(wrapped.value, depth: depth) }
        return
      }
      if let hashable = value as? AnyHashable { add(hashable) }
      if let identifiable = value as? any Identifiable { add(identifier(identifiable)) }
      guard depth < 2 else { return }
      for child in mirror.children { visit(child.value, depth: depth + 1) }
    }
    visit(value.base, depth: 0)
    return result
  }
}
