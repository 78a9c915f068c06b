/// A vertically scrolling region: its content takes its ideal height and
/// is shown through the region's frame.
///
/// ```swift
/// ScrollView {
///   ForEach(messages) { Text($0.text) }
/// }
/// ```
public struct ScrollView<Content: View>: View {
  let content: Content

  /// Creates a scroll view. Only vertical scrolling exists; the arguments
  /// are accepted for source compatibility.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
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
}

@MainActor
protocol ScrollingContainer {
  var anyContent: any View { get }
  var style: ScrollNode.Style { get }
}

/// Lays out content at its ideal height and shows it through its frame,
/// scrolled by `offset` rows. Forms and lists are scroll nodes too.
final class ScrollNode: LayoutNode {
  enum Style {
    case plain
    /// Full-width rows, sections separated by a blank line.
    case form
  }

  private var content: (any View)?
  private(set) var style = Style.plain
  /// Rows scrolled past at the top.
  fileprivate(set) var offset = 0
  private var contentHeight = 0

  private var layout: StackLayout {
    StackLayout(axis: .vertical, spacing: 0, alignment: style == .form ? .start : .center)
  }

  override func accept(_ view: any View) -> Bool {
    let container = view as! any ScrollingContainer
    content = container.anyContent
    style = container.style
    return true
  }

  override func run() {
    reconcileChildren(byPosition: content.map { [$0] } ?? [])
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    // A scroll view takes the space it is offered; its content only
    // matters along an axis left open.
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    let size = layout.sizeThatFits(layoutItems, ProposedSize(width: proposal.width, height: nil), in: self)
    return Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  /// Places the content at its ideal height from the top of the frame; the
  /// offset is applied when drawing, so scrolling moves no frame.
  override func performLayout(previousFrame: Rect?) {
    let items = layoutItems
    contentHeight = layout.sizeThatFits(items, ProposedSize(width: frame.width, height: nil), in: self).height
    func content(_ frame: Rect) -> Rect {
      Rect(x: frame.minX, y: frame.minY, width: frame.width, height: contentHeight)
    }
    layout.place(
      items, in: content(frame), previousFrame: previousFrame.map(content), container: self, unbounded: true)
    clampOffset()
  }

  override func draw(into canvas: inout Canvas) {
    canvas.clipped(to: frame) { canvas in
      canvas.translated(by: Point(x: 0, y: -offset)) { canvas in
        // Items are in vertical order: skip to the first visible one.
        let visible = canvas.visibleRect
        let items = layoutItems
        var low = 0
        var high = items.count
        while low < high {
          let mid = (low + high) / 2
          if items[mid].frame.maxY <= visible.minY { low = mid + 1 } else { high = mid }
        }
        for item in items[low...] {
          if item.frame.minY >= visible.maxY { break }
          item.draw(into: &canvas)
        }
      }
    }
  }

  /// How far the content is shifted when drawn.
  override var contentShift: Point { Point(x: 0, y: -offset) }

  /// Scrolls the least needed to show `rect` (in content coordinates).
  func scrollToVisible(_ rect: Rect) {
    var newOffset = offset
    if rect.maxY > frame.maxY + newOffset {
      newOffset = rect.maxY - frame.maxY
    }
    if rect.minY < frame.minY + newOffset {
      newOffset = rect.minY - frame.minY
    }
    if newOffset != offset {
      offset = newOffset
      clampOffset()
    }
  }

  /// Scrolls by `lines`, within the content.
  func scroll(by lines: Int) {
    offset += lines
    clampOffset()
  }

  fileprivate func clampOffset() {
    offset = max(0, min(offset, contentHeight - frame.height))
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}

extension ViewGraph {
  /// The offsets of the scroll views, in tree order. Setting them scrolls
  /// each as far as its content allows (a differential check gives a fresh
  /// graph the scroll positions an incremental one reached).
  package var scrollOffsets: [Int] {
    get { scrollNodes.map(\.offset) }
    set {
      for (node, offset) in zip(scrollNodes, newValue) {
        node.offset = offset
        node.clampOffset()
      }
    }
  }

  private var scrollNodes: [ScrollNode] {
    var nodes: [ScrollNode] = []
    func visit(_ node: ViewNode) {
      if let scroll = node as? ScrollNode { nodes.append(scroll) }
      for child in node.children { visit(child) }
    }
    visit(root)
    return nodes
  }
}
