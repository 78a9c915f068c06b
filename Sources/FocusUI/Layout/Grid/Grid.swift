/// A container that lays its views out in rows and columns, each column as
/// wide as its widest cell and each row as tall as its tallest.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 16) {
///   GridRow {
///     Text("Name")
///     TextField("Name", text: $name)
///   }
///   GridRow {
///     Text("Email")
///     TextField("Email", text: $email)
///   }
///   Divider()
///   GridRow {
///     Text("Notes")
///     TextField("Notes", text: $notes).gridCellColumns(1)
///   }
/// }
/// ```
///
/// Each ``GridRow`` inside is a row: its views fill the columns from the
/// leading one, one column each unless ``View/gridCellColumns(_:)`` says
/// more. A view directly inside the grid, not in a row, takes a row of its
/// own across every column (a ``Divider``, a heading). The grid has as many
/// columns as its longest row; shorter rows leave the last ones empty.
///
/// Columns start at the width of their widest cell. With room to spare,
/// the columns holding a view that grows (a text field, a frame with
/// `maxWidth: .infinity`) share it; short of room, the widest columns give
/// way first. Spacing is in points, rounded to cells: one column between
/// columns and no row between rows unless given. Focus moves through the
/// cells in their order in the source, row after row, and the arrow keys
/// move between the cells' frames.
public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: Int
  let verticalSpacing: Int
  let content: Content

  /// Creates a grid; `alignment` places each view in its cell unless its
  /// row or column says otherwise.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.map(CellMetrics.layoutColumns) ?? 1
    self.verticalSpacing = verticalSpacing.map(CellMetrics.layoutRows) ?? 0
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Grid: PrimitiveView, GridView {
  func makeNode(in graph: ViewGraph) -> ViewNode { GridNode(graph: graph) }
  var spec: GridSpec {
    GridSpec(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
  }
  var anyContent: any View { content }
}

@MainActor
protocol GridView {
  var spec: GridSpec { get }
  var anyContent: any View { get }
}

/// A grid's alignment and spacing, in cells.
struct GridSpec: Equatable {
  var alignment: Alignment
  var horizontalSpacing: Int
  var verticalSpacing: Int
}

/// Lays out its rows (and the views between them, across every column)
/// with a ``GridPlan``.
final class GridNode: LayoutNode {
  private var spec = GridSpec(alignment: .center, horizontalSpacing: 1, verticalSpacing: 0)
  private var content: (any View)?

  override func accept(_ view: any View) -> Bool {
    let grid = view as! any GridView
    if grid.spec != spec {
      spec = grid.spec
      invalidateLayout()
    }
    content = grid.anyContent
    return true
  }

  override func run() {
    reconcileChild(content)
  }

  private func plan(width: Int?) -> GridPlan {
    GridPlan(grid: self, items: layoutItems, spec: spec, width: width)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    plan(width: proposal.width).size
  }

  override func performLayout(previousFrame: Rect?) {
    let plan = plan(width: frame.width)
    plan.place(in: frame, rightToLeft: environment.layoutDirection == .rightToLeft)
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}
