import FocusEngine

/// A list: a scroll view of rows and, with a selection, the one focus stop
/// that moves the selection with the keyboard (see ``List``).
final class ListNode: LayoutNode, InteractiveControl {
  private var content: (any View)?
  private(set) var selection: (any ListSelection)?
  /// The rows and their index by node, read again after each layout.
  private var rowCache: (rows: [TaggedRow], index: [NodeID: Int])?
  /// Where the keyboard is in a `Set` selection (Ctrl-arrows move it
  /// without selecting); the selected row otherwise.
  private var cursor: AnyHashable?
  /// Where Shift-arrows extend the selection from.
  private var anchor: AnyHashable?
  /// The index of the row the keyboard was last on: when that row is
  /// removed, the keyboard goes on from there.
  private var lastPosition: Int?
  /// A row to scroll into view once frames are current.
  private var revealRequest: AnyHashable?
  private var rowEnvironment: (token: Int, environment: EnvironmentValues)?
  private var warnedDuplicateTags = false
  private let rowEnvironmentVersion = EnvironmentValues.nextVersion()

  var isSelectable: Bool { selection != nil }

  private var scroll: ScrollNode? { children.first as? ScrollNode }

  override func accept(_ view: any View) -> Bool {
    let list = view as! any ListView
    content = list.anyContent
    selection = list.anySelection
    rowCache = nil
    return true
  }

  override func run() {
    reconcileChildren(byPosition: content.map { [ListRows(content: $0)] } ?? [])
  }

  // MARK: - Focus

  override var focusCapability: FocusCapability? {
    // A click focuses a list, and lists take focus with keyboard
    // navigation off, as on a Mac.
    isSelectable ? FocusCapability(interactions: .automatic) : nil
  }

  /// Rows do not read whether the list is focused: only the drawing
  /// changes, and it is drawn from the focus state every frame.
  override func focusDidChange() {}

  /// In a list with a selection, controls in rows that are only activated
  /// take no focus: the list is the focus stop.
  override var childEnvironment: EnvironmentValues {
    guard isSelectable else { return environment }
    if let cached = rowEnvironment, cached.token == environment.token { return cached.environment }
    var result = environment
    EnvironmentValues.$writerVersion.withValue(rowEnvironmentVersion) {
      result.keyboardNavigation = .textFieldsOnly
      result.enclosingListSelection = selection
    }
    rowEnvironment = (environment.token, result)
    return result
  }

  // MARK: - Rows

  private var rowTable: (rows: [TaggedRow], index: [NodeID: Int]) {
    // Until the next layout, a change inside may have added or removed rows.
    if let rowCache, !layoutDirty { return rowCache }
    var rows: [TaggedRow] = []
    if let scroll {
      rows = TaggedRow.rows(of: scroll.layoutItems, within: scroll).map { row in
        TaggedRow(node: row.node, tag: row.tag.flatMap { selection?.normalized($0) })
      }
    }
    var index: [NodeID: Int] = [:]
    index.reserveCapacity(rows.count)
    var tags = Set<AnyHashable>()
    var duplicate: AnyHashable?
    for (position, row) in rows.enumerated() {
      index[row.node.id] = position
      if let tag = row.tag, !tags.insert(tag).inserted { duplicate = duplicate ?? tag }
    }
    if let duplicate, !warnedDuplicateTags {
      warnedDuplicateTags = true
      graph.diagnostics.warn(
        "List: several rows are tagged \(KeyboardFocus.describe(duplicate)); selecting one selects them all. "
          + "Give each row its own tag.")
    }
    rowCache = (rows, index)
    return (rows, index)
  }

  /// The rows, in order.
  var rows: [TaggedRow] { rowTable.rows }

  /// Whether `row` can be selected: tagged with the selection's type,
  /// enabled, and not marked `selectionDisabled`.
  private func isSelectable(_ row: TaggedRow) -> Bool {
    row.tag != nil && row.node.environment.isEnabled && !row.node.environment.isSelectionDisabled
  }

