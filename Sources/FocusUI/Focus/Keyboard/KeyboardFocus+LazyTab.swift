import FocusEngine

/// Tab and Shift-Tab across rows of lazy stacks not made yet (see
/// ``LazyFocus``).
extension KeyboardFocus {
  /// The lazy `ForEach`es Tab may find focusable rows in that are not
  /// made; with `madeBefore`, only those made before that node id.
  func probedForEaches(madeBefore limit: Int? = nil) -> [any KeyedRows] {
    lazyForEaches.filter { rows in
      if let limit, rows.id.rawValue > limit { return false }
      return (rows.rowsMayTakeFocus || !rows.everMadeRows) && rows.rowOffsets.count < rows.rowCount
    }
  }

  /// Makes the rows of lazy stacks that a Tab (`forward`) or Shift-Tab
  /// would pass over, until one holds a focusable view, and returns that
  /// view: the move lands there (see ``LazyFocus``). With nothing focused
  /// after the focused view left, Tab resumes with the neighbour it
  /// remembers, made again if its row was released. Inside a modal layer
  /// (`within`), only its rows are made, and the move wraps inside it.
  func makeRowsBeforeMove(forward: Bool, within modal: LayerNode? = nil) -> ViewNode? {
    let origin: FocusPlace
    var limit: Int?
    // `if let`, not `flatMap { graph.node($0) }`: a main-actor closure
    // handed to a non-isolated function checks its executor when called.
    if let id = tree.focused, let focused = graph.node(id) {
      origin = .node(focused)
    } else if let vacancy {
      // Inside a modal layer, neighbours behind it do not count.
      func inScope(_ node: ViewNode?) -> Bool { modal.map { node?.isInside($0) == true } ?? true }
      if let remembered = forward ? vacancy.next : vacancy.previous, inScope(remembered.rows) {
        if tree.contains(remembered.node) { return nil }
        if let target = remake(remembered, forward: forward) { return target }
        // Gone since, with its row or its list: on from where it was, as
        // Tab steps past a remembered view that left.
        let gone = forward ? vacancy.nextLeft : vacancy.previousLeft
        origin = (gone ?? .row(remembered.rows, forward ? remembered.offset + 1 : remembered.offset)).resolved
        limit = vacancy.lastNodeBefore
      } else {
        let own = forward ? tree.resumeNeighbours?.next : tree.resumeNeighbours?.previous
        // Tab's own neighbour, or with none, a start from the first (last)
        // row, made or not.
        if let own, tree.contains(own), inScope(graph.node(own)) { return nil }
        origin = .start
      }
    } else {
      origin = .start
    }
    var forEaches = probedForEaches(madeBefore: limit)
    if let modal { forEaches.removeAll { !$0.isInside(modal) } }
    guard !forEaches.isEmpty else { return nil }
    var candidate = (forward ? tree.nextCandidate() : tree.previousCandidate()).flatMap { graph.node($0) }
    if let modal, let found = candidate, !found.isInside(modal) {
      candidate = forward ? modal.firstFocusTarget : modal.lastFocusTarget
    }
    // From a place left since, a view made since (outside the lists that
    // were there then) is not one Tab would remember: on to the end.
    if let limit, let found = candidate, found.id.rawValue > limit,
      !found.lazyRowChain.contains(where: { $0.rows.id.rawValue <= limit })
    {
      candidate = nil
    }
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
      var newOffset = offset
      switch rows.row(forKey: key) {
      case .made(let made):
        row = made
        newOffset = made.indexInParent < rows.rowOffsets.count ? rows.rowOffsets[made.indexInParent] : offset
      case .notMade(let found):
        row = rows.makeRow(at: found)
        newOffset = found
      case .absent:
        row = nil
      }
      applyPendingFocusability()
      if let target = row?.focusTarget(forward: forward) {
        return RememberedRow(rows: rows, key: key, offset: newOffset, node: target.id)
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
        return RememberedRow(rows: row.rows, key: key, offset: row.offset, node: target.id)
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
}
