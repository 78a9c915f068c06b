import FocusEngine

/// A box of items floating over the window below a menu or picker: the
/// terminal's drop-down menu. While it is open it is modal: it takes every
/// key and click of its window, and closes on Escape, on a choice, or on a
/// click outside it. Focus stays on the control that opened it, so it is
/// where focus is when the box closes.
///
/// A nested menu opens a second box beside the first (→ or Return), which
/// ← or Escape closes again.
@MainActor
final class DropDown: InputGrab {
  /// One open box: its source, the highlighted item and the first item
  /// shown when the box is too short for all.
  struct Level {
    let source: any DropDownSource
    var highlighted: Int?
    var firstVisible = 0
  }

  unowned let graph: ViewGraph
  private(set) var levels: [Level]

  /// Opens a box of `source`'s items, the checked one (a picker's value)
  /// or the first highlighted.
  init(graph: ViewGraph, source: any DropDownSource) {
    self.graph = graph
    levels = [Self.level(source)]
  }

  private static func level(_ source: any DropDownSource) -> Level {
    let items = source.dropDownItems
    let checked = items.indices.first { items[$0].isChecked && items[$0].isChoosable }
    return Level(source: source, highlighted: checked ?? items.indices.first { items[$0].isChoosable })
  }

  /// Whether the box still hangs from a control in the window.
  var isValid: Bool { levels.allSatisfy { $0.source.dropDownAnchor.isMounted } }

  /// Closes every level.
  func close() {
    if graph.grab === self { graph.grab = nil }
  }

  // MARK: - Geometry

  /// Where level `index` is drawn, in the window: below its control (or
  /// above it, when there is more room there), or beside the item of the
  /// level before that opened it.
  func frame(ofLevel index: Int) -> Rect {
    let size = graph.size
    let items = levels[index].source.dropDownItems
    let widest = items.map { CellWidth.of($0.title) + ($0.kind.isSubmenu ? 2 : 0) }.max() ?? 0
    let width = min(size.width, max(widest + 5, 8))
    let needed = items.count + 2
    if index > 0 {
      // Beside the parent's highlighted item, its first item on that row.
      let parent = frame(ofLevel: index - 1)
      let row = (levels[index - 1].highlighted ?? 0) - levels[index - 1].firstVisible
      let x = max(0, min(parent.maxX - 1, size.width - width))
      let y = max(0, min(parent.minY + row, size.height - needed))
      return Rect(x: x, y: y, width: width, height: max(0, min(needed, size.height - y)))
    }
    let anchor = levels[0].source.dropDownAnchor.screenFrame
    let x = max(0, min(anchor.minX, size.width - width))
    let below = max(0, size.height - anchor.maxY)
    let above = max(0, anchor.minY)
    if needed <= below || below >= above {
      return Rect(x: x, y: anchor.maxY, width: width, height: min(needed, below))
    }
    let height = min(needed, above)
    return Rect(x: x, y: anchor.minY - height, width: width, height: height)
  }

  /// How many items level `index` shows at once.
  private func visibleRows(ofLevel index: Int) -> Int {
    max(1, frame(ofLevel: index).height - 2)
  }

  // MARK: - Drawing

  func draw(into canvas: inout Canvas) {
    for index in levels.indices { drawLevel(index, into: &canvas) }
  }

  private func drawLevel(_ index: Int, into canvas: inout Canvas) {
    let box = frame(ofLevel: index)
    guard box.width >= 2, box.height >= 2 else { return }
    let level = levels[index]
    let items = level.source.dropDownItems
    let border = CellStyle(foreground: nil)
    canvas.fill(box, with: " ", style: .plain)
    let inner = box.width - 2
    let line = String(repeating: "─", count: inner)
    canvas.draw("┌" + line + "┐", at: box.origin, style: border)
    canvas.draw("└" + line + "┘", at: Point(x: box.minX, y: box.maxY - 1), style: border)
    for row in 0..<(box.height - 2) {
      let y = box.minY + 1 + row
      let itemIndex = level.firstVisible + row
      canvas.draw("│", at: Point(x: box.minX, y: y), style: border)
      canvas.draw("│", at: Point(x: box.maxX - 1, y: y), style: border)
      guard items.indices.contains(itemIndex) else { continue }
      let item = items[itemIndex]
      let cells = Rect(x: box.minX + 1, y: y, width: inner, height: 1)
      switch item.kind {
      case .separator:
        canvas.draw("├" + line + "┤", at: Point(x: box.minX, y: y), style: border)
      case .header:
        canvas.clipped(to: cells) { canvas in
          canvas.draw("  " + item.title, at: cells.origin, style: CellStyle(isBold: true, isDim: true))
        }
      case .choice, .submenu:
        var style = CellStyle(isDim: !item.isEnabled)
        if itemIndex == level.highlighted { style.isInverse = true }
        canvas.fill(cells, with: " ", style: style)
        canvas.clipped(to: cells) { canvas in
          canvas.draw((item.isChecked ? "✓ " : "  ") + item.title, at: cells.origin, style: style)
          if item.kind.isSubmenu { canvas.draw("▸", at: Point(x: cells.maxX - 2, y: y), style: style) }
        }
      }
    }
  }

