/// An app's windows as tabs on one row of the terminal: the selected tab,
/// the focused scene, is drawn inverted.
///
/// ```swift
/// var tabBar = TabBar(titles: runtime.windows.map(\.title), selectedIndex: runtime.selectedIndex)
/// if let tab = tabBar.tab(forKey: .rightArrow, modifiers: .option) {
///   runtime.select(tab)   // Alt-→: the next tab
/// }
/// var canvas = Canvas(size: Size(width: 80, height: 24))
/// tabBar.draw(into: &canvas, row: 1)
/// ```
///
/// Alt-← and Alt-→ (or Ctrl-PageUp and Ctrl-PageDown) select the previous
/// and next tab, wrapping around; Alt-1 to Alt-9 select a tab by its
/// number; a click selects the tab under it. When the tabs are wider than
/// the row, they scroll so that the selected one shows.
package struct TabBar: Equatable {
  /// The windows' titles, in order.
  package var titles: [String]
  /// The selected tab's index.
  package var selectedIndex: Int

  /// A tab bar of `titles` with the tab at `selectedIndex` selected.
  ///
  /// ```swift
  /// let tabBar = TabBar(titles: ["a.json", "b.json"], selectedIndex: 0)
  /// ```
  package init(titles: [String] = [], selectedIndex: Int = 0) {
    self.titles = titles
    self.selectedIndex = selectedIndex
  }

  // MARK: - Input

  /// The tab that `key` with `modifiers` selects, or `nil` when the key
  /// does not switch tabs (or there are none).
  ///
  /// ```swift
  /// TabBar(titles: ["a", "b"], selectedIndex: 1).tab(forKey: .pageDown, modifiers: .control)   // 0
  /// ```
  package func tab(forKey key: KeyEquivalent, modifiers: EventModifiers) -> Int? {
    guard !titles.isEmpty else { return nil }
    let count = titles.count
    let current = min(max(0, selectedIndex), count - 1)
    let held = modifiers.intersection([.shift, .option, .control, .command])
    switch (key, held) {
    case (.leftArrow, .option), (.pageUp, .control):
      return (current + count - 1) % count
    case (.rightArrow, .option), (.pageDown, .control):
      return (current + 1) % count
    case (_, .option):
      guard let digit = key.character.wholeNumberValue, key.character.isASCII, (1...9).contains(digit),
        digit <= count
      else { return nil }
      return digit - 1
    default:
      return nil
    }
  }

  /// The tab at column `x` of a row `width` cells wide, as ``draw(into:row:)``
  /// draws it.
  ///
  /// ```swift
  /// if let tab = tabBar.tab(atColumn: click.x, width: screen.width) { runtime.select(tab) }
  /// ```
  package func tab(atColumn x: Int, width: Int) -> Int? {
    let shift = scroll(width: width)
    return frames.firstIndex { x + shift >= $0.start && x + shift < $0.start + $0.width }
  }

  // MARK: - Drawing

  /// Draws the tabs on `row` of `canvas`: ` a.json │ b.json │`, the
  /// selected one inverted.
  ///
  /// ```swift
  /// tabBar.draw(into: &canvas, row: 1)
  /// ```
  package func draw(into canvas: inout Canvas, row: Int) {
    guard row >= 0, row < canvas.size.height else { return }
    canvas.fill(Rect(x: 0, y: row, width: canvas.size.width, height: 1), with: " ", style: .plain)
    let shift = scroll(width: canvas.size.width)
    for (index, frame) in frames.enumerated() {
      let x = frame.start - shift
      let style = index == selectedIndex ? CellStyle(isBold: true, isInverse: true) : CellStyle.plain
      canvas.draw(" \(titles[index]) ", at: Point(x: x, y: row), style: style)
      canvas.draw("│", at: Point(x: x + frame.width, y: row), style: CellStyle(isDim: true))
    }
  }

  // MARK: - Layout

  /// Each tab's first column and width (a space on each side included);
  /// a separator follows each tab.
  private var frames: [(start: Int, width: Int)] {
    var x = 0
    return titles.map { title in
      let width = Canvas.cellWidth(of: title) + 2
      defer { x += width + 1 }
      return (x, width)
    }
  }

  /// How many columns the tabs scroll left so that the selected one shows
  /// on a row of `width`.
  private func scroll(width: Int) -> Int {
    let frames = frames
    guard frames.indices.contains(selectedIndex) else { return 0 }
    let selected = frames[selectedIndex]
    return max(0, min(selected.start, selected.start + selected.width + 1 - width))
  }
}
