import FocusEngine

/// Focus reaching rows of lazy stacks that are not made yet.
///
/// - **Tab and Shift-Tab.** Before a move, every row not made that lies
///   between the focused view and the view the move would reach (in tree
///   order, wrapping around as Tab does) is a place focus may belong. The
///   first such row is made; if it holds a focusable view, the move lands
///   there, as in an eager stack. Rows without one are passed over, up to
///   ``probeLimit`` rows per key press. A `ForEach` that made rows, none of
///   which ever held a focusable view, is passed over whole (a list of
///   text, say).
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

/// The place of the focused view that left the focus order: Tab resumes
/// there. With lazy stacks, Tab's remembered neighbours may be rows not
/// made, or rows released since: they are kept by key, to be made again.
struct Vacancy {
  var place: FocusPlace
  /// The last node made before the update in which focus left: lists
  /// made since are not among the views Tab resumes with (as views
  /// inserted since a removal are not, in ``FocusTree``).
  var lastNodeBefore: Int
  /// The neighbours Tab resumes with, when they are in rows of lazy
  /// stacks.
  var next: RememberedRow?
  var previous: RememberedRow?
}

/// A row of a lazy stack holding the view Tab remembers.
struct RememberedRow {
  let rows: any KeyedRows
  let key: AnyHashable
  let node: NodeID
}

/// Where a Tab starts from, for rows not made: the focused view, or the
/// place of the focused view that left (a removed row of a lazy stack, or
/// the place of a removed subtree between the views around it).
enum FocusPlace {
  case start
  case node(ViewNode)
  /// Before row `offset` of a lazy `ForEach` (the focused row was there).
  case row(any KeyedRows, Int)
  /// Just after this view and everything inside it.
  case after(ViewNode)

  var isStart: Bool {
    if case .start = self { return true }
    return false
  }

  /// The place with views that left since replaced by where they were:
  /// after the last view still there before them in their parent, or at
  /// the start of the parent.
  @MainActor
  var resolved: FocusPlace {
    func place(of node: ViewNode) -> FocusPlace {
      var gone = node
      while let parent = gone.parent, !parent.isMounted { gone = parent }
      guard let parent = gone.parent else { return .start }
      let before = parent.children.last { $0.isMounted && $0.indexInParent < gone.indexInParent && $0 !== gone }
      return before.map { .after($0) } ?? .node(parent)
    }
    switch self {
    case .start: return self
    case .node(let node): return node.isMounted ? self : place(of: node)
    case .after(let node): return node.isMounted ? self : place(of: node)
    case .row(let rows, _): return rows.isMounted ? self : place(of: rows)
    }
  }

  /// The place of `node`, which had focus and is leaving the focus order
  /// (while its subtree unmounts, its links to its parents still hold).
  @MainActor
  static func vacated(by node: ViewNode) -> FocusPlace {
    if node.isMounted { return .node(node) }
    var top = node
    while let parent = top.parent, !parent.isMounted { top = parent }
    guard let parent = top.parent else { return .start }
    let index = top.indexInParent
    if let rows = parent as? any KeyedRows, rows.isLazy, index < rows.rowOffsets.count {
      return .row(rows, rows.rowOffsets[index])
    }
    if let before = parent.children.prefix(index).last(where: { $0.isMounted }) {
      return .after(before)
    }
    return .node(parent)
  }

  /// How many rows of `rows` come before this place: the others come
  /// after it.
  @MainActor
  func split(in rows: any KeyedRows) -> Int {
    switch self {
    case .start:
      return 0
    case .node(let node):
      if let row = node.rowOffset(in: rows) { return row + 1 }
      return node.precedesInTree(rows) ? 0 : rows.rowCount
    case .after(let node):
      if let row = node.rowOffset(in: rows) { return row + 1 }
      if rows.isInside(node) { return rows.rowCount }
      return node.precedesInTree(rows) ? 0 : rows.rowCount
    case .row(let vacated, let offset):
      if vacated === rows { return min(offset, rows.rowCount) }
      if let row = vacated.rowOffset(in: rows) { return row + 1 }
      if let row = rows.rowOffset(in: vacated) { return row < offset ? rows.rowCount : 0 }
      return vacated.precedesInTree(rows) ? 0 : rows.rowCount
    }
  }

