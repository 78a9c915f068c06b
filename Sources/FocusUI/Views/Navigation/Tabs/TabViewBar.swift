/// The bar of tabs at the top of a ``TabView``: one focus stop whose ←
/// and → select the tab before and after; or, in a sidebar-adaptable tab
/// view, the sidebar beside it, whose ↑ and ↓ do.
struct TabViewBar: View, PrimitiveView {
  let items: [TabViewItem]
  /// `.horizontal` for a bar, `.vertical` for a sidebar.
  let axis: Axis
  let select: @MainActor (AnyHashable) -> Void

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { TabViewBarNode(graph: graph) }
}

final class TabViewBarNode: LayoutNode, InteractiveControl {
  private var bar: TabViewBar?
  private var layout = StackLayout(axis: .horizontal, spacing: 1, alignment: .center)

  /// Whether the tabs are a sidebar's column rather than a bar's row.
  var isSidebar: Bool { layout.axis == .vertical }

  override func accept(_ view: any View) -> Bool {
    let bar = view as! TabViewBar
    if bar.axis != self.bar?.axis {
      layout =
        bar.axis == .vertical
        ? StackLayout(axis: .vertical, spacing: 0, alignment: .start)
        : StackLayout(axis: .horizontal, spacing: 1, alignment: .center)
    }
    self.bar = bar
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

  // MARK: - Keys and clicks

  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard environment.isEnabled, modifiers.isDisjoint(with: [.control, .command, .option, .shift]) else {
      return false
    }
    let items = self.items
    guard !items.isEmpty else { return false }
    let current = items.firstIndex { $0.isSelected }
    let target: Int
    let (back, forward): (KeyEquivalent, KeyEquivalent) = isSidebar ? (.upArrow, .downArrow) : (.leftArrow, .rightArrow)
    switch key {
    case back: target = max(0, (current ?? 0) - 1)
    case forward: target = min(items.count - 1, current.map { $0 + 1 } ?? 0)
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
    if isSidebar {
      // As wide as its widest tab, as tall as the tab view.
      let size = layout.sizeThatFits(layoutItems, ProposedSize(width: nil, height: nil), in: self)
      return Size(width: size.width, height: max(size.height, proposal.height ?? size.height))
    }
    let size = layout.sizeThatFits(layoutItems, ProposedSize(width: nil, height: 1), in: self)
    return Size(width: proposal.width ?? size.width, height: 1)
  }

  override func performLayout(previousFrame: Rect?) {
    if isSidebar {
      let size = layout.sizeThatFits(layoutItems, ProposedSize(width: frame.width, height: nil), in: self)
      layout.place(
        layoutItems, in: Rect(origin: frame.origin, size: Size(width: frame.width, height: size.height)),
        previousFrame: previousFrame, container: self)
      return
    }
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
      id: id, role: .tab, label: item.title, value: item.badgeText, frame: item.titleFrame,
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

  /// Whether the tab is a row of a sidebar (see ``TabViewBarNode``).
  private var isInSidebar: Bool { (parent as? TabViewBarNode)?.isSidebar ?? false }

  /// What the tab draws: the section's title, then ` title badge `. In a
  /// sidebar, the section's title is a row of its own above the tab, and
  /// the tab is indented under it.
  private var prefix: String {
    guard !isInSidebar else { return "" }
    return section.map { $0 + ": " } ?? ""
  }
  private var drawnTitle: String { " " + title + (badgeText.map { " " + $0 } ?? "") + " " }
  /// The section's title row in a sidebar, if this tab starts a section.
  private var header: String? { isInSidebar ? section : nil }

  /// The bar is the focus stop, not its tabs.
  override var focusCapability: FocusCapability? { nil }

  /// Where the tab's title is: its frame, below a sidebar section's title.
  var titleFrame: Rect {
    guard header != nil, frame.height > 1 else { return frame }
    return Rect(
      origin: Point(x: frame.minX, y: frame.minY + 1), size: Size(width: frame.width, height: frame.height - 1))
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard isInSidebar else { return Size(width: CellWidth.of(prefix + drawnTitle), height: 1) }
    let width = max(CellWidth.of(drawnTitle), header.map { CellWidth.of($0) + 1 } ?? 0)
    return Size(width: max(width, proposal.width ?? 0), height: header == nil ? 1 : 2)
  }

  override func draw(into canvas: inout Canvas) {
    let style = baseStyle
    var sectionStyle = style
    sectionStyle.isDim = true
    let showsFocus = (parent as? TabViewBarNode)?.showsFocusEffect ?? false
    let header = self.header
    canvas.clipped(to: frame) { canvas in
      canvas.draw(prefix, at: frame.origin, style: sectionStyle)
      if let header {
        var headerStyle = sectionStyle
        headerStyle.isBold = true
        canvas.draw(header, at: frame.origin, style: headerStyle)
      }
      let origin = Point(x: frame.minX + CellWidth.of(prefix), y: frame.minY + (header == nil ? 0 : 1))
      canvas.draw(drawnTitle, at: origin, style: style)
      guard isSelected else { return }
      let width = isInSidebar ? frame.width : CellWidth.of(drawnTitle)
      let cells = Rect(origin: origin, size: Size(width: width, height: 1))
      canvas.markChosenSegment(cells, showsFocus: showsFocus)
    }
  }

  /// The selected tab is read as the bar (see ``TabViewBarNode``).
  override func makeElement() -> Element? {
    guard !isSelected else { return nil }
    return Element(
      id: id, role: .tab, label: title, value: badgeText, frame: titleFrame, isEnabled: environment.isEnabled)
  }
}