  /// The row `node` is, or is in; `nil` outside rows.
  func rowIndex(containing node: ViewNode) -> Int? {
    let table = rowTable
    var current: ViewNode? = node
    while let candidate = current, candidate !== self {
      if let index = table.index[candidate.id] { return index }
      current = candidate.parent
    }
    return nil
  }

  /// Whether `node` is a row, and if so whether it is selected; `nil` for
  /// a node that is not a row (the semantic tree marks selected rows).
  func rowState(of node: ViewNode) -> (isSelected: Bool, tag: AnyHashable?)? {
    guard let selection, let index = rowTable.index[node.id] else { return nil }
    let tag = rows[index].tag
    return (tag.map(selection.contains) ?? false, tag)
  }

  // MARK: - Where the keyboard is

  /// The node of the row the keyboard is on, when one is: where a screen
  /// reader following the terminal's cursor reads a focused list.
  var keyboardRowNode: ViewNode? {
    let rows = self.rows
    guard let (index, exact) = keyboardRow(in: rows), exact else { return nil }
    return rows[index].node
  }

  /// The row the keyboard is on; `exact` is `false` when none is (nothing
  /// selected yet, or its row was removed), and the row given is the one
  /// the next key acts on.
  private func keyboardRow(in rows: [TaggedRow]) -> (index: Int, exact: Bool)? {
    guard let selection else { return nil }
    let selectable = rows.indices.filter { isSelectable(rows[$0]) }
    guard let first = selectable.first, let last = selectable.last else { return nil }
    func index(of tag: AnyHashable?) -> Int? {
      guard let tag else { return nil }
      return rows.firstIndex { $0.tag == tag }
    }
    let selected = selection.selectedTags()
    // The row the keyboard last landed on, while it is still that row
    // (found by place first, so that rows sharing a tag are told apart).
    if let lastPosition, rows.indices.contains(lastPosition), let tag = rows[lastPosition].tag,
      selection.allowsMultiple ? tag == cursor : selected.contains(tag)
    {
      return (lastPosition, true)
    }
    if selection.allowsMultiple, let cursor, let position = index(of: cursor) { return (position, true) }
    if let position = rows.indices.first(where: { rows[$0].tag.map(selected.contains) ?? false }) {
      return (position, true)
    }
    guard let lastPosition else { return (first, false) }
    return (selectable.first { $0 >= lastPosition } ?? last, false)
  }

  private enum Move {
    case up, down, home, end, pageUp, pageDown
  }

  /// The row `move` lands on from the keyboard's row.
  private func target(of move: Move, in rows: [TaggedRow]) -> Int? {
    let selectable = rows.indices.filter { isSelectable(rows[$0]) }
    guard let first = selectable.first, let last = selectable.last, let (from, exact) = keyboardRow(in: rows) else {
      return nil
    }
    switch move {
    case .home: return first
    case .end: return last
    case _ where !exact: return from
    case .down: return selectable.first { $0 > from } ?? from
    case .up: return selectable.last { $0 < from } ?? from
    case .pageDown:
      // The last row that starts within a screen below the current row's
      // top: the bottom row when the current row is at the top.
      let limit = rows[from].node.frame.minY + max(1, scroll?.frame.height ?? 1)
      let next = selectable.first { $0 > from } ?? from
      return selectable.last { $0 > from && rows[$0].node.frame.minY < limit } ?? next
    case .pageUp:
      let limit = rows[from].node.frame.maxY - max(1, scroll?.frame.height ?? 1)
      let previous = selectable.last { $0 < from } ?? from
      return selectable.first { $0 < from && rows[$0].node.frame.maxY > limit } ?? previous
    }
  }

