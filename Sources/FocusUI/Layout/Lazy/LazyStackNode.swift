/// The node of a lazy stack or grid: it lays out the items made so far and
/// the estimated rows between them (``LazyPlanner``), and after each layout
/// tells which rows to make or release (``wantedRows(pinned:)``).
final class LazyStackNode: LayoutNode {
  private(set) var spec = LazyLayoutSpec(
    axis: .vertical, spacing: 0, tracks: nil, alignment: .center, pinnedViews: [])
  private var content: (any View)?
  /// What the last placement found.
  private(set) var plan = LazyPlan()
  /// An item on screen and where it was along the axis before rows were
  /// made or released: the next placement scrolls so it stays put.
  private var anchor: (node: ViewNode, position: Int)?

  /// The tracks across the axis at the last layout (1 for a stack).
  var trackCount: Int { plan.trackCount }

  override func accept(_ view: any View) -> Bool {
    let container = view as! any LazyContainerView
    let newSpec = container.spec
    if newSpec != spec {
      spec = newSpec
      invalidateLayout()
    }
    content = container.anyContent
    return true
  }

  override func run() {
    reconcileChild(content)
  }

  override func didMount() {
    graph.scrolling.register(self)
  }

  override func willUnmount() {
    graph.scrolling.unregister(self)
  }

  private var planner: LazyPlanner { LazyPlanner(stack: self, spec: spec) }
  /// The plan of the layout pass running, for the cross length it was
  /// made for: measuring the stack and placing it in one pass plan once.
  private var passPlan: (pass: Int, cross: Int?, plan: LazyPlan)?
  /// The layout pass of the last placement, and what the rows wanted were
  /// worked out from after it: unchanged, they need no working out.
  private var placedPass = 0
  private var lastWanted: (pass: Int, window: Range<Int>?, pins: [[Int]?])?
  private var windowRows: (pass: Int, window: Range<Int>?, rows: [Set<Int>], sorted: [[Int]])?

  /// The cross length of the last placement.
  private var placedCross: Int??

  private func plan(cross: Int?) -> LazyPlan {
    let pass = graph.stats.layoutPasses
    if let passPlan, passPlan.pass == pass, passPlan.cross == cross { return passPlan.plan }
    let plan = planner.plan(cross: cross)
    passPlan = (pass, cross, plan)
    return plan
  }

  /// Whether the last placement's plan still holds for `cross`: no row or
  /// item came or went, and the items that changed kept their size (a
  /// focused button restyled, a field edited). Then only those are placed
  /// again, as a stack places only its changed items.
  private func lastPlanHolds(cross: Int?) -> Bool {
    guard hasBeenPlaced, !itemsChanged, placedCross == .some(cross) else { return false }
    for item in dirtyItems {
      let index = item.itemIndex
      guard index >= 0, index < plan.placements.count, plan.placements[index].node === item else { return false }
      let placement = plan.placements[index]
      guard item.measure(planner.proposal(cross: placement.cross)) == placement.frame.size else { return false }
    }
    return true
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let vertical = spec.axis == .vertical
    let cross = vertical ? proposal.width : proposal.height
    let plan = lastPlanHolds(cross: cross) ? self.plan : self.plan(cross: cross)
    let across = cross ?? plan.crossLength
    return vertical ? Size(width: across, height: plan.length) : Size(width: plan.length, height: across)
  }

  override func performLayout(previousFrame: Rect?) {
    let vertical = spec.axis == .vertical
    let cross = vertical ? frame.width : frame.height
    let origin = frame.origin
    if previousFrame == frame, lastPlanHolds(cross: cross) {
      for item in dirtyItems {
        let placement = plan.placements[item.itemIndex]
        item.place(in: Rect(origin: placement.frame.origin + origin, size: placement.frame.size))
      }
      return
    }
    plan = self.plan(cross: cross)
    passPlan = nil
    placedPass = graph.stats.layoutPasses
    placedCross = .some(cross)
    for (node, itemFrame, _) in plan.placements {
      node.place(in: Rect(origin: itemFrame.origin + origin, size: itemFrame.size))
    }
    keepAnchorInPlace()
  }

