/// A navigation container's area: its bar on top, the levels under it,
/// and its bottom bar (`.bottomBar`/`.status` toolbar items) last.
struct NavigationArea: View, PrimitiveView {
  let model: NavigationModel
  let contents: [AnyView]
  /// The bars of the top level; `nil` for a container that shows none (a
  /// split view column, whose bar its own area draws).
  let showsBars: Bool
  /// The way back at the root (a collapsed split view's column goes back
  /// to the column before it).
  let rootBack: NavigationBackAction?

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { NavigationAreaNode(graph: graph) }
}

final class NavigationAreaNode: LayoutNode {
  private var area: NavigationArea?

  override func accept(_ view: any View) -> Bool {
    area = (view as! NavigationArea)
    return true
  }

  override func run() {
    guard let area else { return }
    let model = area.model
    let depth = area.contents.count - 1
    let info = model.info(ofLevel: depth)
    let backTitle = depth > 0 ? model.info(ofLevel: depth - 1).title : nil
    reconcileChildren(byPosition: [
      NavigationBarRegion(
        content: AnyView(
          NavigationBar(
            info: info, edge: .top, isShown: area.showsBars,
            back: depth > 0 ? NavigationBackAction(NavigationPop(model: model, keep: depth - 1)) : area.rootBack,
            backTitle: depth > 0 ? backTitle : area.rootBack?.title))),
      NavigationLevels(model: model, contents: area.contents),
      NavigationBarRegion(
        content: AnyView(NavigationBar(info: info, edge: .bottom, isShown: area.showsBars, back: nil, backTitle: nil))),
    ])
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let items = layoutItems
    guard items.count == 3 else { return .zero }
    let top = items[0].measure(ProposedSize(width: proposal.width, height: nil))
    let bottom = items[2].measure(ProposedSize(width: proposal.width, height: nil))
    let rest = proposal.height.map { max(0, $0 - top.height - bottom.height) }
    let levels = items[1].measure(ProposedSize(width: proposal.width, height: rest))
    return Size(
      width: max(top.width, levels.width, bottom.width), height: top.height + levels.height + bottom.height)
  }

  override func performLayout(previousFrame: Rect?) {
    let items = layoutItems
    guard items.count == 3 else { return }
    let width = frame.width
    // The bars keep their rows first: the levels take what is left.
    let top = min(frame.height, items[0].measure(ProposedSize(width: width, height: nil)).height)
    let bottom = min(frame.height - top, items[2].measure(ProposedSize(width: width, height: nil)).height)
    let middle = frame.height - top - bottom
    items[0].place(in: Rect(x: frame.minX, y: frame.minY, width: width, height: top))
    items[1].place(in: Rect(x: frame.minX, y: frame.minY + top, width: width, height: middle))
    items[2].place(in: Rect(x: frame.minX, y: frame.minY + top + middle, width: width, height: bottom))
  }
}

/// Holds one bar: a layout item however many views the bar is made of.
struct NavigationBarRegion: View, PrimitiveView {
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { NavigationBarRegionNode(graph: graph) }
}

final class NavigationBarRegionNode: LayoutNode {
  private var content: AnyView?
  private let contentLayout = StackLayout(axis: .vertical, spacing: 0, alignment: .start)

  override func accept(_ view: any View) -> Bool {
    content = (view as! NavigationBarRegion).content
    return true
  }

  override func run() {
    reconcileChildren(byPosition: content.map { [$0] } ?? [])
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = contentLayout.sizeThatFits(layoutItems, proposal, in: self)
    return Size(width: proposal.width ?? size.width, height: size.height)
  }

  override func performLayout(previousFrame: Rect?) {
    contentLayout.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }
}

/// What a back button does and says.
struct NavigationBackAction {
  let title: String?
  let perform: @MainActor () -> Void

  init(title: String?, perform: @escaping @MainActor () -> Void) {
    self.title = title
    self.perform = perform
  }

  init(_ pop: NavigationPop) {
    title = nil
    perform = { pop.perform() }
  }
}
