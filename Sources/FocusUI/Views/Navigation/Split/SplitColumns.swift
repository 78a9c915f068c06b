import FocusEngine

/// Whether a split view is collapsed (one column at a time), as its last
/// layout found: the split view's body reads it.
@MainActor
final class SplitLayoutState {
  private(set) var isCollapsed = false
  var readers = BodyReaders()
  /// The columns' node: focus moves into the column shown.
  weak var columnsNode: SplitColumnsNode?
  weak var host: ViewNode?
  /// The column a collapsed split view showed last.
  private var shownColumn: Int?
  /// The view focused when each column (by index) was shown by going
  /// forward: focus returns there when going back.
  private var focusReturns: [Int: NodeID] = [:]

  nonisolated init() {}

  /// Going to column `index`: going forward, the focused view is kept to
  /// return to.
  func willShow(column index: Int, from current: Int) {
    guard index > current, let graph = host?.graph else { return }
    focusReturns[index] = graph.focus.tree.focused
  }

  /// The body shows `column` (when collapsed): focus follows a change, once
  /// the update settles.
  func didShow(column: Int?) {
    let previous = shownColumn
    shownColumn = column
    guard let column, let previous, column != previous, let host else { return }
    host.graph.enqueueCallback(for: host) { [weak self] in
      guard let self, let graph = self.host?.graph else { return }
      let columnNode =
        self.columnsNode?.children.indices.contains(column) == true ? self.columnsNode?.children[column] : nil
      // Into the column's content, not its title row's back button.
      let area = columnNode.map { $0.firstLevels?.topLevel ?? $0 }
      if column < previous {
        graph.focus.returnFocus(to: self.focusReturns.removeValue(forKey: previous), orInto: area)
      } else if let area {
        graph.focus.moveFocus(into: area)
      }
    }
  }

  func setCollapsed(_ collapsed: Bool) {
    guard collapsed != isCollapsed else { return }
    isCollapsed = collapsed
    readers.invalidateAll()
  }
}

/// The columns of a split view: side by side with a divider between them
/// when they fit, else the one `shownColumn` filling the space.
struct SplitColumns: View, PrimitiveView {
  let columns: [SplitColumn]
  let sizings: [SplitColumnSizing]
  let state: SplitLayoutState
  /// Which columns `columnVisibility` shows side by side.
  let visible: [Bool]

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { SplitColumnsNode(graph: graph) }
}

final class SplitColumnsNode: LayoutNode {
  private var split: SplitColumns?
  /// The x of each divider drawn, in screen cells, and its height.
  private var dividers: [Int] = []

  override func accept(_ view: any View) -> Bool {
    split = (view as! SplitColumns)
    return true
  }

  override func run() {
    guard let split else { return }
    for sizing in split.sizings { sizing.splitNode = self }
    split.state.columnsNode = self
    reconcileChildren(byPosition: split.columns)
    invalidateLayout()
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    // A split view fills the space offered, as a window's content does.
    Size(width: proposal.width ?? 80, height: proposal.height ?? 24)
  }

  /// The widths of the visible columns side by side in `width` cells, or
  /// `nil` when even their minimum widths and dividers do not fit.
  private func sideBySideWidths(in width: Int) -> [Int]? {
    guard let split else { return nil }
    let shown = split.sizings.indices.filter { split.visible[$0] }
    guard shown.count > 1 else { return shown.map { _ in width } }
    let dividerCells = shown.count - 1
    let leading = shown.dropLast()
    let detail = split.sizings[shown.last!]
    let minimum = leading.reduce(detail.minimum + dividerCells) { $0 + split.sizings[$1].minimum }
    guard width >= minimum else { return nil }
    // Leading columns at their ideal widths, shrunk towards their minimum
    // (the sidebar last) until the detail has its minimum.
    var widths = leading.map { min(split.sizings[$0].ideal, split.sizings[$0].maximum) }
    var excess = widths.reduce(detail.minimum + dividerCells, +) - width
    for position in widths.indices.reversed() where excess > 0 {
      let give = min(excess, widths[position] - split.sizings[leading[leading.startIndex + position]].minimum)
      widths[position] -= max(0, give)
      excess -= max(0, give)
    }
    return widths + [width - widths.reduce(dividerCells, +)]
  }

  override func performLayout(previousFrame: Rect?) {
    guard let split else { return }
    let widths = sideBySideWidths(in: frame.width)
    // Collapsing changes which columns are shown (and focusable): the
    // body runs again, and the layout after it places them.
    split.state.setCollapsed(widths == nil)
    dividers = []
    let items = layoutItems
    guard let widths, !split.state.isCollapsed else {
      for item in items {
        let shown = (item as? SplitColumnNode)?.isShown == true
        item.place(in: shown ? frame : Rect(origin: frame.origin, size: .zero))
      }
      return
    }
    var x = frame.minX
    var next = 0
    for (index, item) in items.enumerated() {
      guard index < split.visible.count, split.visible[index], next < widths.count else {
        item.place(in: Rect(origin: frame.origin, size: .zero))
        continue
      }
      if next > 0 {
        dividers.append(x)
        x += 1
      }
      item.place(in: Rect(x: x, y: frame.minY, width: widths[next], height: frame.height))
      x += widths[next]
      next += 1
    }
  }

  override func draw(into canvas: inout Canvas) {
    super.draw(into: &canvas)
    for x in dividers {
      canvas.fill(Rect(x: x, y: frame.minY, width: 1, height: frame.height), with: "│", style: baseStyle)
    }
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}

/// One column of a split view: its content, hidden (mounted, neither
/// drawn nor focused) when not shown.
struct SplitColumn: View, PrimitiveView {
  let isShown: Bool
  let sizing: SplitColumnSizing
  /// Run when a selection is committed in a list of this column (a
  /// collapsed split view shows the next column).
  let commit: (@MainActor () -> Void)?
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { SplitColumnNode(graph: graph) }
}

final class SplitColumnNode: LayoutNode {
  private var column: SplitColumn?
  private(set) var isShown = true
  private var hiding = HidableContentEnvironment()
  private let contentVersion = EnvironmentValues.nextVersion()
  private let contentLayout = StackLayout(axis: .vertical, spacing: 0, alignment: .start)

  override func accept(_ view: any View) -> Bool {
    let column = view as! SplitColumn
    if isShown != column.isShown {
      isShown = column.isShown
      invalidateLayout()
    }
    self.column = column
    // The commit action may change: the environment is made anew.
    hiding.invalidate()
    return true
  }

  override func run() {
    reconcileChildren(byPosition: column.map { [$0.content] } ?? [])
  }

  override var childEnvironment: EnvironmentValues {
    guard let column else { return environment }
    return hiding.environment(from: environment, isShown: isShown) { result in
      EnvironmentValues.$writerVersion.withValue(contentVersion) {
        result.splitColumnSizing = column.sizing
      }
      result.commitListSelection = column.commit
    }
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard isShown else { return .zero }
    return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  override func performLayout(previousFrame: Rect?) {
    guard isShown else { return }
    contentLayout.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }

  override func draw(into canvas: inout Canvas) {
    guard isShown else { return }
    canvas.clipped(to: frame) { super.draw(into: &$0) }
  }

  override var exposesChildElements: Bool { isShown }
}

extension ViewNode {
  /// The first navigation levels node in this subtree, breadth first.
  var firstLevels: NavigationLevelsNode? {
    var queue: [ViewNode] = [self]
    var index = 0
    while index < queue.count {
      if let levels = queue[index] as? NavigationLevelsNode { return levels }
      queue += queue[index].children
      index += 1
    }
    return nil
  }
}