  /// The lazy `ForEach`es inside, outer ones first: those the last
  /// placement met, while nothing changed since; else found again.
  var lazyForEaches: [any KeyedRows] {
    if hasBeenPlaced, !layoutDirty { return plan.forEaches.filter(\.isMounted) }
    var result: [any KeyedRows] = []
    func visit(_ node: ViewNode) {
      for child in node.children where !child.isLayoutItem {
        if let rows = child.keyedRows, rows.isLazy { result.append(rows) }
        visit(child)
      }
    }
    visit(self)
    return result
  }

  // MARK: - Which rows

  /// The rows each lazy `ForEach` inside should hold — those near the
  /// visible area (see ``lazyWindow``), those `pinned`, and the rows
  /// around them — or `nil` when nothing they depend on changed since the
  /// last time they were worked out.
  func wantedRows(pinned: [ObjectIdentifier: [Int]]) -> [LazyRowSet]? {
    let window = hasBeenPlaced ? lazyWindow : nil
    let pins = plan.forEaches.map { pinned[ObjectIdentifier($0)] }
    if let lastWanted, lastWanted.pass == placedPass, lastWanted.window == window, lastWanted.pins == pins {
      return nil
    }
    lastWanted = (placedPass, window, pins)
    let near: (sets: [Set<Int>], sorted: [[Int]])
    if let windowRows, windowRows.pass == placedPass, windowRows.window == window {
      // Only the pins changed (focus moved): the rows near the visible
      // area are the ones worked out last time.
      near = (windowRows.rows, windowRows.sorted)
    } else {
      let origin = spec.axis == .vertical ? frame.minY : frame.minX
      let sets =
        window.map { plan.rows(meeting: ($0.lowerBound - origin)..<($0.upperBound - origin)) }
        ?? Array(repeating: [], count: plan.forEaches.count)
      near = (sets, sets.map { $0.sorted() })
      windowRows = (placedPass, window, near.sets, near.sorted)
    }
    var sets: [LazyRowSet] = []
    for (index, rows) in plan.forEaches.enumerated() where rows.isMounted {
      let count = rows.rowCount
      let extra = (pins[index] ?? []).filter { !near.sets[index].contains($0) && $0 < count }
      if extra.isEmpty, near.sorted[index].last.map({ $0 < count }) ?? true {
        sets.append(LazyRowSet(rows: rows, offsets: near.sorted[index]))
      } else {
        let offsets = near.sets[index].union(extra).filter { $0 < count }.sorted()
        sets.append(LazyRowSet(rows: rows, offsets: offsets))
      }
    }
    return sets
  }

  /// The stretch along the axis whose rows are made: the visible area
  /// (the screen, within the scroll views around) and half a visible
  /// length (at least 4 cells) on each side, widened to whole chunks of
  /// half a visible length, so that scrolling makes and releases rows a
  /// chunk at a time rather than a row at a time; `nil` when the stack
  /// lies wholly outside that.
  ///
  /// It depends on the scroll position only, not on how it was reached,
  /// so that a fresh host scrolled there holds the same rows.
  private var lazyWindow: Range<Int>? {
    guard let viewport = viewport, !viewport.isEmpty else { return nil }
    let vertical = spec.axis == .vertical
    let start = vertical ? viewport.minY : viewport.minX
    let length = vertical ? viewport.height : viewport.width
    let margin = max(4, length / 2)
    let chunk = max(4, length / 2)
    let reach = Rect(
      x: viewport.minX - margin, y: viewport.minY - margin, width: viewport.width + 2 * margin,
      height: viewport.height + 2 * margin)
    // An empty stack still counts along its axis (its rows are estimates).
    let extent = Rect(origin: frame.origin, size: Size(width: max(1, frame.width), height: max(1, frame.height)))
    guard !reach.intersection(extent).isEmpty else { return nil }
    func floorChunk(_ value: Int) -> Int {
      value >= 0 ? value / chunk * chunk : -((-value + chunk - 1) / chunk * chunk)
    }
    let low = floorChunk(start - margin)
    let high = -floorChunk(-(start + length + margin))
    return low..<high
  }

