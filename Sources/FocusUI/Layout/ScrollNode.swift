/// Lays out content at its ideal size along the scrolled axes and shows it
/// through its frame, scrolled by `offset` cells. Forms and lists are
/// scroll nodes too.
final class ScrollNode: LayoutNode, WheelScrollable {
  enum Style {
    case plain
    /// Full-width rows, sections separated by a blank line.
    case form
  }

  private var content: (any View)?
  private(set) var style = Style.plain
  private(set) var axes = Axis.Set.vertical
  private var showsIndicators = true
  /// Columns scrolled past at the leading edge, rows at the top.
  var offset = Point.zero
  /// The size the content was laid out at.
  private(set) var contentSize = Size.zero

  /// The stack the content's views form: vertical unless only the
  /// horizontal axis scrolls.
  var stackAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

  private var layout: StackLayout {
    StackLayout(
      axis: stackAxis, spacing: stackAxis == .horizontal ? 1 : 0, alignment: style == .form ? .start : .center)
  }

  override func accept(_ view: any View) -> Bool {
    let container = view as! any ScrollingContainer
    content = container.anyContent
    style = container.style
    let newAxes = container.scrollAxes.isEmpty ? Axis.Set.vertical : container.scrollAxes
    if newAxes != axes || container.showsIndicators != showsIndicators {
      axes = newAxes
      showsIndicators = container.showsIndicators
      invalidateLayout()
    }
    return true
  }

  override func run() {
    reconcileChild(content)
  }

  /// The proposal the content is measured with: open along the scrolled
  /// axes, `size` along the others.
  private func contentProposal(_ size: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : size.width, height: axes.contains(.vertical) ? nil : size.height)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    // A scroll view takes the space it is offered; its content only
    // matters along an axis left open.
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    let size = layout.sizeThatFits(layoutItems, contentProposal(proposal), in: self)
    return Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  /// Places the content at its ideal size from the top-leading corner of
  /// the frame; the offset is applied when drawing, so scrolling moves no
  /// frame.
  override func performLayout(previousFrame: Rect?) {
    let items = layoutItems
    let ideal = layout.sizeThatFits(items, contentProposal(ProposedSize(frame.size)), in: self)
    contentSize = Size(
      width: axes.contains(.horizontal) ? ideal.width : frame.width,
      height: axes.contains(.vertical) ? ideal.height : frame.height)
    // Along the scrolled axes the content takes its ideal length; across,
    // the frame's (a frame of another width is a new placement).
    let size = contentSize
    let axes = self.axes
    func content(_ frame: Rect) -> Rect {
      Rect(
        origin: frame.origin,
        size: Size(
          width: axes.contains(.horizontal) ? size.width : frame.width,
          height: axes.contains(.vertical) ? size.height : frame.height))
    }
    layout.place(
      items, in: content(frame), previousFrame: previousFrame.map(content), container: self, unbounded: true)
    clampOffset()
  }

  override func draw(into canvas: inout Canvas) {
    canvas.clipped(to: frame) { canvas in
      canvas.translated(by: contentShift) { canvas in
        // Items are in order along the stack: skip to the first visible one.
        let visible = canvas.visibleRect
        let items = layoutItems
        let vertical = stackAxis == .vertical
        let first = items.partitioningIndex {
          vertical ? $0.frame.maxY > visible.minY : $0.frame.maxX > visible.minX
        }
        for item in items[first...] {
          if (vertical ? item.frame.minY >= visible.maxY : item.frame.minX >= visible.maxX) { break }
          item.draw(into: &canvas)
        }
      }
      drawIndicators(into: &canvas)
    }
  }

  override var isReadByContent: Bool { false }

  /// How far the content is shifted when drawn.
  override var contentShift: Point { Point(x: -offset.x, y: -offset.y) }

  /// The part of the content shown, in content coordinates.
  var visibleContentRect: Rect {
    Rect(origin: frame.origin + offset, size: frame.size)
  }

  /// The largest offset along each axis: how far the content overflows.
  var maxOffset: Point {
    Point(
      x: axes.contains(.horizontal) ? max(0, contentSize.width - frame.width) : 0,
      y: axes.contains(.vertical) ? max(0, contentSize.height - frame.height) : 0)
  }

  /// Whether there is anything to scroll along `axis`.
  func canScroll(_ axis: Axis) -> Bool {
    axis == .vertical ? maxOffset.y > 0 : maxOffset.x > 0
  }

  /// Scrolls the least needed to show `rect` (in content coordinates);
  /// when it is larger than the frame, its top-leading corner is shown.
  func scrollToVisible(_ rect: Rect) {
    var newOffset = offset
    if axes.contains(.vertical) {
      if rect.maxY > frame.maxY + newOffset.y { newOffset.y = rect.maxY - frame.maxY }
      if rect.minY < frame.minY + newOffset.y { newOffset.y = rect.minY - frame.minY }
    }
    if axes.contains(.horizontal) {
      if rect.maxX > frame.maxX + newOffset.x { newOffset.x = rect.maxX - frame.maxX }
      if rect.minX < frame.minX + newOffset.x { newOffset.x = rect.minX - frame.minX }
    }
    scroll(to: newOffset)
  }

