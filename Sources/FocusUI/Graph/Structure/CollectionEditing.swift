import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`: what an ``ForEach/onDelete(perform:)``
  /// action does with its argument.
  ///
  /// ```swift
  /// ForEach(items) { ItemRow($0) }.onDelete { items.remove(atOffsets: $0) }
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before the element at
  /// `destination` (an offset counted before the move), keeping their
  /// order: what an ``ForEach/onMove(perform:)`` action does with its
  /// arguments.
  ///
  /// ```swift
  /// ForEach(steps) { StepRow($0) }.onMove { steps.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.count { $0 < destination }
    remove(atOffsets: source)
    let target = Swift.max(0, Swift.min(count, destination - before))
    insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
  }
}