  /// Whether this place comes before `node`.
  @MainActor
  func precedes(_ node: ViewNode) -> Bool {
    switch self {
    case .start:
      return true
    case .node(let own):
      return own !== node && own.precedesInTree(node)
    case .after(let own):
      return !node.isInside(own) && own.precedesInTree(node)
    case .row(let vacated, let offset):
      if let row = node.rowOffset(in: vacated) { return row >= offset }
      return vacated.precedesInTree(node)
    }
  }
}

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

  /// The lazy `ForEach`es Tab may find focusable rows in that are not
  /// made; with `madeBefore`, only those made before that node id.
  private func probedForEaches(madeBefore limit: Int? = nil) -> [any KeyedRows] {
    lazyForEaches.filter { rows in
      if rows.focusOrderCount > 0 { rows.rowsMayTakeFocus = true }
      if let limit, rows.id.rawValue > limit { return false }
      return (rows.rowsMayTakeFocus || !rows.everMadeRows) && rows.rowOffsets.count < rows.rowCount
    }
  }

  /// Makes the rows of lazy stacks that a Tab (`forward`) or Shift-Tab
  /// would pass over, until one holds a focusable view, and returns that
  /// view: the move lands there (see ``LazyFocus``). With nothing focused
  /// after the focused view left, Tab resumes with the neighbour it
  /// remembers, made again if its row was released.
  func makeRowsBeforeMove(forward: Bool) -> ViewNode? {
    let origin: FocusPlace
    if let focused = tree.focused.flatMap({ graph.node($0) }) {
      origin = .node(focused)
    } else if let vacancy {
      guard let remembered = forward ? vacancy.next : vacancy.previous, !tree.contains(remembered.node) else {
        return nil
      }
      return remake(remembered, forward: forward)
    } else {
      origin = .start
    }
    let forEaches = probedForEaches()
    guard !forEaches.isEmpty else { return nil }
    let candidate = (forward ? tree.nextCandidate() : tree.previousCandidate()).flatMap { graph.node($0) }
    for _ in 0..<LazyFocus.probeLimit {
      guard let row = nextUnmadeRow(in: forEaches, from: origin, to: candidate, forward: forward),
        let made = row.rows.makeRow(at: row.offset)
      else { return nil }
      applyPendingFocusability()
      if let target = made.focusTarget(forward: forward) { return target }
    }
    return nil
  }

  /// The view of a remembered row, made again.
  private func remake(_ remembered: RememberedRow, forward: Bool) -> ViewNode? {
    guard remembered.rows.isMounted else { return nil }
    let row: ViewNode?
    switch remembered.rows.row(forKey: remembered.key) {
    case .made(let made): row = made
    case .notMade(let offset): row = remembered.rows.makeRow(at: offset)
    case .absent: row = nil
    }
    applyPendingFocusability()
    return row?.focusTarget(forward: forward)
  }

  /// Once the focused view left, in the update it left in: finds the
  /// views Tab resumes with among rows not made. For a removed row of a
  /// lazy stack, its neighbours in the data it was in (rows removed with
  /// it or holding no focusable view passed over, rows inserted since left
  /// out); elsewhere, the nearest rows not made between its place and the
  /// neighbours Tab remembers. Those rows are made, and Tab remembers
  /// their views (by row key, in case the rows are released before Tab).
  func settleVacancy() {
    guard tree.focused == nil, var vacancy, let remembered = tree.resumeNeighbours else { return }
    let forEaches = probedForEaches(madeBefore: vacancy.lastNodeBefore)
    let place = vacancy.place.resolved
    func nearest(forward: Bool, remembered: NodeID?) -> RememberedRow? {
      if case .row(let rows, let offset) = place {
        if let found = followingRow(in: rows, from: offset, forward: forward) { return found }
        // Past the list's end: on beyond it.
        let end = FocusPlace.row(rows, forward ? rows.rowCount : 0)
        return nearestUnmade(in: forEaches, from: end, to: remembered, forward: forward)
      }
      return nearestUnmade(in: forEaches, from: place, to: remembered, forward: forward)
    }
    vacancy.next = nearest(forward: true, remembered: remembered.next)
    vacancy.previous = nearest(forward: false, remembered: remembered.previous)
    self.vacancy = vacancy
    tree.remember(
      previous: vacancy.previous?.node ?? remembered.previous, next: vacancy.next?.node ?? remembered.next)
  }

  /// The row after (before) the removed row at `offset` of `rows` in the
  /// data it was removed from that is still there and holds a focusable
  /// view, made if needed.
  private func followingRow(in rows: any KeyedRows, from offset: Int, forward: Bool) -> RememberedRow? {
    let range = forward ? (offset + 1)..<rows.previousRowCount : max(0, offset - LazyFocus.probeLimit)..<offset
    var keys = rows.previousKeys(in: range.clamped(to: 0..<max(0, rows.previousRowCount)))
    if !forward { keys.reverse() }
    for key in keys.prefix(LazyFocus.probeLimit) {
      let row: ViewNode?
      switch rows.row(forKey: key) {
      case .made(let made): row = made
      case .notMade(let newOffset): row = rows.makeRow(at: newOffset)
      case .absent: row = nil
      }
      applyPendingFocusability()
      if let target = row?.focusTarget(forward: forward) {
        return RememberedRow(rows: rows, key: key, node: target.id)
      }
    }
    return nil
  }

  /// The nearest row not made from `place` towards `remembered` holding a
  /// focusable view, made.
  private func nearestUnmade(
    in forEaches: [any KeyedRows], from place: FocusPlace, to remembered: NodeID?, forward: Bool
  ) -> RememberedRow? {
    let candidate = remembered.flatMap { graph.node($0) }
    for _ in 0..<LazyFocus.probeLimit {
      guard let row = nextUnmadeRow(in: forEaches, from: place, to: candidate, forward: forward, wraps: false),
        let made = row.rows.makeRow(at: row.offset), let key = row.rows.rowKey(at: row.offset)
      else { return nil }
      applyPendingFocusability()
      if let target = made.focusTarget(forward: forward) {
        return RememberedRow(rows: row.rows, key: key, node: target.id)
      }
    }
    return nil
  }

  /// The first row not made between `origin` and `candidate` (the view the
  /// move reaches among those made) in the direction of the move; past the
  /// end of the order when the move wraps.
  private func nextUnmadeRow(
    in forEaches: [any KeyedRows], from origin: FocusPlace, to candidate: ViewNode?, forward: Bool,
    wraps allowsWrap: Bool = true
  ) -> UnmadeRow? {
    // Whether the move goes past the end of the order and starts over.
    var wraps = false
    if case .start = origin {
      wraps = false
    } else if let candidate {
      if case .node(let focused) = origin, focused === candidate {
        wraps = true
      } else {
        wraps = forward ? !origin.precedes(candidate) : origin.precedes(candidate)
      }
    } else {
      wraps = true
    }
    wraps = wraps && allowsWrap
    func beforeCandidate(_ row: UnmadeRow) -> Bool {
      guard let candidate else { return true }
      return forward ? row.precedes(candidate) : candidate.precedes(row)
    }
    func nearer(_ row: UnmadeRow, than other: UnmadeRow?) -> Bool {
      guard let other else { return true }
      return forward ? row.precedes(other) : other.precedes(row)
    }
    var near: UnmadeRow?
    var far: UnmadeRow?
    for rows in forEaches {
      // Rows before `split` come before the origin, the others after it.
      let split = origin.split(in: rows)
      let beyond = (forward ? rows.firstUnmade(after: split - 1) : rows.lastUnmade(before: split))
        .map { UnmadeRow(rows: rows, offset: $0) }
      if let beyond, wraps || beforeCandidate(beyond) {
        if nearer(beyond, than: near) { near = beyond }
        continue
      }
      guard wraps || origin.isStart else { continue }
      // Past the end of the order, from the other end.
      let other = (forward ? rows.firstUnmade(after: nil) : rows.lastUnmade(before: nil))
        .map { UnmadeRow(rows: rows, offset: $0) }
      if let other, beforeCandidate(other), nearer(other, than: far) { far = other }
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
