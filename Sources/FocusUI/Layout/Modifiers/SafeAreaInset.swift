/// Puts a view along an edge of the view it modifies, which is laid out
/// in the space left: ``View/safeAreaInset(edge:alignment:spacing:content:)-(VerticalEdge,_,_,_)``.
public struct _SafeAreaInsetModifier<Inset: View>: PrimitiveModifier, SafeAreaInsetSpec {
  let edge: Edge
  /// Where the inset view sits along its edge.
  let alignment: Alignment
  /// Cells between the inset view and the content.
  let spacing: Int
  let inset: Inset

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { SafeAreaInsetNode(graph: graph) }
  var insetGroup: any View { InsetGroup(content: inset, alignment: .init(alignment.horizontal)) }
}

@MainActor
protocol SafeAreaInsetSpec {
  var edge: Edge { get }
  var alignment: Alignment { get }
  var spacing: Int { get }
  var insetGroup: any View { get }
}

/// Lays out two items: the content (first) in the frame less the inset's
/// length on its edge, and the inset view (second) on the edge.
final class SafeAreaInsetNode: LayoutNode {
  private var spec: (any SafeAreaInsetSpec)?
  private var content: (any View)?

  override func accept(_ view: any View) -> Bool {
    let modified = view as! any ModifiedContentProtocol
    spec = (modified.anyModifier as! any SafeAreaInsetSpec)
    content = modified.anyContent
    invalidateLayout()
    return true
  }

  override func run() {
    guard let spec, let content else { return }
    // The content first, then the inset view: Tab order follows the source.
    reconcileChildren(byPosition: [InsetGroup(content: AnyView(erasing: content), alignment: .center), spec.insetGroup])
  }

  private var isVertical: Bool { spec?.edge == .top || spec?.edge == .bottom }

  private func along(_ size: Size) -> Int { isVertical ? size.height : size.width }

  /// The inset's length along the axis across its edge, and the content's
  /// proposal, for `proposal`.
  private func split(_ proposal: ProposedSize) -> (inset: Size, content: ProposedSize) {
    let items = layoutItems
    guard items.count == 2, let spec else { return (.zero, proposal) }
    let insetProposal =
      isVertical ? ProposedSize(width: proposal.width, height: nil) : ProposedSize(width: nil, height: proposal.height)
    let inset = items[1].measure(insetProposal)
    let used = along(inset) == 0 ? 0 : along(inset) + spec.spacing
    let content =
      isVertical
      ? ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - used) })
      : ProposedSize(width: proposal.width.map { max(0, $0 - used) }, height: proposal.height)
    return (inset, content)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let items = layoutItems
    guard items.count == 2, let spec else { return .zero }
    let (inset, contentProposal) = split(proposal)
    let content = items[0].measure(contentProposal)
    let used = along(inset) == 0 ? 0 : along(inset) + spec.spacing
    return isVertical
      ? Size(width: max(content.width, inset.width), height: content.height + used)
      : Size(width: content.width + used, height: max(content.height, inset.height))
  }

  override func performLayout(previousFrame: Rect?) {
    let items = layoutItems
    guard items.count == 2, let spec else { return }
    let (inset, _) = split(ProposedSize(frame.size))
    let used = along(inset) == 0 ? 0 : along(inset) + spec.spacing
    var edge = spec.edge
    if environment.layoutDirection == .rightToLeft {
      edge = edge == .leading ? .trailing : edge == .trailing ? .leading : edge
    }
    let insetLength = along(inset)
    let contentFrame: Rect
    let insetFrame: Rect
    switch edge {
    case .top, .bottom:
      let width = min(inset.width, frame.width)
      let x = frame.minX + environment.resolved(spec.alignment.horizontal).offset(child: width, in: frame.width)
      let height = min(insetLength, frame.height)
      let contentHeight = max(0, frame.height - used)
      insetFrame = Rect(
        x: x, y: edge == .top ? frame.minY : frame.maxY - height, width: width, height: height)
      contentFrame = Rect(
        x: frame.minX, y: edge == .top ? frame.maxY - contentHeight : frame.minY, width: frame.width,
        height: contentHeight)
    case .leading, .trailing:
      let height = min(inset.height, frame.height)
      let y = frame.minY + spec.alignment.vertical.offset(child: height, in: frame.height)
      let width = min(insetLength, frame.width)
      let contentWidth = max(0, frame.width - used)
      insetFrame = Rect(
        x: edge == .leading ? frame.minX : frame.maxX - width, y: y, width: width, height: height)
      contentFrame = Rect(
        x: edge == .leading ? frame.maxX - contentWidth : frame.minX, y: frame.minY, width: contentWidth,
        height: frame.height)
    }
    items[0].place(in: contentFrame)
    items[1].place(in: insetFrame)
  }
}

extension View {
  /// Shows `content` along the top or bottom edge of this view, which is
  /// laid out in the space left: a bar under a list, a summary above it.
  ///
  /// ```swift
  /// List(items) { item in Text(item.name) }
  ///   .safeAreaInset(edge: .bottom) {
  ///     Button("Add Item") { add() }
  ///   }
  /// ```
  ///
  /// The inset content is as tall as it wants and as wide as this view,
  /// placed by `alignment` along the edge, `spacing` points (rounded to
  /// rows; none by default) from the content. Its views come after the
  /// content's in Tab order, whichever edge it is on.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _SafeAreaInsetModifier(
        edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing.map(CellMetrics.layoutRows) ?? 0, inset: content()))
  }

  /// Shows `content` along the leading or trailing edge of this view,
  /// which is laid out in the space left.
  ///
  /// ```swift
  /// ScrollView { page }
  ///   .safeAreaInset(edge: .leading, spacing: 8) { Sidebar() }
  /// ```
  ///
  /// The inset content is as wide as it wants and as tall as this view,
  /// `spacing` points (rounded to columns; none by default) from the
  /// content.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _SafeAreaInsetModifier(
        edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing.map(CellMetrics.layoutColumns) ?? 0, inset: content()))
  }
}