  /// The items of the open boxes as elements (on top of the window's), so
  /// that a test or a click finds them by label.
  func elements() -> [Element] {
    var result: [Element] = []
    for index in levels.indices {
      let box = frame(ofLevel: index)
      let level = levels[index]
      for (row, item) in level.source.dropDownItems.enumerated() {
        let visible = row - level.firstVisible
        guard let node = item.node, item.kind.isChoice, visible >= 0, visible < box.height - 2 else { continue }
        result.append(
          Element(
            id: node.id, role: .button, label: item.title,
            frame: Rect(x: box.minX + 1, y: box.minY + 1 + visible, width: max(0, box.width - 2), height: 1),
            isEnabled: item.isEnabled, isFocused: row == level.highlighted, isSelected: item.isChecked))
      }
    }
    return result
  }

  // MARK: - Keys

  /// Handles every key while open (the box is modal).
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) {
    let top = levels.count - 1
    let items = levels[top].source.dropDownItems
    let choosable = items.indices.filter { items[$0].isChoosable }
    let current = levels[top].highlighted
    switch key {
    case .downArrow:
      highlight(choosable.first { $0 > (current ?? -1) } ?? current)
    case .upArrow:
      highlight(choosable.last { $0 < (current ?? items.count) } ?? current)
    case .home, .pageUp:
      highlight(choosable.first)
    case .end, .pageDown:
      highlight(choosable.last)
    case .return, .space:
      if let current { choose(current) }
    case .rightArrow:
      if let current, items.indices.contains(current), items[current].kind.isSubmenu { choose(current) }
    case .leftArrow:
      if levels.count > 1 { levels.removeLast() }
    case .escape:
      if levels.count > 1 { levels.removeLast() } else { close() }
    default:
      // Type-select: the next item starting with the letter typed.
      guard key.isPrintable, modifiers.isDisjoint(with: [.control, .command, .option]) else { return }
      let letter = String(key.character).lowercased()
      let start = current ?? -1
      let order = choosable.filter { $0 > start } + choosable.filter { $0 <= start }
      if let match = order.first(where: { items[$0].title.lowercased().hasPrefix(letter) }) { highlight(match) }
    }
  }

  private func highlight(_ index: Int?) {
    guard let index else { return }
    let top = levels.count - 1
    levels[top].highlighted = index
    let rows = visibleRows(ofLevel: top)
    if index < levels[top].firstVisible { levels[top].firstVisible = index }
    if index >= levels[top].firstVisible + rows { levels[top].firstVisible = index - rows + 1 }
  }

  /// Chooses item `index` of the top box: opens a nested menu, or closes
  /// every box and acts.
  private func choose(_ index: Int) {
    let top = levels.count - 1
    let items = levels[top].source.dropDownItems
    guard items.indices.contains(index), items[index].isChoosable else { return }
    levels[top].highlighted = index
    if case .submenu(let source) = items[index].kind {
      levels.append(Self.level(source))
      return
    }
    close()
    levels[top].source.choose(items[index])
  }

  // MARK: - Clicks

  /// A click at `point` of the window: on an item it chooses it, outside
  /// every box it closes them.
  func click(at point: Point) {
    for index in levels.indices.reversed() {
      let box = frame(ofLevel: index)
      guard box.contains(point) else { continue }
      levels.removeLast(levels.count - 1 - index)
      let row = point.y - box.minY - 1 + levels[index].firstVisible
      if point.y > box.minY, point.y < box.maxY - 1 { choose(row) }
      return
    }
    close()
  }

  /// A click on the element `id`: an item of a box chooses it; anything
  /// else closes the boxes.
  func click(_ id: NodeID) {
    for index in levels.indices.reversed() {
      let items = levels[index].source.dropDownItems
      guard let row = items.firstIndex(where: { $0.node?.id == id }) else { continue }
      levels.removeLast(levels.count - 1 - index)
      choose(row)
      return
    }
    close()
  }
}

extension DropDownItem.Kind {
  var isSubmenu: Bool {
    if case .submenu = self { return true }
    return false
  }

  /// Whether the item can be chosen when enabled.
  var isChoice: Bool {
    switch self {
    case .choice, .submenu: true
    case .separator, .header: false
    }
  }
}

extension ViewGraph {
  /// Opens a drop-down box of `source`'s items, closing any other; a
  /// source without items opens nothing.
  func openDropDown(_ source: any DropDownSource) {
    guard !source.dropDownItems.isEmpty else { return }
    grab = DropDown(graph: self, source: source)
  }
}
