/// A vertical stack that makes its rows only when they come near the
/// visible area of the scroll view around it.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading) {
///     ForEach(0..<1_000_000, id: \.self) { index in
///       TextField("Row \(index)", text: $rows[index])
///         .focused($focusedRow, equals: index)
///     }
///   }
/// }
/// ```
///
/// The rows of a `ForEach` directly inside (through groups and custom
/// views, not through another stack or a section) are made lazily: those
/// within about one screen of the visible area, plus the row holding
/// focus and its neighbours. Rows that leave that area are released, with
/// their `@State` (keep what must last in your model); their `onAppear`
/// and `onDisappear` run as they come and go. Other views inside are made
/// at once. Rows not made take the average length of the rows made, so a
/// stack of rows of one height scrolls exactly as a `VStack` would.
///
/// Focus reaches rows not made yet, as it reaches the rows of an eager
/// stack: Tab and Shift-Tab make the next row, a ``FocusState`` write whose
/// value names a row makes it, and ``ScrollViewProxy/scrollTo(_:anchor:)``
/// makes the row it scrolls to. See <doc:Scrolling> for the rules.
///
/// The stack takes the whole width it is offered. The spacing is in
/// points, rounded to whole rows (see ``CellMetrics``); the default is
/// none.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Int
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a lazy vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(0, spacing.map(CellMetrics.layoutRows) ?? 0)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A horizontal stack that makes its columns only when they come near the
/// visible area of the scroll view around it: ``LazyVStack`` on its side.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack {
///     ForEach(photos) { photo in
///       Button(photo.name) { open(photo) }
///     }
///   }
/// }
/// ```
///
/// The stack takes the whole height it is offered. The spacing is in
/// points, rounded to whole columns; the default is one column.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Int
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a lazy horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(0, spacing.map(CellMetrics.layoutColumns) ?? 1)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// The parts of sections a lazy stack or grid keeps in view while their
/// section scrolls: pass to `pinnedViews:`.
///
/// ```swift
/// LazyVStack(pinnedViews: .sectionHeaders) {
///   ForEach(groups) { group in
///     Section(group.name) { ForEach(group.items) { Text($0.name) } }
///   }
/// }
/// ```
///
/// A ``Section`` inside a lazy stack is one item: its rows are made with
/// it. While a section is partly scrolled out at the top, its header is
/// drawn over the top of the visible area (a pinned footer over the
/// bottom), as SwiftUI pins them.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The headers of sections.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// The footers of sections.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

extension LazyVStack: PrimitiveView, LazyContainerView {
  func makeNode(in graph: ViewGraph) -> ViewNode { LazyStackNode(graph: graph) }
  var spec: LazyLayoutSpec {
    LazyLayoutSpec(
      axis: .vertical, spacing: spacing, tracks: nil,
      alignment: Alignment(horizontal: alignment, vertical: .center), pinnedViews: pinnedViews)
  }
  var anyContent: any View { content }
}

extension LazyHStack: PrimitiveView, LazyContainerView {
  func makeNode(in graph: ViewGraph) -> ViewNode { LazyStackNode(graph: graph) }
  var spec: LazyLayoutSpec {
    LazyLayoutSpec(
      axis: .horizontal, spacing: spacing, tracks: nil,
      alignment: Alignment(horizontal: .center, vertical: alignment), pinnedViews: pinnedViews)
  }
  var anyContent: any View { content }
}

@MainActor
protocol LazyContainerView {
  var spec: LazyLayoutSpec { get }
  var anyContent: any View { get }
}

/// How a lazy stack or grid lays its items out.
struct LazyLayoutSpec: Equatable {
  /// The axis items follow one another along (the scrolling axis).
  var axis: Axis
  /// Between lines (rows of a vertical stack or grid).
  var spacing: Int
  /// The grid's tracks across the axis; `nil` for a stack (one track
  /// filling the cross length).
  var tracks: [GridItem]?
  /// Where an item sits in its cell.
  var alignment: Alignment
  var pinnedViews: PinnedScrollableViews
}
