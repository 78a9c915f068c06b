import FocusEngine

extension Screen {
  /// What the window shows means: only what shows, so that a 10,000-field
  /// form costs what its screenful does, and of that, only what changed
  /// since the last frame with semantics is built again (the graph's
  /// ``SemanticsCache``): a Tab builds the two elements focus moved
  /// between. `keeping: false` builds everything, as a first frame does.
  func semantics(of graph: ViewGraph, keeping: Bool = true) -> FrameSemantics {
    let top = chromeHeight
    let area = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - top))
    let cache = keeping ? graph.feature(SemanticsCache.self) : nil
    cache?.beginFrame()
    defer { cache?.endFrame() }
    let visible = graph.elements(in: area, keeping: cache)
    let accessibility = graph.accessibilityElements(around: visible.map(\.id), keeping: cache)
    // Where each view's element is in `accessibility`: one copy of an
    // element, into its frame element.
    var indexByID: [NodeID: Int] = .init(minimumCapacity: accessibility.count)
    for (index, element) in accessibility.enumerated() { indexByID[element.id] = index }
    var containers: [NodeID: FrameContainer] = .init(minimumCapacity: visible.count)
    var tabListContainers: [NodeID: FrameContainer] = [:]
    var tabLists = Set<NodeID>()
    // The containers around `id` (an element or a list), outward, until
    // one already known. A tab bar's tab list sits in the bar's row: its
    // own entry, since the bar's element sits in the tab list.
    func addContainers(of id: NodeID) {
      guard containers[id] == nil else { return }
      let found =
        if let cache { cache.container(id) { container(of: id, in: graph) } } else { container(of: id, in: graph) }
      guard let found else { return }
      containers[id] = found
      switch found {
      case .tabList(let bar):
        guard tabLists.insert(bar).inserted, let (list, row) = graph.listRow(of: bar) else { return }
        tabListContainers[bar] = .row(row, list: list)
        addContainers(of: list)
      case .row(_, let list):
        addContainers(of: list)
      }
    }
    var elements: [FrameElement] = []
    elements.reserveCapacity(visible.count)
    var drawn = Set<NodeID>(minimumCapacity: visible.count)
    var focused: NodeID?
    var scrolls: [NodeID: FrameScroll] = [:]
    let modal = graph.modalLayer
    for element in visible {
      drawn.insert(element.id)
      addContainers(of: element.id)
      let scroll: NodeID?
      if let cache {
        // The scroll view around is kept; where it is and how far it
        // scrolled are read once a frame.
        scroll = cache.scroll(element.id) { graph.scrollAround(element.id)?.id }
        if let scroll, scrolls[scroll] == nil { scrolls[scroll] = graph.scrollAround(element.id) }
      } else {
        let found = graph.scrollAround(element.id)
        scroll = found?.id
        if let found, scrolls[found.id] == nil { scrolls[found.id] = found }
      }
      elements.append(
        FrameElement(
          element: element, accessibility: indexByID[element.id].map { accessibility[$0] },
          isInFocusOrder: graph.isInFocusOrder(element.id),
          isInert: modal.map { graph.node(element.id)?.isInside($0) == false } ?? false,
          scroll: scroll))
      if element.isFocused, focused == nil { focused = element.id }
    }
    var readingOrder: [NodeID: Int]?
    if graph.sortsAccessibility {
      var rank: [NodeID: Int] = [:]
      for (index, element) in graph.accessibilityElements().enumerated() { rank[element.id] = index }
      readingOrder = rank
    }
    return FrameSemantics(
      top: top,
      menuEntries: runtime == nil ? [] : menuBar.entries(in: size),
      elements: elements,
      // Behind a sheet or an alert, an element no view draws is left out:
      // nothing could reach it.
      undrawnAccessibility: accessibility.filter { element in
        guard !drawn.contains(element.id), !element.frame.intersection(area).isEmpty else { return false }
        guard let modal else { return true }
        return graph.node(element.id)?.isInside(modal) != false
      },
      containers: containers,
      tabListContainers: tabListContainers,
      scrolls: scrolls,
      readingOrder: readingOrder,
      focused: focused,
      caret: graph.textCaret,
      accessibilityCursor: graph.accessibility.cursor(of: .voiceOver)?.id,
      readerReturnedTo: takeReaderReturn(),
      tabExits: menuBar.isOpen
        ? FrameTabExits()
        : FrameTabExits(forward: graph.focus.tabWraps(forward: true), backward: graph.focus.tabWraps(forward: false)),
      isShowingModal: modal != nil,
      announcements: graph.accessibility.takePostedAnnouncements())
  }

  /// The structure `id` sits in directly: a tab bar's tab list, else a
  /// list's row.
  private func container(of id: NodeID, in graph: ViewGraph) -> FrameContainer? {
    if let bar = graph.tabBar(of: id) { return .tabList(bar) }
    return graph.listRow(of: id).map { .row($0.row, list: $0.list) }
  }
}
