/// Overlays its views, each aligned in the stack's frame; later views are
/// drawn over earlier ones.
///
/// ```swift
/// ZStack(alignment: .topLeading) {
///   Text("Background text that is long")
///   Text("Badge")
/// }
/// ```
///
/// The stack is as large as its largest view. Focus and the semantic tree
/// follow the views' order in the source, as in SwiftUI.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ZStackNode(graph: graph) }
}

/// Lays every item out in the same frame, drawn in order.
final class ZStackNode: LayoutNode {
  private var alignment = Alignment.center
  private var content: (any View)?

  override func accept(_ view: any View) -> Bool {
    let stack = view as! any ZStackView
    if stack.alignment != alignment {
      alignment = stack.alignment
      invalidateLayout()
    }
    content = stack.anyContent
    return true
  }

  override func run() {
    reconcileChild(content)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layoutItems.reduce(Size.zero) { size, item in
      let itemSize = item.measure(proposal)
      return Size(width: max(size.width, itemSize.width), height: max(size.height, itemSize.height))
    }
  }

  override func performLayout(previousFrame: Rect?) {
    for item in layoutItems {
      let size = item.measure(ProposedSize(frame.size))
      let width = min(size.width, frame.width)
      let height = min(size.height, frame.height)
      item.place(
        in: Rect(
          x: frame.minX + environment.resolved(alignment.horizontal).offset(child: width, in: frame.width),
          y: frame.minY + alignment.vertical.offset(child: height, in: frame.height),
          width: width, height: height))
    }
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}

@MainActor
protocol ZStackView {
  var alignment: Alignment { get }
  var anyContent: any View { get }
}

extension ZStack: ZStackView {
  var anyContent: any View { content }
}
