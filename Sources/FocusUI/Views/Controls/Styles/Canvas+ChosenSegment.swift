extension Canvas {
  /// Marks the chosen segment of a segmented control — a segmented picker's
  /// option, a tab bar's tab — in `cells`: inverted while the control shows
  /// keyboard focus (the focus ring moves onto the choice), else bold and
  /// underlined, so the choice reads without color.
  ///
  /// ```swift
  /// canvas.markChosenSegment(cells, showsFocus: showsFocusEffect)
  /// ```
  mutating func markChosenSegment(_ cells: Rect, showsFocus: Bool) {
    restyle(cells) { cell in
      if showsFocus {
        cell.isInverse = true
      } else {
        cell.isBold = true
        cell.isUnderlined = true
      }
    }
  }
}