  // MARK: - Keys

  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard let selection, environment.isEnabled else { return false }
    let move: Move? =
      switch key {
      case .upArrow: .up
      case .downArrow: .down
      case .home: .home
      case .end: .end
      case .pageUp: .pageUp
      case .pageDown: .pageDown
      default: nil
      }
    if let move {
      moveKeyboard(move, modifiers: modifiers, selection: selection)
      return true
    }
    switch key {
    case .leftArrow, .rightArrow:
      return disclose(key, modifiers: modifiers)
    case .space:
      toggleKeyboardRow(selection)
      return true
    case .return:
      if performPrimaryAction(selection) { return true }
      // A collapsed split view's column: Return shows the next column.
      guard let commit = environment.commitListSelection, !selection.selectedTags().isEmpty else { return false }
      commit()
      return true
    case KeyEquivalent("a") where !modifiers.isDisjoint(with: [.control, .command]) && selection.allowsMultiple:
      let rows = self.rows
      selection.select(rows.filter(isSelectable).compactMap(\.tag))
      return true
    default:
      return false
    }
  }

  private func moveKeyboard(_ move: Move, modifiers: EventModifiers, selection: any ListSelection) {
    let rows = self.rows
    guard let target = target(of: move, in: rows), let tag = rows[target].tag else { return }
    if selection.allowsMultiple, modifiers.contains(.shift) {
      let start = anchor ?? keyboardRow(in: rows).flatMap { rows[$0.index].tag } ?? tag
      let from = rows.firstIndex { $0.tag == start } ?? target
      let range = min(from, target)...max(from, target)
      selection.select(range.filter { isSelectable(rows[$0]) }.compactMap { rows[$0].tag })
      anchor = start
    } else if selection.allowsMultiple, modifiers.contains(.control) {
      // Moves the keyboard only; Space then adds or removes the row.
    } else {
      selection.select([tag])
      anchor = tag
    }
    cursor = tag
    lastPosition = target
    reveal(tag)
  }

  /// Space: a `Set` selection gains or loses the keyboard's row; a single
  /// selection selects it.
  private func toggleKeyboardRow(_ selection: any ListSelection) {
    let rows = self.rows
    guard let (index, _) = keyboardRow(in: rows), let tag = rows[index].tag else { return }
    if selection.allowsMultiple {
      var selected = selection.selectedTags()
      if selected.remove(tag) == nil { selected.insert(tag) }
      selection.select(rows.compactMap(\.tag).filter(selected.contains))
    } else {
      selection.select([tag])
    }
    cursor = tag
    anchor = tag
    lastPosition = index
    reveal(tag)
  }

  /// → and ←: expand or collapse the disclosure group of the keyboard's
  /// row, as in an outline; otherwise they go on to the views around.
  private func disclose(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    let rows = self.rows
    guard let (index, exact) = keyboardRow(in: rows), exact else { return false }
    var stack = [rows[index].node]
    while let node = stack.popLast() {
      if let label = node as? DisclosureLabelNode { return label.handleKey(key, modifiers: modifiers) }
      stack.append(contentsOf: node.children.reversed())
    }
    return false
  }

  /// Return: the primary action of a `contextMenu(forSelectionType:…)`
  /// on the list, with the selection.
  private func performPrimaryAction(_ selection: any ListSelection) -> Bool {
    for ancestor in ancestors {
      if let actions = ancestor as? any SelectionActionsNode {
        return actions.performPrimaryAction(selection.selectedTags())
      }
      guard ancestor.wrapsSameView else { break }
    }
    return false
  }

  private func reveal(_ tag: AnyHashable) {
    revealRequest = tag
    invalidateLayout()
  }

  // MARK: - Clicks

  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    guard let selection, environment.isEnabled else { return .focuses }
    let rows = self.rows
    var index = rowIndex(containing: node)
    if index == nil, node === self, let offset, let scroll {
      // The list's blank space beside a row: the row at that height.
      let y = frame.minY + offset.y - scroll.contentShift.y
      index = rows.firstIndex { $0.node.frame.minY <= y && y < $0.node.frame.maxY }
    }
    if let index, isSelectable(rows[index]), let tag = rows[index].tag {
      selection.select([tag])
      cursor = tag
      anchor = tag
      lastPosition = index
      environment.commitListSelection?()
    }
    // Focus goes on to the list, or to the text field clicked in the row.
    return .focuses
  }

  // MARK: - Layout and drawing

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layoutItems.first?.measure(proposal) ?? .zero
  }

  override func performLayout(previousFrame: Rect?) {
    rowCache = nil
    layoutItems.first?.place(in: frame)
    if let tag = revealRequest {
      revealRequest = nil
      if let row = rows.first(where: { $0.tag == tag }) { graph.reveal(row.node) }
    }
  }

  override func draw(into canvas: inout Canvas) {
    guard let scroll else { return }
    scroll.draw(into: &canvas)
    guard let selection else { return }
    let selected = ViewGraph.drawing(self) { selection.selectedTags() }
    let rows = self.rows
    let focused = isFocused
    let keyboard = focused && environment.isFocusEffectEnabled ? keyboardRow(in: rows)?.index : nil
    canvas.clipped(to: scroll.frame) { canvas in
      canvas.translated(by: scroll.contentShift) { canvas in
        let visible = canvas.visibleRect
        // Rows are in vertical order: skip to the first visible one.
        let first = rows.partitioningIndex { $0.node.frame.maxY > visible.minY }
        for index in rows.indices[first...] {
          let row = rows[index].node.frame
          if row.minY >= visible.maxY { break }
          let band = Rect(x: scroll.frame.minX, y: row.minY, width: scroll.frame.width, height: row.height)
          if let tag = rows[index].tag, selected.contains(tag) {
            canvas.restyle(band) {
              $0.isInverse = true
              if !focused { $0.isDim = true }
            }
          } else if index == keyboard {
            canvas.restyle(band) { $0.isUnderlined = true }
          }
        }
      }
    }
  }

  override func makeElement() -> Element? {
    guard isSelectable else { return nil }
    return Element(
      id: id, role: .container, label: spokenName, frame: frame, isEnabled: environment.isEnabled,
      isFocused: isFocused)
  }

  /// What a screen reader calls the list, the focus stop: its
  /// `accessibilityLabel`, else the title of its navigation level (a
  /// sidebar's "Recipes"), else its first section's header, as VoiceOver
  /// names a table by its title. "" when it has none of them.
  var spokenName: String {
    var node = parent
    while let current = node, current.wrapsSameView {
      if let label = (current as? AccessibilityAttributesNode)?.modifier.attributes.label { return label }
      node = current.parent
    }
    if let title = environment.navigationContext.info?.title, !title.isEmpty { return title }
    // Only the first item is looked at: a list of 10,000 rows is not read.
    if let section = scroll?.layoutItems.first as? SectionNode, let header = section.makeElement()?.label {
      return header
    }
    return ""
  }
}

/// A node above a list that answers Return with the list's selection:
/// ``View/contextMenu(forSelectionType:menu:primaryAction:)``.
@MainActor
protocol SelectionActionsNode: AnyObject {
  /// Runs the primary action with `selection`; whether there is one.
  func performPrimaryAction(_ selection: Set<AnyHashable>) -> Bool
}

extension ListNode {
  /// The semantic element of `node` when it is one of this list's rows:
  /// its own element marked selected or not, or for a row that has none
  /// (a padded row), a container labelled with the row's text. `nil` when
  /// `node` is not a row.
  func rowElement(for node: ViewNode, own: Element?) -> Element? {
    guard let state = rowState(of: node) else { return nil }
    if var own, own.role != .container {
      own.isSelected = state.isSelected
      return own
    }
    return Element(
      id: node.id, role: .container, label: node.displayText, frame: own?.frame ?? node.frame,
      isEnabled: node.environment.isEnabled, isFocused: own?.isFocused ?? false, isSelected: state.isSelected)
  }
}
