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
  private(set) var offset = 0
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
    let size = layout.sizeThatFits(layoutItems, ProposedSize(width: proposal.width, height: nil))
    return Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  override func place(in frame: Rect) {
    self.frame = frame
    let items = layoutItems
    contentHeight = layout.sizeThatFits(items, ProposedSize(width: frame.width, height: nil)).height
    offset = min(offset, max(0, contentHeight - frame.height))
    layout.place(
      items, in: Rect(x: frame.minX, y: frame.minY - offset, width: frame.width, height: contentHeight),
      unbounded: true)
  }

  override func draw(into canvas: inout Canvas) {
    canvas.clipped(to: frame) { canvas in
      // Items are in vertical order: skip to the first visible one.
      let items = layoutItems
      var low = 0
      var high = items.count
      while low < high {
        let mid = (low + high) / 2
        if items[mid].frame.maxY <= canvas.clip.minY { low = mid + 1 } else { high = mid }
      }
      for item in items[low...] {
        if item.frame.minY >= canvas.clip.maxY { break }
        item.draw(into: &canvas)
      }
    }
  }

  /// Scrolls the least needed to show `rect` (in screen coordinates).
  func scrollToVisible(_ rect: Rect) {
    var newOffset = offset
    if rect.minY < frame.minY {
      newOffset -= frame.minY - rect.minY
    } else if rect.maxY > frame.maxY {
      newOffset += min(rect.maxY - frame.maxY, rect.minY - frame.minY)
    }
    newOffset = max(0, newOffset)
    if newOffset != offset {
      offset = newOffset
      invalidateLayout()
    }
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}