  /// The visible area (the screen, within the scroll views around), in the
  /// stack's own coordinates.
  private var viewport: Rect? {
    var clip = Rect(origin: .zero, size: graph.size)
    var shift = Point.zero
    for ancestor in Array(ancestors).reversed() where ancestor.isLayoutItem {
      if ancestor is ScrollNode {
        clip = clip.intersection(Rect(origin: ancestor.frame.origin + shift, size: ancestor.frame.size))
      }
      shift = shift + ancestor.contentShift
    }
    return clip.isEmpty ? nil : Rect(origin: clip.origin - shift, size: clip.size)
  }

  /// The part of the frame on screen, in its own coordinates.
  private var visibleRect: Rect? {
    guard let viewport else { return nil }
    let shown = viewport.intersection(frame)
    return shown.isEmpty ? nil : shown
  }

  // MARK: - Staying in place

  /// Notes the first made item on screen before rows are made or released.
  func holdAnchor() {
    guard hasBeenPlaced, let visible = visibleRect else {
      anchor = nil
      return
    }
    let vertical = spec.axis == .vertical
    let top = vertical ? visible.minY : visible.minX
    let item = layoutItems.first { item in
      item.hasBeenPlaced && (vertical ? item.frame.maxY : item.frame.maxX) > top
    }
    anchor = item.map { ($0, vertical ? $0.frame.minY : $0.frame.minX) }
  }

  /// Scrolls the scroll view around by as much as the anchor moved, so
  /// that what was on screen stays where it was while the estimated rows
  /// above it became real ones (or real ones became estimates).
  private func keepAnchorInPlace() {
    guard let anchor else { return }
    self.anchor = nil
    guard anchor.node.isMounted, anchor.node.hasBeenPlaced else { return }
    let vertical = spec.axis == .vertical
    let delta = (vertical ? anchor.node.frame.minY : anchor.node.frame.minX) - anchor.position
    guard delta != 0,
      let scroll = ancestors.lazy.compactMap({ $0 as? ScrollNode }).first(where: {
        $0.axes.contains(vertical ? .vertical : .horizontal)
      })
    else { return }
    scroll.offset =
      vertical
      ? Point(x: scroll.offset.x, y: scroll.offset.y + delta) : Point(x: scroll.offset.x + delta, y: scroll.offset.y)
  }

  // MARK: - Drawing

  override func draw(into canvas: inout Canvas) {
    super.draw(into: &canvas)
    if !spec.pinnedViews.isEmpty { drawPinnedSectionParts(into: &canvas) }
  }

  /// Draws the header of a section partly scrolled out at the top over the
  /// top of the visible area (and a footer partly out at the bottom over
  /// its bottom), never outside the section.
  private func drawPinnedSectionParts(into canvas: inout Canvas) {
    let visible = canvas.visibleRect
    let vertical = spec.axis == .vertical
    for case let section as SectionNode in layoutItems {
      let frame = section.frame
      let parts = section.children
      guard parts.count == 3 else { continue }
      if spec.pinnedViews.contains(.sectionHeaders), let header = parts[0].layoutBounds, !header.isEmpty {
        let shift = vertical ? visible.minY - header.minY : visible.minX - header.minX
        let room = vertical ? frame.maxY - header.maxY : frame.maxX - header.maxX
        if shift > 0, room > 0 {
          drawPart(parts[0], bounds: header, shift: min(shift, room), vertical: vertical, into: &canvas)
        }
      }
      if spec.pinnedViews.contains(.sectionFooters), let footer = parts[2].layoutBounds, !footer.isEmpty {
        let shift = vertical ? visible.maxY - footer.maxY : visible.maxX - footer.maxX
        let room = vertical ? frame.minY - footer.minY : frame.minX - footer.minX
        if shift < 0, room < 0 {
          drawPart(parts[2], bounds: footer, shift: max(shift, room), vertical: vertical, into: &canvas)
        }
      }
    }
  }

  private func drawPart(_ part: ViewNode, bounds: Rect, shift: Int, vertical: Bool, into canvas: inout Canvas) {
    let offset = vertical ? Point(x: 0, y: shift) : Point(x: shift, y: 0)
    canvas.translated(by: offset) { canvas in
      let row = vertical ? Rect(x: frame.minX, y: bounds.minY, width: frame.width, height: bounds.height) : bounds
      canvas.fill(row, with: " ", style: .plain)
      var items: [ViewNode] = []
      part.collectLayoutItems(into: &items)
      for item in items { item.draw(into: &canvas) }
    }
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}
