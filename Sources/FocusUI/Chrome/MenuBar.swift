/// An app's menu bar in the terminal: the menus' titles on the top row, and
/// the open menu as a drop-down box drawn over the window.
///
/// The host gives it the runtime's menus before each frame, offers it keys
/// and clicks first, and runs the items it returns:
///
/// ```swift
/// var menuBar = MenuBar(menus: runtime.menus)
/// _ = menuBar.handleKey(.f10, modifiers: [])          // opens the first menu
/// _ = menuBar.handleKey(.downArrow, modifiers: [])    // the next enabled item
/// if case .run(let item) = menuBar.handleKey(.return, modifiers: []) {
///   runtime.perform(item)
/// }
/// var canvas = Canvas(size: Size(width: 80, height: 24))
/// menuBar.draw(into: &canvas)
/// ```
///
/// F10 opens the first menu, or closes the open one; a click on a title
/// opens its menu. In an open menu ← and → move between menus, ↑ and ↓
/// (Home and End) between the enabled items, Return or Space runs the
/// highlighted item, Escape closes; every other key is swallowed. Disabled
/// items are drawn dimmed, are never highlighted, and never run. Drawing
/// and hit-testing share one layout, so a tiny screen clips the menu but
/// never breaks it.
package struct MenuBar {
  /// What the host does after the menu bar saw a key or a click.
  package enum Action: Equatable {
    /// Not for the menu bar: the window gets it.
    case ignored
    /// The menu bar used it: a menu opened, moved or closed.
    case handled
    /// Run this item (through `AppRuntime.perform`); the menu has closed.
    case run(CommandItem)
  }

  /// The menus, in order; set before each frame. An open menu stays open
  /// (found again by its title) and keeps its highlighted item while it is
  /// there and enabled.
  package var menus: [CommandMenuModel] {
    didSet { reconcile(previous: oldValue) }
  }
  /// What the row shows at its right end when there is room: how to reach
  /// the menus and the tabs.
  package var hint: String
  /// The index of the open menu, or `nil` when all are closed.
  package private(set) var openIndex: Int?
  /// The index, in the open menu's entries, of the highlighted item: always
  /// an enabled item, or `nil` when the menu has none.
  package private(set) var highlightedEntry: Int?

  /// A menu bar showing `menus`.
  ///
  /// ```swift
  /// let menuBar = MenuBar(menus: runtime.menus, hint: "F10 menus")
  /// ```
  package init(menus: [CommandMenuModel] = [], hint: String = "") {
    self.menus = menus
    self.hint = hint
  }

  /// Whether a menu is open: keys go to it, not to the window.
  package var isOpen: Bool { openIndex != nil }

  /// The open menu, if any.
  package var openMenu: CommandMenuModel? { openIndex.map { menus[$0] } }

  /// The highlighted item of the open menu, if any.
  package var highlightedItem: CommandItem? {
    guard let menu = openMenu, let entry = highlightedEntry, case .item(let item) = menu.entries[entry] else {
      return nil
    }
    return item
  }

  // MARK: - Opening and closing

  /// Opens the menu at `index`, its first enabled item highlighted.
  ///
  /// ```swift
  /// menuBar.open(menuBar.menus.firstIndex { $0.title == "Edit" }!)
  /// ```
  package mutating func open(_ index: Int) {
    guard menus.indices.contains(index) else { return }
    openIndex = index
    highlightedEntry = nextEnabled(in: menus[index], after: -1, step: 1)
  }

  /// Closes the open menu.
  package mutating func close() {
    openIndex = nil
    highlightedEntry = nil
  }

  // MARK: - Input

  /// Handles a key: F10 opens or closes; with a menu open, the menu takes
  /// every key.
  ///
  /// ```swift
  /// switch menuBar.handleKey(key, modifiers: modifiers) {
  /// case .ignored: window.handleKey(key, modifiers: modifiers)
  /// case .handled: break
  /// case .run(let item): runtime.perform(item)
  /// }
  /// ```
  package mutating func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Action {
    guard let index = openIndex else {
      guard key == .f10, !menus.isEmpty else { return .ignored }
      open(0)
      return .handled
    }
    let menu = menus[index]
    switch key {
    case .f10, .escape:
      close()
    case .leftArrow:
      open((index + menus.count - 1) % menus.count)
    case .rightArrow:
      open((index + 1) % menus.count)
    case .downArrow:
      highlightedEntry = nextEnabled(in: menu, after: highlightedEntry ?? -1, step: 1)
    case .upArrow:
      highlightedEntry = nextEnabled(in: menu, after: highlightedEntry ?? menu.entries.count, step: -1)
    case .home, .pageUp:
      highlightedEntry = nextEnabled(in: menu, after: -1, step: 1)
    case .end, .pageDown:
      highlightedEntry = nextEnabled(in: menu, after: menu.entries.count, step: -1)
    case .return, .space:
      guard let item = highlightedItem, item.isEnabled else { return .handled }
      close()
      return .run(item)
    default:
      break
    }
    return .handled
  }

  /// Handles a click at `point` on a screen of `size`: a title opens its
  /// menu (or closes it when open), an enabled item runs, a disabled item
  /// or a divider does nothing, and a click anywhere else closes the menu.
  /// With every menu closed, only the top row is the menu bar's.
  ///
  /// ```swift
  /// if case .run(let item) = menuBar.click(at: Point(x: 3, y: 0), in: screenSize) {
  ///   runtime.perform(item)
  /// }
  /// ```
  package mutating func click(at point: Point, in size: Size) -> Action {
    if point.y == 0 {
      guard let title = titleIndex(at: point.x) else {
        close()
        return .handled
      }
      if title == openIndex { close() } else { open(title) }
      return .handled
    }
    guard let box = dropDown(in: size) else { return .ignored }
    guard box.frame.contains(point) else {
      close()
      return .handled
    }
    guard let entry = box.entry(atRow: point.y), case .item(let item) = box.menu.entries[entry], item.isEnabled
    else { return .handled }
    close()
    return .run(item)
  }

  // MARK: - Drawing

  /// Draws the menu bar on the canvas's top row and, when a menu is open,
  /// its drop-down over the rows below.
  ///
  /// ```swift
  /// var canvas = Canvas(size: Size(width: 60, height: 12))
  /// canvas.draw(windowCanvas, at: Point(x: 0, y: 2))
  /// menuBar.draw(into: &canvas)   // last: the drop-down covers the window
  /// ```
  package func draw(into canvas: inout Canvas) {
    guard canvas.size.height > 0 else { return }
    canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: 1), with: " ", style: .plain)
    let titles = titleFrames
    for (index, frame) in titles.enumerated() {
      let style = index == openIndex ? CellStyle(isBold: true, isInverse: true) : CellStyle(isBold: true)
      canvas.draw(" \(menus[index].title) ", at: Point(x: frame.start, y: 0), style: style)
    }
    let end = titles.last.map { $0.start + $0.width } ?? 0
    let hintWidth = Canvas.cellWidth(of: hint)
    if !hint.isEmpty, end + 2 + hintWidth <= canvas.size.width {
      canvas.draw(hint, at: Point(x: canvas.size.width - hintWidth, y: 0), style: CellStyle(isDim: true))
    }
    if let box = dropDown(in: canvas.size) { draw(box, into: &canvas) }
  }

  private func draw(_ box: DropDown, into canvas: inout Canvas) {
    let frame = box.frame
    let inner = max(0, frame.width - 2)
    let horizontal = String(repeating: "─", count: inner)
    canvas.fill(frame, with: " ", style: .plain)
    canvas.draw("┌" + horizontal + "┐", at: Point(x: frame.minX, y: frame.minY), style: .plain)
    for (offset, entry) in box.visibleEntries.enumerated() {
      let y = frame.minY + 1 + offset
      switch box.menu.entries[entry] {
      case .divider:
        canvas.draw("├" + horizontal + "┤", at: Point(x: frame.minX, y: y), style: .plain)
      case .item(let item):
        canvas.draw("│", at: Point(x: frame.minX, y: y), style: .plain)
        canvas.draw("│", at: Point(x: frame.maxX - 1, y: y), style: .plain)
        var style = CellStyle()
        if !item.isEnabled { style.isDim = true }
        if entry == highlightedEntry { style.isInverse = true }
        let row = Rect(x: frame.minX + 1, y: y, width: inner, height: 1)
        canvas.fill(row, with: " ", style: style)
        canvas.clipped(to: row) { canvas in
          canvas.draw(item.title, at: Point(x: row.minX + 1, y: y), style: style)
          if let shortcut = item.shortcut?.description {
            let x = row.maxX - 1 - Canvas.cellWidth(of: shortcut)
            canvas.draw(shortcut, at: Point(x: x, y: y), style: style)
          }
        }
      }
    }
    canvas.draw("└" + horizontal + "┘", at: Point(x: frame.minX, y: frame.maxY - 1), style: .plain)
  }

  /// One thing the menu bar shows (``MenuBarEntry``).
  package typealias Entry = MenuBarEntry

  /// The titles, then the open menu's visible items, where ``draw(into:)``
  /// puts them on a screen of `size`.
  ///
  /// ```swift
  /// menuBar.entries(in: size).map(\.label)   // ["File", "Edit", "Undo", "Increment"]
  /// ```
  package func entries(in size: Size) -> [Entry] {
    guard size.height > 0 else { return [] }
    var result = zip(menus.indices, titleFrames).map { index, title in
      Entry(
        kind: .title(isOpen: index == openIndex), label: menus[index].title,
        frame: Rect(x: title.start, y: 0, width: title.width, height: 1))
    }
    if let box = dropDown(in: size) {
      for (offset, index) in box.visibleEntries.enumerated() {
        guard case .item(let item) = box.menu.entries[index] else { continue }
        let frame = Rect(x: box.frame.minX + 1, y: box.frame.minY + 1 + offset, width: box.frame.width - 2, height: 1)
        result.append(
          Entry(kind: .item(item, isHighlighted: index == highlightedEntry), label: item.title, frame: frame))
      }
    }
    return result
  }

  // MARK: - Layout

  /// Where each title is on the top row: its first column and its width,
  /// a space on each side included.
  private var titleFrames: [(start: Int, width: Int)] {
    var x = 0
    return menus.map { menu in
      let width = Canvas.cellWidth(of: menu.title) + 2
      defer { x += width }
      return (x, width)
    }
  }

  private func titleIndex(at x: Int) -> Int? {
    titleFrames.firstIndex { x >= $0.start && x < $0.start + $0.width }
  }

  /// The open menu's box on a screen of `size`: below its title, moved left
  /// to fit, and as many entries as there are rows for, scrolled to show the
  /// highlighted one.
  private struct DropDown {
    let menu: CommandMenuModel
    let frame: Rect
    /// The entries shown, top to bottom.
    let visibleEntries: Range<Int>

    func entry(atRow y: Int) -> Int? {
      let index = visibleEntries.lowerBound + y - frame.minY - 1
      return visibleEntries.contains(index) ? index : nil
    }
  }

  private func dropDown(in size: Size) -> DropDown? {
    guard let index = openIndex else { return nil }
    let menu = menus[index]
    var contentWidth = Canvas.cellWidth(of: menu.title)
    for item in menu.items {
      var width = Canvas.cellWidth(of: item.title)
      if let shortcut = item.shortcut { width += 3 + Canvas.cellWidth(of: shortcut.description) }
      contentWidth = max(contentWidth, width)
    }
    let width = contentWidth + 4
    let rows = max(0, min(menu.entries.count, size.height - 3))
    let first = max(0, min((highlightedEntry ?? 0) - rows + 1, menu.entries.count - rows))
    let x = max(0, min(titleFrames[index].start, size.width - width))
    return DropDown(
      menu: menu, frame: Rect(x: x, y: 1, width: width, height: rows + 2), visibleEntries: first..<(first + rows))
  }

  // MARK: - Items

  /// The next enabled item from `entry` (excluded) in direction `step`,
  /// wrapping around; `nil` when the menu has no enabled item.
  private func nextEnabled(in menu: CommandMenuModel, after entry: Int, step: Int) -> Int? {
    let count = menu.entries.count
    guard count > 0 else { return nil }
    var index = entry
    for _ in 0..<count {
      index = ((index + step) % count + count) % count
      if case .item(let item) = menu.entries[index], item.isEnabled { return index }
    }
    return nil
  }

  /// Finds the open menu and its highlighted item again after the menus
  /// changed.
  private mutating func reconcile(previous: [CommandMenuModel]) {
    guard let oldIndex = openIndex, previous.indices.contains(oldIndex) else { return close() }
    let oldMenu = previous[oldIndex]
    guard
      let index = menus.indices.contains(oldIndex) && menus[oldIndex].title == oldMenu.title
        ? oldIndex : menus.firstIndex(where: { $0.title == oldMenu.title })
    else { return close() }
    openIndex = index
    let menu = menus[index]
    guard let oldEntry = highlightedEntry, oldMenu.entries.indices.contains(oldEntry),
      case .item(let oldItem) = oldMenu.entries[oldEntry]
    else {
      highlightedEntry = nextEnabled(in: menu, after: -1, step: 1)
      return
    }
    func isEnabledItem(_ entry: Int, titled title: String) -> Bool {
      guard menu.entries.indices.contains(entry), case .item(let item) = menu.entries[entry] else { return false }
      return item.isEnabled && item.title == title
    }
    if isEnabledItem(oldEntry, titled: oldItem.title) {
      highlightedEntry = oldEntry
    } else if let same = menu.entries.indices.first(where: { isEnabledItem($0, titled: oldItem.title) }) {
      highlightedEntry = same
    } else {
      highlightedEntry = nextEnabled(in: menu, after: min(oldEntry, menu.entries.count) - 1, step: 1)
    }
  }
}
