/// A ``Menu``: a button-like control whose items open in a drop-down box.
final class MenuNode: MenuContentControlNode, InteractiveControl, DropDownSource {
  private var primaryAction: (@MainActor () -> Void)?

  override func accept(_ view: any View) -> Bool {
    let menu = view as! any MenuView
    primaryAction = menu.primaryAction
    accept(label: menu.anyLabel, content: menu.anyContent)
    return true
  }

  private var text: String { "[ " + title + " ▾ ]" }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: min(CellWidth.of(text), proposal.width ?? .max), height: 1)
  }

  override func draw(into canvas: inout Canvas) {
    let style = baseStyle
    canvas.clipped(to: frame) { canvas in
      canvas.draw(text, at: frame.origin, style: style)
    }
    drawFocusRing(into: &canvas)
  }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .menu, label: title, frame: frame, isEnabled: environment.isEnabled, isFocused: isFocused)
  }

  // MARK: - Opening

  /// Opens the items, if enabled.
  func open() {
    guard environment.isEnabled else { return }
    graph.openDropDown(self)
  }

  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .command, .option]) else { return false }
    switch key {
    case .return, .space:
      if let primaryAction {
        if environment.isEnabled { primaryAction() }
      } else {
        open()
      }
      return true
    case .downArrow:
      open()
      return true
    default:
      return false
    }
  }

  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    if let primaryAction {
      if environment.isEnabled { primaryAction() }
    } else {
      open()
    }
    return .handled
  }

  // MARK: - Items

  var dropDownAnchor: ViewNode { self }

  var dropDownItems: [DropDownItem] {
    var items: [DropDownItem] = []
    if children.count > 1 { Self.collectItems(children[1], into: &items) }
    // No separator at either end, nor two in a row.
    var tidy: [DropDownItem] = []
    for item in items {
      if case .separator = item.kind {
        guard let last = tidy.last, !last.isSeparator else { continue }
      }
      tidy.append(item)
    }
    if tidy.last?.isSeparator == true { tidy.removeLast() }
    return tidy
  }

  /// The items `node` makes: a button or toggle is a choice, a divider a
  /// separator, a text a header, a section its title and items between
  /// separators, a nested menu or picker a submenu; other views are looked
  /// through.
  static func collectItems(_ node: ViewNode, into items: inout [DropDownItem]) {
    let isEnabled = node.environment.isEnabled
    switch node {
    case let button as ButtonNode:
      items.append(DropDownItem(kind: .choice, title: button.labelText, isEnabled: isEnabled, node: button))
    case let toggle as ToggleNode:
      items.append(
        DropDownItem(kind: .choice, title: toggle.labelText, isEnabled: isEnabled, isChecked: toggle.isOn, node: toggle)
      )
    case is DividerNode:
      items.append(.separator)
    case let text as TextNode:
      items.append(DropDownItem(kind: .header, title: text.content, isEnabled: false, node: text))
    case let section as SectionNode:
      items.append(.separator)
      let header = section.children.first?.displayText ?? ""
      if !header.isEmpty { items.append(DropDownItem(kind: .header, title: header, isEnabled: false)) }
      if section.children.count > 1 { collectItems(section.children[1], into: &items) }
      items.append(.separator)
    case let menu as MenuNode:
      items.append(DropDownItem(kind: .submenu(menu), title: menu.title, isEnabled: isEnabled, node: menu))
    case let picker as PickerNode:
      items.append(DropDownItem(kind: .submenu(picker), title: picker.title, isEnabled: isEnabled, node: picker))
    case is TextFieldNode:
      break  // nothing to choose
    default:
      for child in node.children { collectItems(child, into: &items) }
    }
  }

  func choose(_ item: DropDownItem) {
    switch item.node {
    case let button as ButtonNode: button.press()
    case let toggle as ToggleNode: toggle.toggle()
    default: break
    }
  }
}

extension DropDownItem {
  var isSeparator: Bool {
    if case .separator = kind { return true }
    return false
  }
}
