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
///   text, say) — until its view or environment changes while none of its
///   rows is made (`disabled(false)`, say): then Tab looks again.
/// - **After the focused view left** (its row removed, say), Tab resumes
///   with the views ``FocusTree`` remembers, found among rows not made as
///   well (see `settleVacancy()`): the row that followed it in the data it
///   left, made again by its key if it was released since.
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

extension KeyboardFocus {
  /// The lazy `ForEach`es of the window, in tree order.
  var lazyForEaches: [any KeyedRows] {
    guard let scrolling = graph.existingFeature(ScrollPositions.self) else { return [] }
    return scrolling.stacks.flatMap(\.lazyForEaches)
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
