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
    // With groups or representations in the graph, the elements around
    // the visible views are looked up by id; without, each visible view's
    // own element goes straight into its frame element (one copy of it).
    let hasGroups = graph.hasAccessibilityGroups
    var grouped: [AccessibilityElement] = []
    var indexByID: [NodeID: Int] = [:]
    var contexts = AccessibilityContexts()
    if hasGroups {
      grouped = graph.accessibilityElements(around: visible.map(\.id), keeping: cache)
      indexByID.reserveCapacity(grouped.count)
      for (index, element) in grouped.enumerated() { indexByID[element.id] = index }
    }
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
    // The views drawn, for the groups' elements no view draws.
    var drawn = Set<NodeID>(minimumCapacity: hasGroups ? visible.count : 0)
    var focused: NodeID?
    var scrolls: [NodeID: FrameScroll] = [:]
    let modal = graph.modalLayer
    for element in visible {
      if hasGroups { drawn.insert(element.id) }
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
      // `if`, not `Optional.map`: a main-actor closure handed to the
      // standard library checks its executor on every call.
      let accessibility: AccessibilityElement?
      if !hasGroups {
        accessibility = graph.ownAccessibilityElement(element.id, keeping: cache, remembering: &contexts)
      } else if let index = indexByID[element.id] {
        accessibility = grouped[index]
      } else {
        accessibility = nil
      }
      var isInert = false
      if let modal { isInert = graph.node(element.id)?.isInside(modal) == false }
      elements.append(
        FrameElement(
          element: element, accessibility: accessibility, isInFocusOrder: graph.isInFocusOrder(element.id),
          isInert: isInert, scroll: scroll))
      if element.isFocused, focused == nil { focused = element.id }
    }
    // Behind a sheet or an alert, an element no view draws is left out:
    // nothing could reach it. Without groups, every element is drawn.
    var undrawn: [AccessibilityElement] = []
    for element in grouped where !drawn.contains(element.id) && !element.frame.intersection(area).isEmpty {
      if let modal, graph.node(element.id)?.isInside(modal) == false { continue }
      undrawn.append(element)
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
      undrawnAccessibility: undrawn,
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
