/// A table's sort order binding, whatever its comparator type: which way
/// the table is sorted by a column, and the click on a column's title
/// that sorts by it.
@MainActor
struct TableSorting {
  /// The order the table is sorted by `comparator` in, when it is first
  /// in the sort order; `nil` otherwise.
  let order: (_ comparator: Any) -> SortOrder?
  /// Sorts by `comparator`: first in the sort order, or reversed when it
  /// already is.
  let sort: (_ comparator: Any) -> Void

  init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
    // Two comparators sort by the same thing when they are equal but for
    // their order.
    func same(_ lhs: Sort, _ rhs: Sort) -> Bool {
      var lhs = lhs
      lhs.order = rhs.order
      return lhs == rhs
    }
    order = { comparator in
      guard let column = comparator as? Sort, let first = binding.wrappedValue.first, same(first, column) else {
        return nil
      }
      return first.order
    }
    sort = { comparator in
      guard let column = comparator as? Sort else { return }
      var sortOrder = binding.wrappedValue
      if var first = sortOrder.first, same(first, column) {
        first.order = first.order == .forward ? .reverse : .forward
        sortOrder[0] = first
      } else {
        sortOrder.removeAll { same($0, column) }
        sortOrder.insert(column, at: 0)
      }
      binding.wrappedValue = sortOrder
    }
  }
}
