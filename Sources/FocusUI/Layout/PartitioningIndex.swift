extension RandomAccessCollection {
  /// The index of the first element for which `isInSecondPart` holds, in a
  /// collection where it holds for a suffix only (items in order along a
  /// stack, ascending offsets): found by halving. `endIndex` when it holds
  /// for none.
  ///
  /// ```swift
  /// let first = items.partitioningIndex { $0.frame.maxY > visible.minY }
  /// ```
  func partitioningIndex(where isInSecondPart: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if isInSecondPart(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
