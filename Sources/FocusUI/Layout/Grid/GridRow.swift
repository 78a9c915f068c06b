/// A row of a ``Grid``: its views fill the grid's columns from the leading
/// one.
///
/// ```swift
/// Grid {
///   GridRow(alignment: .top) {
///     Text("Address")
///     TextField("Street", text: $street)
///   }
/// }
/// ```
///
/// `alignment` places the row's views vertically in their cells; `nil`
/// takes the grid's. Outside a grid, a row lays its views out side by
/// side, as an ``HStack`` would.
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a row.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension GridRow: PrimitiveView, GridRowView {
  func makeNode(in graph: ViewGraph) -> ViewNode { GridRowNode(graph: graph) }
  var anyContent: any View { content }
}

@MainActor
protocol GridRowView {
  var alignment: VerticalAlignment? { get }
  var anyContent: any View { get }
}

/// A row's cells: the grid around works out their frames (``cellFrames``)
/// before placing the row. Outside a grid the row is a horizontal stack.
final class GridRowNode: LayoutNode {
  private(set) var alignment: VerticalAlignment?
  private var content: (any View)?
  /// Where the grid puts each cell, in the grid's last layout.
  var cellFrames: [Rect] = [] {
    didSet { if cellFrames != oldValue { layoutDirty = true } }
  }
  /// Whether the grid around placed this row (else it is a stack).
  var isInGrid = false

  private var standalone: StackLayout {
    StackLayout(axis: .horizontal, spacing: 1, alignment: .init(alignment ?? .center))
  }

  override func accept(_ view: any View) -> Bool {
    let row = view as! any GridRowView
    if row.alignment != alignment {
      alignment = row.alignment
      invalidateLayout()
    }
    content = row.anyContent
    return true
  }

  override func run() {
    reconcileChild(content)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    standalone.sizeThatFits(layoutItems, proposal, in: self)
  }

  override func performLayout(previousFrame: Rect?) {
    let items = layoutItems
    guard isInGrid, cellFrames.count == items.count else {
      standalone.place(items, in: frame, previousFrame: previousFrame, container: self)
      return
    }
    for (item, cell) in zip(items, cellFrames) { item.place(in: cell) }
  }

  override func makeElement() -> Element? { nil }
}
