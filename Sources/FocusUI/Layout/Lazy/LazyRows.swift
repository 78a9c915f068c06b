/// The face of a `ForEach` node that scrolling, lazy stacks and focus work
/// with, whatever the type of its keys.
@MainActor
protocol KeyedRows: ViewNode {
  /// Whether rows are made on demand (the `ForEach` is in a lazy stack).
  var isLazy: Bool { get }
  /// The number of rows in the data, made or not.
  var rowCount: Int { get }
  /// In a lazy node, the data offset of each child, ascending.
  var rowOffsets: [Int] { get }
  /// Whether a row ever held a focusable view.
  var rowsMayTakeFocus: Bool { get set }
  /// Whether a row was ever made.
  var everMadeRows: Bool { get }
  /// The offsets whose id repeats a made row's: never made, and left out
  /// of the stack (no length, no spacing), as an eager `ForEach` shows
  /// only the first row of an id.
  var duplicateOffsets: Set<Int> { get }
  /// Where the row identified by `key` is: made, not made yet (lazy), or
  /// nowhere (no such key, or a key of another type).
  func row(forKey key: AnyHashable) -> RowLocation
  /// The key of the row at data offset `offset`.
  func rowKey(at offset: Int) -> AnyHashable?
  /// The key of the child at `index` (made rows only).
  func childKey(at index: Int) -> AnyHashable
  /// The keys of the data before the last data accepted, in order (the
  /// rows around a row that left), between `range`.
  func previousKeys(in range: Range<Int>) -> [AnyHashable]
  /// The number of rows in the data before the last data accepted.
  var previousRowCount: Int { get }
  /// Makes the row at `offset` if it is not made, and returns it.
  @discardableResult func makeRow(at offset: Int) -> ViewNode?
  /// Keeps exactly the rows at `offsets` (ascending): makes the missing
  /// ones and removes the others.
  func keepRows(at offsets: [Int])
  /// The lazy stack the rows are laid out in, if they are lazy.
  var lazyContainer: LazyStackNode? { get }
}

/// Where a row of a `ForEach` is.
enum RowLocation {
  case made(ViewNode)
  case notMade(offset: Int)
  case absent
}

extension ForEachNode: KeyedRows {
  var rowCount: Int { view?.rowCount ?? 0 }

  /// The lazy stack this `ForEach` lays its rows out in, if it is lazy:
  /// the nearest layout container around it.
  var lazyContainer: LazyStackNode? {
    for ancestor in ancestors where ancestor.isLayoutItem {
      return ancestor as? LazyStackNode
    }
    return nil
  }

  func row(forKey key: AnyHashable) -> RowLocation {
    guard let typed = key.base as? Key ?? (key as? Key) else { return .absent }
    if let index = keys.firstIndex(of: typed) { return .made(children[index]) }
    guard isLazy, let view, let offset = offset(of: typed, inAny: view) else { return .absent }
    return .notMade(offset: offset)
  }

  func childKey(at index: Int) -> AnyHashable { AnyHashable(keys[index]) }

  var previousRowCount: Int { previousView?.rowCount ?? 0 }

  func previousKeys(in range: Range<Int>) -> [AnyHashable] {
    guard let previousView else { return [] }
    func keys<K: KeyedChildren>(_ view: K) -> [AnyHashable] {
      range.clamped(to: 0..<view.rowCount).map { AnyHashable(view.key(at: $0)) }
    }
    return keys(previousView)
  }

  func rowKey(at offset: Int) -> AnyHashable? {
    guard let view, offset >= 0, offset < view.rowCount else { return nil }
    return AnyHashable(view.key(at: offset))
  }

  /// The offset of `key` in `view`'s data: arithmetic for integer ranges,
  /// else near where rows were (data edited around them), else by one scan
  /// of the data, kept until the next data value.
  func offset<K: KeyedChildren>(of key: Key, in view: K, near hint: Int? = nil) -> Int? {
    if let typed = key as? K.Key, let direct = view.directOffset(of: typed) { return direct }
    let count = view.rowCount
    if let hint {
      for delta in [0, -1, 1, -2, 2, -3, 3] {
        let offset = hint + delta
        if offset >= 0, offset < count, (view.key(at: offset) as! Key) == key { return offset }
      }
    }
    if scannedOffsets == nil {
      var offsets: [Key: Int] = [:]
      offsets.reserveCapacity(count)
      for offset in 0..<count {
        let found = view.key(at: offset) as! Key
        if offsets[found] == nil { offsets[found] = offset }
      }
      scannedOffsets = offsets
    }
    return scannedOffsets?[key]
  }

