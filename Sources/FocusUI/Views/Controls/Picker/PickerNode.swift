/// A ``Picker``: its options are the rows of its content, listed in a
/// drop-down box, a segmented row or inline rows.
final class PickerNode: MenuContentControlNode, InteractiveControl, DropDownSource {
  private var selection: (any PickerSelection)?
  private var warnedUnmatched = false

  override func accept(_ view: any View) -> Bool {
    let picker = view as! any PickerView
    selection = picker.anySelection
    accept(label: picker.anyLabel, content: picker.anyContent)
    return true
  }

  private var presentation: PickerPresentation { environment.pickerPresentation }

  // MARK: - Options

  /// One option: its text, its value as the selection holds it (`nil`
  /// when it cannot be chosen) and its view.
  struct Option {
    var title: String
    var tag: AnyHashable?
    var node: ViewNode
  }

  var options: [Option] {
    guard children.count > 1, let selection else { return [] }
    return TaggedRow.rows(of: contentItems, within: children[1]).map { row in
      let tag = row.node.environment.isEnabled ? row.tag.flatMap(selection.normalized) : nil
      return Option(title: row.node.displayText, tag: tag, node: row.node)
    }
  }

  /// The index of the chosen option, read for drawing (a change of the
  /// selection redraws the picker).
  private func chosenIndex(in options: [Option]) -> Int? {
    guard let selection else { return nil }
    let current = ViewGraph.drawing(self) { selection.current() }
    return options.firstIndex { $0.tag == current }
  }

  /// Chooses the option `step` places after (before, when negative) the
  /// chosen one, skipping those that cannot be chosen; from no chosen
  /// option, the first. Stops at either end.
  private func step(_ step: Int) {
    let options = self.options
    let choosable = options.indices.filter { options[$0].tag != nil }
    guard let first = choosable.first else { return }
    let target: Int
    if let chosen = chosenIndex(in: options) {
      target = (step > 0 ? choosable.first { $0 > chosen } : choosable.last { $0 < chosen }) ?? chosen
    } else {
      target = first
    }
    choose(options[target])
  }

  private func choose(_ option: Option) {
    guard environment.isEnabled, let tag = option.tag else { return }
    selection?.select(tag)
  }

