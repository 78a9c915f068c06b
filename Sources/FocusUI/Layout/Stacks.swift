/// Arranges its views top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 16) {
///   Text("Sign in").bold()
///   TextField("Username", text: $username)
/// }
/// ```
/// The spacing is in points, rounded to whole rows (16 points each, see
/// ``CellMetrics``); the default is none, as rows of a terminal are already
/// apart.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(0, spacing.map(CellMetrics.layoutRows) ?? 0)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// Arranges its views left to right.
///
/// ```swift
/// HStack {
///   Text("Name:")
///   TextField("Name", text: $name)
/// }
/// ```
/// The spacing is in points, rounded to whole columns (8 points each, see
/// ``CellMetrics``); the default is one column.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Int
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(0, spacing.map(CellMetrics.layoutColumns) ?? 1)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView, StackView {
  func makeNode(in graph: ViewGraph) -> ViewNode { StackNode(graph: graph) }
  var layout: StackLayout { StackLayout(axis: .vertical, spacing: spacing, alignment: .init(alignment)) }
  var anyContent: any View { content }
}

extension HStack: PrimitiveView, StackView {
  func makeNode(in graph: ViewGraph) -> ViewNode { StackNode(graph: graph) }
  var layout: StackLayout { StackLayout(axis: .horizontal, spacing: spacing, alignment: .init(alignment)) }
  var anyContent: any View { content }
}

@MainActor
protocol StackView {
  var layout: StackLayout { get }
  var anyContent: any View { get }
}

/// A container laying its items out with a ``StackLayout``.
class StackNode: LayoutNode {
  var layout = StackLayout(axis: .vertical, spacing: 0, alignment: .center)
  private var content: (any View)?

  override var isReadByContent: Bool { false }

  override func accept(_ view: any View) -> Bool {
    let stack = view as! any StackView
    let newLayout = stack.layout
    if newLayout.axis != layout.axis || newLayout.spacing != layout.spacing
      || newLayout.alignment != layout.alignment
    {
      layout = newLayout
      invalidateLayout()
    }
    content = stack.anyContent
    return true
  }

  override func run() {
    reconcileChild(content)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout.sizeThatFits(layoutItems, proposal, in: self)
  }

  override func performLayout(previousFrame: Rect?) {
    layout.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }

  /// A vertical stack places its items one below the other: the visible
  /// ones are found by a binary search, not by testing all of them (a
  /// form of 10,000 rows in a scroll view draws a screenful).
  override func draw(into canvas: inout Canvas) {
    guard layout.axis == .vertical else { return super.draw(into: &canvas) }
    let visible = canvas.visibleRect
    let items = layoutItems
    let first = items.partitioningIndex { $0.frame.maxY > visible.minY }
    for item in items[first...] {
      if item.frame.minY >= visible.maxY { break }
      if !item.frame.intersection(visible).isEmpty { item.draw(into: &canvas) }
    }
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}

/// The root of every graph: the app's view, stacked from the top-left corner
/// of the screen.
struct RootView<Content: View>: View, PrimitiveView, StackView {
  let content: Content
  var body: Never { primitiveBody(Self.self) }
  func makeNode(in graph: ViewGraph) -> ViewNode { StackNode(graph: graph) }
  var layout: StackLayout { StackLayout(axis: .vertical, spacing: 0, alignment: .start) }
  var anyContent: any View { content }
}