  private func offset(of key: Key, inAny view: any KeyedChildren) -> Int? {
    func open<K: KeyedChildren>(_ view: K) -> Int? { offset(of: key, in: view) }
    return open(view)
  }

  @discardableResult
  func makeRow(at offset: Int) -> ViewNode? {
    guard isLazy, let view, offset >= 0, offset < view.rowCount else { return nil }
    let low = rowOffsets.partitioningIndex { $0 >= offset }
    if low < rowOffsets.count, rowOffsets[low] == offset { return children[low] }
    let key = view.key(at: offset) as! Key
    // Ids must be unique: a second row with a made row's id is not made,
    // and the stack leaves its place out.
    guard !keys.contains(key) else {
      if duplicateOffsets.insert(offset).inserted { structureDidChange() }
      return nil
    }
    let child = makeChild(view.child(at: offset), environment: childEnvironment)
    everMadeRows = true
    var newChildren = children
    var newKeys = keys
    var newOffsets = rowOffsets
    newChildren.insert(child, at: low)
    newKeys.insert(key, at: low)
    newOffsets.insert(offset, at: low)
    setLazyRows(children: newChildren, keys: newKeys, offsets: newOffsets)
    structureDidChange()
    return child
  }

  func keepRows(at offsets: [Int]) {
    guard isLazy else { return }
    let wanted = Set(offsets)
    if rowOffsets.contains(where: { !wanted.contains($0) }) {
      var newChildren: [ViewNode] = []
      var newKeys: [Key] = []
      var newOffsets: [Int] = []
      for (index, child) in children.enumerated() {
        if wanted.contains(rowOffsets[index]) {
          newChildren.append(child)
          newKeys.append(keys[index])
          newOffsets.append(rowOffsets[index])
        } else {
          // A focused row going is scrolled away, not removed.
          graph.focus.isLettingRowsGo = true
          child.unmount()
          graph.focus.isLettingRowsGo = false
        }
      }
      setLazyRows(children: newChildren, keys: newKeys, offsets: newOffsets)
      structureDidChange()
    }
    let made = Set(rowOffsets)
    for offset in offsets where !made.contains(offset) {
      makeRow(at: offset)
    }
  }

  /// A new data value for a lazy node: the made rows follow their keys to
  /// their new offsets (and run their closures again, as every row of an
  /// eager `ForEach` does); rows whose key is gone leave. No other row is
  /// looked at.
  func reconcileLazily<K: KeyedChildren>(_ view: K) {
    let environment = childEnvironment
    let count = view.rowCount
    var survivors: [(offset: Int, key: Key, child: ViewNode)] = []
    // Duplicates are found again in the new data, as rows are made.
    var changed = !duplicateOffsets.isEmpty
    duplicateOffsets = []
    var taken = Set<Int>()
    graph.stats.rowsDiffed += children.count
    for (index, child) in children.enumerated() {
      let key = keys[index]
      let old = rowOffsets[index]
      let offset: Int?
      if old < count, (view.key(at: old) as! Key) == key {
        offset = old
      } else {
        offset = self.offset(of: key, in: view, near: old)
      }
      guard let offset, taken.insert(offset).inserted else {
        child.unmount()
        changed = true
        continue
      }
      let rowView = view.child(at: offset)
      if child.viewType == ObjectIdentifier(type(of: rowView)) {
        child.update(view: rowView, environment: environment)
        survivors.append((offset, key, child))
      } else {
        child.unmount()
        survivors.append((offset, key, makeChild(rowView, environment: environment)))
        changed = true
      }
      if offset != old { changed = true }
    }
    let oldKeys = keys
    survivors.sort { $0.offset < $1.offset }
    setLazyRows(children: survivors.map(\.child), keys: survivors.map(\.key), offsets: survivors.map(\.offset))
    if Self.survivorsMoved(old: oldKeys, new: keys) {
      graph.childrenDidMove(in: self)
    }
    // Offsets changed: the stack places rows again (a count change moves
    // the rows not made, too).
    if changed || count != lastRowCount { structureDidChange() }
    lastRowCount = count
  }
}