  /// Scrolls so that `anchor` of `rect` (in content coordinates) meets the
  /// same unit point of the frame, along the scrolled axes.
  func scroll(_ rect: Rect, to anchor: UnitPoint) {
    var newOffset = offset
    if axes.contains(.vertical) {
      newOffset.y =
        rect.minY + UnitPoint.cell(anchor.y, of: rect.height) - frame.minY
        - UnitPoint.cell(anchor.y, of: frame.height)
    }
    if axes.contains(.horizontal) {
      newOffset.x =
        rect.minX + UnitPoint.cell(anchor.x, of: rect.width) - frame.minX - UnitPoint.cell(anchor.x, of: frame.width)
    }
    scroll(to: newOffset)
  }

  /// Scrolls to `newOffset`, within the content.
  func scroll(to newOffset: Point) {
    offset = newOffset
    clampOffset()
  }

  /// Turns the wheel by `lines`: down (or, scrolling only sideways,
  /// towards the trailing edge) when positive.
  func scroll(by lines: Int) {
    let original = offset
    if axes.contains(.vertical) {
      scroll(to: Point(x: offset.x, y: offset.y + lines))
    } else {
      scroll(to: Point(x: offset.x + lines, y: offset.y))
    }
    settleUserScroll(from: original)
  }

  /// Settles a scroll by the user (the wheel, PageUp, PageDown) where the
  /// app's own ``ScrollTargetBehavior`` says; the built-in ones leave it.
  /// A target that is not a finite rectangle is ignored.
  func settleUserScroll(from original: Point) {
    guard let behavior = environment.scrollTargetBehavior, offset != original else { return }
    let size = frame.size
    func target(at offset: Point) -> ScrollTarget {
      ScrollTarget(
        rect: CGRect(
          x: CGFloat(offset.x), y: CGFloat(offset.y), width: CGFloat(size.width), height: CGFloat(size.height)))
    }
    var settled = target(at: offset)
    let context = ScrollTargetBehaviorContext(
      originalTarget: target(at: original), velocity: .zero,
      contentSize: CGSize(width: CGFloat(contentSize.width), height: CGFloat(contentSize.height)),
      containerSize: CGSize(width: CGFloat(size.width), height: CGFloat(size.height)), axes: axes,
      environment: environment)
    behavior.updateTarget(&settled, context: context)
    let (x, y) = (settled.rect.minX, settled.rect.minY)
    guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return }
    scroll(to: Point(x: Int(x.rounded()), y: Int(y.rounded())))
  }

  fileprivate func clampOffset() {
    let limit = maxOffset
    let clamped = Point(x: max(0, min(offset.x, limit.x)), y: max(0, min(offset.y, limit.y)))
    if clamped != offset { offset = clamped }
  }

  // MARK: - Indicators

  private func showsIndicator(_ axis: Axis) -> Bool {
    guard canScroll(axis) else { return false }
    let visibility =
      axis == .vertical
      ? environment.verticalScrollIndicatorVisibility : environment.horizontalScrollIndicatorVisibility
    return visibility.shows(showsIndicators)
  }

  /// A thumb over the last column (vertical) or row (horizontal): its
  /// length is the share of the content shown, its place the offset.
  private func drawIndicators(into canvas: inout Canvas) {
    let style = CellStyle(foreground: .gray)
    if showsIndicator(.vertical) {
      let (start, length) = Self.thumb(track: frame.height, content: contentSize.height, offset: offset.y)
      canvas.fill(Rect(x: frame.maxX - 1, y: frame.minY + start, width: 1, height: length), with: "┃", style: style)
    }
    if showsIndicator(.horizontal) {
      let (start, length) = Self.thumb(track: frame.width, content: contentSize.width, offset: offset.x)
      canvas.fill(Rect(x: frame.minX + start, y: frame.maxY - 1, width: length, height: 1), with: "━", style: style)
    }
  }

  /// Where the thumb of a `track` cells long indicator starts and how long
  /// it is, for `content` cells scrolled by `offset`: at the start when
  /// scrolled to the top, at the end only when scrolled to the end.
  static func thumb(track: Int, content: Int, offset: Int) -> (start: Int, length: Int) {
    guard track > 0, content > track else { return (0, max(0, track)) }
    let length = max(1, track * track / content)
    let room = track - length
    let maxOffset = content - track
    let start: Int
    if offset <= 0 {
      start = 0
    } else if offset >= maxOffset {
      start = room
    } else {
      // Strictly inside while not at either end.
      start = min(room - (room > 1 ? 1 : 0), max(room > 1 ? 1 : 0, (offset * room + maxOffset / 2) / maxOffset))
    }
    return (start, length)
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}

extension ViewGraph {
  /// The vertical offsets of the scroll views shown, in tree order. Setting them
  /// scrolls each as far as its content allows (a differential check gives
  /// a fresh graph the scroll positions an incremental one reached).
  package var scrollOffsets: [Int] {
    get { scrollNodes.map(\.offset.y) }
    set {
      for (node, offset) in zip(scrollNodes, newValue) {
        node.scroll(to: Point(x: node.offset.x, y: offset))
      }
    }
  }

  /// The scroll views shown, in tree order: those of a tab not selected,
  /// kept mounted for their state, are left out (a fresh host of the same
  /// state never made them).
  var scrollNodes: [ScrollNode] {
    var nodes: [ScrollNode] = []
    func visit(_ node: ViewNode) {
      if let hidable = node as? HidableContentNode, !hidable.isContentShown { return }
      if let scroll = node as? ScrollNode { nodes.append(scroll) }
      for child in node.children { visit(child) }
    }
    visit(root)
    return nodes
  }
}
