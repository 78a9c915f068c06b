/// A scrolling region: its content takes its ideal size along the scrolled
/// axes and is shown through the region's frame.
///
/// ```swift
/// ScrollView {
///   ForEach(messages) { Text($0.text) }
/// }
/// ScrollView(.horizontal, showsIndicators: false) {
///   HStack { ForEach(tags, id: \.self) { Button($0) { select($0) } } }
/// }
/// ```
///
/// Several views inside are stacked: top to bottom in a vertical (or
/// two-axis) scroll view, leading to trailing in a horizontal one.
///
/// What scrolls it: the mouse wheel over it; PageUp, PageDown, Home and
/// End while focus is inside (or, with nothing focused, in the first scroll
/// view that has something to scroll); a ``ScrollViewProxy``; a
/// ``View/scrollPosition(id:anchor:)`` binding; and every move of focus
/// into a view that is out of sight, which scrolls the least needed to show
/// it. See <doc:Scrolling>.
public struct ScrollView<Content: View>: View {
  /// The content.
  public var content: Content
  /// The axes the content scrolls along.
  public var axes: Axis.Set
  /// Whether the scroll view draws its indicators while the content
  /// overflows (see ``ScrollIndicatorVisibility``).
  public var showsIndicators: Bool

  /// Creates a scroll view along `axes` (vertical by default).
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Axis {
  /// A set of axes, for ``ScrollView``.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

extension ScrollView: PrimitiveView, ScrollingContainer {
  func makeNode(in graph: ViewGraph) -> ViewNode { ScrollNode(graph: graph) }
  var anyContent: any View { content }
  var style: ScrollNode.Style { .plain }
  var scrollAxes: Axis.Set { axes }
}

@MainActor
protocol ScrollingContainer {
  var anyContent: any View { get }
  var style: ScrollNode.Style { get }
  var scrollAxes: Axis.Set { get }
  var showsIndicators: Bool { get }
}

extension ScrollingContainer {
  var scrollAxes: Axis.Set { .vertical }
  var showsIndicators: Bool { true }
}
