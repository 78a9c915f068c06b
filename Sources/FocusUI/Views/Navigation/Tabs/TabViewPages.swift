/// The contents of a ``TabView``'s tabs: the selected one shown, the
/// others made so far kept mounted (their state lives) but not laid out,
/// drawn, focused or exposed. A tab is made the first time it is
/// selected.
struct TabViewPages: View, PrimitiveView {
  let tabs: [TabEntry]
  let selected: AnyHashable?

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { TabViewPagesNode(graph: graph) }
}

final class TabViewPagesNode: LayoutNode {
  private var pages: TabViewPages?
  /// The tabs selected so far, still among the tabs.
  private var made = Set<AnyHashable>()

  override func accept(_ view: any View) -> Bool {
    pages = (view as! TabViewPages)
    return true
  }

  override func run() {
    guard let pages else { return }
    if let selected = pages.selected { made.insert(selected) }
    made.formIntersection(pages.tabs.map(\.tag))
    let shown = pages.tabs.filter { made.contains($0.tag) }
    let selected = pages.selected
    // Focus in the tab about to be hidden (a button in it selected
    // another tab), read before the tab hides it.
    let focusIsHidden =
      selected != shownTag && graph.focusedNodeID.flatMap(graph.node).map { $0.isInside(self) } == true
    shownTag = selected
    reconcileChildren(byPosition: [
      ForEach(shown, id: \.tag) { tab in
        TabViewPage(isSelected: tab.tag == selected, content: tab.content)
      }
    ])
    invalidateLayout()
    if focusIsHidden { moveFocusIntoShownTab() }
  }

  /// The tab shown since the last run.
  private var shownTag: AnyHashable?

  /// Focus in a tab that was just hidden (a button in it selected another
  /// tab) moves into the tab shown now, as into a pushed navigation
  /// level, else to the tab bar.
  private func moveFocusIntoShownTab() {
    graph.enqueueCallback(for: self) { [weak self] in
      guard let self, let page = self.selectedPage, let around = self.parent else { return }
      if !self.graph.focus.moveFocus(into: page) { self.graph.focus.moveFocus(into: around) }
    }
  }

  private var selectedPage: ViewNode? {
    layoutItems.first { ($0 as? TabViewPageNode)?.isSelected == true }
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    // The selected tab fills what the tab view is offered.
    let content = selectedPage?.measure(proposal)
    return Size(width: proposal.width ?? content?.width ?? 0, height: proposal.height ?? content?.height ?? 0)
  }

  override func performLayout(previousFrame: Rect?) {
    for item in layoutItems {
      let isSelected = (item as? TabViewPageNode)?.isSelected == true
      item.place(in: isSelected ? frame : Rect(origin: frame.origin, size: .zero))
    }
  }
}

/// One tab's content, hidden while another tab is selected.
struct TabViewPage: View, PrimitiveView {
  let isSelected: Bool
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { TabViewPageNode(graph: graph) }
}

final class TabViewPageNode: HidableContentNode {
  private var content: AnyView?
  /// Whether this page's tab is the selected one.
  var isSelected: Bool { isContentShown }

  override func accept(_ view: any View) -> Bool {
    let page = view as! TabViewPage
    content = page.content
    isContentShown = page.isSelected
    return true
  }

  override func run() {
    reconcileChildren(byPosition: content.map { [$0] } ?? [])
  }

}