  // MARK: - Keys and clicks

  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard environment.isEnabled, modifiers.isDisjoint(with: [.control, .command, .option]) else { return false }
    switch (presentation, key) {
    case (.menu, .return), (.menu, .space):
      graph.openDropDown(self)
    case (.menu, .upArrow), (.inline, .upArrow), (.segmented, .leftArrow):
      step(-1)
    case (.menu, .downArrow), (.inline, .downArrow), (.segmented, .rightArrow):
      step(1)
    default:
      return false
    }
    return true
  }

  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    guard environment.isEnabled else { return .handled }
    switch presentation {
    case .menu:
      graph.openDropDown(self)
    case .segmented, .inline:
      // Without a place (an assistive technology's activation), the next
      // option.
      guard let offset else {
        step(1)
        return .handled
      }
      let options = self.options
      if let index = option(at: offset, count: options.count) { choose(options[index]) }
    }
    return .handled
  }

  /// The option drawn at `offset` from the picker's corner.
  private func option(at offset: Point, count: Int) -> Int? {
    switch presentation {
    case .menu: return nil
    case .inline:
      let index = offset.y - (title.isEmpty ? 0 : 1)
      return (0..<count).contains(index) ? index : nil
    case .segmented:
      return segments().firstIndex { $0.range.contains(offset.x) }
    }
  }

  // MARK: - Drops

  var dropDownAnchor: ViewNode { self }

  var dropDownItems: [DropDownItem] {
    let options = self.options
    let chosen = chosenIndex(in: options)
    return options.enumerated().map { index, option in
      DropDownItem(
        kind: .choice, title: option.title, isEnabled: option.tag != nil, isChecked: index == chosen,
        node: option.node)
    }
  }

  func choose(_ item: DropDownItem) {
    guard let option = options.first(where: { $0.node === item.node }) else { return }
    choose(option)
  }

  // MARK: - Layout and drawing

  /// The label and a space before the options, when there is a label.
  private var prefix: String { title.isEmpty || environment.labelsHidden ? "" : title + " " }

  /// Where each option of a segmented row is, in cells from the picker's
  /// left edge: `[ Small | Medium ]`.
  private func segments() -> [(title: String, range: Range<Int>)] {
    var x = CellWidth.of(prefix) + 2
    return options.map { option in
      let width = CellWidth.of(option.title)
      defer { x += width + 3 }
      return (option.title, x..<(x + width))
    }
  }

  private var menuText: String {
    let options = self.options
    let current = chosenIndex(in: options).map { options[$0].title } ?? ""
    return prefix + "[ " + current + " ▾ ]"
  }

  private var segmentedText: String {
    prefix + "[ " + options.map(\.title).joined(separator: " | ") + " ]"
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size: Size
    switch presentation {
    case .menu: size = Size(width: CellWidth.of(menuText), height: 1)
    case .segmented: size = Size(width: CellWidth.of(segmentedText), height: 1)
    case .inline:
      let rows = options.map { "( ) " + $0.title } + (title.isEmpty ? [] : [title])
      size = Size(width: rows.map { CellWidth.of($0) }.max() ?? 0, height: rows.count)
    }
    return Size(width: min(size.width, proposal.width ?? .max), height: size.height)
  }

  override func performLayout(previousFrame: Rect?) {
    let options = self.options
    guard !warnedUnmatched, !options.isEmpty, let selection, chosenIndex(in: options) == nil else { return }
    warnedUnmatched = true
    graph.diagnostics.warn(
      "Picker \"\(title)\": the selection \(selection.description) matches no option's tag; "
        + "tag each option with a value of the selection's type.")
  }

  override func draw(into canvas: inout Canvas) {
    let style = baseStyle
    let showsFocus = showsFocusEffect
    let options = self.options
    let chosen = chosenIndex(in: options)
    canvas.clipped(to: frame) { canvas in
      switch presentation {
      case .menu:
        canvas.draw(menuText, at: frame.origin, style: style)
        if showsFocus { canvas.restyle(frame) { $0.isInverse = true } }
      case .segmented:
        canvas.draw(segmentedText, at: frame.origin, style: style)
        let segments = self.segments()
        if let chosen, segments.indices.contains(chosen) {
          let range = segments[chosen].range
          let cells = Rect(x: frame.minX + range.lowerBound - 1, y: frame.minY, width: range.count + 2, height: 1)
          canvas.markChosenSegment(cells, showsFocus: showsFocus)
        } else if showsFocus {
          canvas.restyle(frame) { $0.isInverse = true }
        }
      case .inline:
        var y = frame.minY
        if !title.isEmpty {
          canvas.draw(title, at: frame.origin, style: style)
          y += 1
        }
        for (index, option) in options.enumerated() {
          var optionStyle = style
          if option.tag == nil { optionStyle.isDim = true }
          canvas.draw(
            (index == chosen ? "(•) " : "( ) ") + option.title, at: Point(x: frame.minX, y: y), style: optionStyle)
          if showsFocus, index == (chosen ?? options.firstIndex { $0.tag != nil }) {
            let row = Rect(x: frame.minX, y: y, width: frame.width, height: 1)
            canvas.restyle(row) { cell in
              if chosen == nil { cell.isUnderlined = true } else { cell.isInverse = true }
            }
          }
          y += 1
        }
      }
    }
  }

  override func makeElement() -> Element? {
    let options = self.options
    let value = chosenIndex(in: options).map { options[$0].title } ?? ""
    return Element(
      id: id, role: .picker, label: title, value: value, frame: frame, isEnabled: environment.isEnabled,
      isFocused: isFocused)
  }

  override var elementName: (role: Element.Role, label: String)? { (.picker, title) }
}
