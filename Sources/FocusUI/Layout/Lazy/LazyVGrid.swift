/// A grid that grows downwards, its columns described by ``GridItem``s,
/// making its cells only when they come near the visible area.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 96))]) {
///     ForEach(colors, id: \.self) { name in
///       Button(name) { pick(name) }
///     }
///   }
/// }
/// ```
///
/// Views fill the columns left to right, then the next row. Each row of a
/// `ForEach` inside is one cell; a row is made (or released) with its
/// whole grid line, under the rules of ``LazyVStack``. Lengths are in
/// points (see ``CellMetrics``): columns are one column (8 points) apart
/// unless a ``GridItem`` says otherwise, rows `spacing` (none by default)
/// apart, rounded to whole rows.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Int
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a grid with `columns`.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = max(0, spacing.map(CellMetrics.layoutRows) ?? 0)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A grid that grows to the trailing side, its rows described by
/// ``GridItem``s: ``LazyVGrid`` on its side.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))]) {
///     ForEach(0..<100, id: \.self) { Text("\($0)") }
///   }
/// }
/// ```
///
/// Views fill the rows top to bottom, then the next column; columns are
/// `spacing` points apart, rounded to whole columns (one column by
/// default). The ``GridItem`` sizes of its rows are heights: whole rows of
/// 16 points.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: Int
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a grid with `rows`.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = max(0, spacing.map(CellMetrics.layoutColumns) ?? 1)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension LazyVGrid: PrimitiveView, LazyContainerView {
  func makeNode(in graph: ViewGraph) -> ViewNode { LazyStackNode(graph: graph) }
  var spec: LazyLayoutSpec {
    LazyLayoutSpec(
      axis: .vertical, spacing: spacing, tracks: columns.isEmpty ? [GridItem()] : columns,
      alignment: Alignment(horizontal: alignment, vertical: .center), pinnedViews: pinnedViews)
  }
  var anyContent: any View { content }
}

extension LazyHGrid: PrimitiveView, LazyContainerView {
  func makeNode(in graph: ViewGraph) -> ViewNode { LazyStackNode(graph: graph) }
  var spec: LazyLayoutSpec {
    LazyLayoutSpec(
      axis: .horizontal, spacing: spacing, tracks: rows.isEmpty ? [GridItem()] : rows,
      alignment: Alignment(horizontal: .center, vertical: alignment), pinnedViews: pinnedViews)
  }
  var anyContent: any View { content }
}
