/// The bar of tabs at the top of a ``TabView``: one focus stop whose ←
/// and → select the tab before and after.
struct TabViewBar: View, PrimitiveView {
  let items: [TabViewItem]
  let select: @MainActor (AnyHashable) -> Void

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { TabViewBarNode(graph: graph) }
}

final class TabViewBarNode: LayoutNode, InteractiveControl {
  private var bar: TabViewBar?
  private let layout = StackLayout(axis: .horizontal, spacing: 1, alignment: .center)

  override func accept(_ view: any View) -> Bool {
    bar = (view as! TabViewBar)
    return true
  }

  override func run() {
    reconcileChildren(byPosition: bar?.items ?? [])
    invalidateLayout()
  }

  private var items: [TabViewItemNode] { children.compactMap { $0 as? TabViewItemNode } }

  private var selectedItem: TabViewItemNode? { items.first { $0.isSelected } }

  // MARK: - Focus

  /// Chosen, not edited, as a segmented control is: Tab reaches the bar,
  /// a click on a tab selects it without taking focus.
  override var focusCapability: FocusCapability? { FocusCapability(interactions: .activate) }

  /// The tabs do not read whether the bar is focused: they are drawn from
  /// the focus state every frame.
  override func focusDidChange() {}

  /// Whether the bar shows that it has focus.
  var showsFocus: Bool {
    isFocused && graph.focus.tree.origin != .pointer && environment.isFocusEffectEnabled
  }

  // MARK: - Keys and clicks

  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard environment.isEnabled, modifiers.isDisjoint(with: [.control, .command, .option, .shift]) else {
      return false
    }
    let items = self.items
    guard !items.isEmpty else { return false }
    let current = items.firstIndex { $0.isSelected }
    let target: Int
    switch key {
    case .leftArrow: target = max(0, (current ?? 0) - 1)
    case .rightArrow: target = min(items.count - 1, current.map { $0 + 1 } ?? 0)
    case .home: target = 0
    case .end: target = items.count - 1
    default: return false
    }
    if target != current { select(items[target]) }
    return true
  }

  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    guard environment.isEnabled else { return .handled }
    var current: ViewNode? = node
    while let candidate = current, candidate !== self {
      if let item = candidate as? TabViewItemNode {
        select(item)
        return .handled
      }
      current = candidate.parent
    }
    // The bar itself: the tab under the click, if it had a place.
    if let offset, let item = items.first(where: { $0.frame.contains(frame.origin + offset) }) {
      select(item)
    }
    return .handled
  }

  private func select(_ item: TabViewItemNode) {
    guard let tag = item.tag else { return }
    bar?.select(tag)
  }

  // MARK: - Layout and drawing

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = layout.sizeThatFits(layoutItems, ProposedSize(width: nil, height: 1), in: self)
    return Size(width: proposal.width ?? size.width, height: 1)
  }

  override func performLayout(previousFrame: Rect?) {
    let size = layout.sizeThatFits(layoutItems, ProposedSize(width: nil, height: 1), in: self)
    layout.place(
      layoutItems, in: Rect(origin: frame.origin, size: Size(width: size.width, height: 1)),
      previousFrame: previousFrame, container: self)
  }

  override func draw(into canvas: inout Canvas) {
    canvas.clipped(to: frame) { canvas in super.draw(into: &canvas) }
  }

  /// The bar is read as its selected tab, which is where its focus is:
  /// the other tabs are elements of their own.
  override func makeElement() -> Element? {
    guard let item = selectedItem else {
      return Element(
        id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled, isFocused: isFocused)
    }
    return Element(
      id: id, role: .tab, label: item.title, value: item.badgeText, frame: item.frame,
      isEnabled: environment.isEnabled, isFocused: isFocused, isSelected: true)
  }
}

/// One tab in a tab bar: its label (and its section's title, before the
/// first tab of a section), its badge, and whether it is selected.
struct TabViewItem: View, PrimitiveView {
  let label: AnyView
  let badge: Text?
  /// The title of the section this tab starts.
  let section: String?
  let tag: AnyHashable
  let isSelected: Bool

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { TabViewItemNode(graph: graph) }
}

final class TabViewItemNode: LabelledControlNode {
  private(set) var tag: AnyHashable?
  private(set) var isSelected = false
  private var section: String?
  private(set) var badgeText: String?

  override func accept(_ view: any View) -> Bool {
    let item = view as! TabViewItem
    tag = item.tag
    isSelected = item.isSelected
    section = item.section
    badgeText = item.badge?.content
    acceptLabel(item.label)
    return true
  }

  /// The tab's title: its label's text and image glyphs.
  override var title: String { drawnLabelText }

  /// What the tab draws: the section's title, then ` title badge `.
  private var prefix: String { section.map { $0 + ": " } ?? "" }
  private var drawnTitle: String { " " + title + (badgeText.map { " " + $0 } ?? "") + " " }

  /// The bar is the focus stop, not its tabs.
  override var focusCapability: FocusCapability? { nil }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: CellWidth.of(prefix + drawnTitle), height: 1)
  }

  override func draw(into canvas: inout Canvas) {
    let style = baseStyle
    var sectionStyle = style
    sectionStyle.isDim = true
    let showsFocus = (parent as? TabViewBarNode)?.showsFocus ?? false
    canvas.clipped(to: frame) { canvas in
      canvas.draw(prefix, at: frame.origin, style: sectionStyle)
      let origin = Point(x: frame.minX + CellWidth.of(prefix), y: frame.minY)
      canvas.draw(drawnTitle, at: origin, style: style)
      guard isSelected else { return }
      let cells = Rect(origin: origin, size: Size(width: CellWidth.of(drawnTitle), height: 1))
      canvas.restyle(cells) { cell in
        if showsFocus {
          cell.isInverse = true
        } else {
          cell.isBold = true
          cell.isUnderlined = true
        }
      }
    }
  }

  /// The selected tab is read as the bar (see ``TabViewBarNode``).
  override func makeElement() -> Element? {
    guard !isSelected else { return nil }
    return Element(
      id: id, role: .tab, label: title, value: badgeText, frame: frame, isEnabled: environment.isEnabled)
  }
}
