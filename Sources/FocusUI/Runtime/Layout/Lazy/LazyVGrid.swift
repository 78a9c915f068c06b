/// A grid that grows downwards, its columns described by ``GridItem``s,
/// making its cells only when they come near the visible area.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) {
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
/// cells: columns are 1 cell apart unless a ``GridItem`` says otherwise,
/// rows `spacing` (0 by default) apart.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Int
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a grid with `columns`.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = max(0, spacing ?? 0)
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
///   LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
///     ForEach(0..<100, id: \.self) { Text("\($0)") }
///   }
/// }
/// ```
///
/// Views fill the rows top to bottom, then the next column; columns are
/// `spacing` (1 by default) apart.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: Int
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a grid with `rows`.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = max(0, spacing ?? 1)
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
