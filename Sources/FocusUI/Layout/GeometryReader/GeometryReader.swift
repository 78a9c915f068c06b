/// A view that takes all the space it is offered and makes its content
/// from its own size and position.
///
/// ```swift
/// GeometryReader { proxy in
///   HStack(spacing: 0) {
///     Color.accentColor.frame(width: proxy.size.width * progress)
///     Spacer(minLength: 0)
///   }
/// }
/// .frame(height: 16)
/// ```
///
/// The content is laid out from the reader's top-leading corner, as in
/// SwiftUI. Offered no length (in a scroll view along its axis) the reader
/// is one cell long. The content is made again whenever a layout moves or
/// resizes the reader, before the frame is drawn: the first frame already
/// shows content made from the reader's real size. Focus reaches the
/// views inside in their order in the source, like any other views.
public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content

  /// Creates a reader whose content is made from its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension GeometryReader: PrimitiveView, GeometryReaderView {
  func makeNode(in graph: ViewGraph) -> ViewNode { GeometryReaderNode(graph: graph) }
  func makeContent(_ proxy: GeometryProxy) -> any View { content(proxy) }
}

@MainActor
protocol GeometryReaderView {
  func makeContent(_ proxy: GeometryProxy) -> any View
}

final class GeometryReaderNode: LayoutNode {
  private var reader: (any GeometryReaderView)?
  /// The geometry the content was last made from.
  private var geometry = ReaderGeometry()

  override func accept(_ view: any View) -> Bool {
    reader = (view as! any GeometryReaderView)
    return true
  }

  override func run() {
    guard let reader else { return }
    let proxy = GeometryProxy(geometry: geometry)
    reconcileChildren(byPosition: [ReaderContent { reader.makeContent(proxy) }])
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func performLayout(previousFrame: Rect?) {
    for item in layoutItems {
      let size = item.measure(ProposedSize(frame.size))
      item.place(in: Rect(origin: frame.origin, size: size))
    }
    let placed = ReaderGeometry(of: self)
    if placed != geometry {
      // Made again in the update the layout loop runs next, then laid out
      // again: the frame drawn shows content made from this geometry.
      geometry = placed
      invalidate()
    }
  }

  override func draw(into canvas: inout Canvas) {
    canvas.clipped(to: frame) { canvas in super.draw(into: &canvas) }
  }
}

/// A reader's content: its closure run under dependency tracking, like a
/// body, so that state it reads makes it again.
struct ReaderContent: View, PrimitiveView {
  let make: () -> any View

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { ReaderContentNode(graph: graph) }
}

final class ReaderContentNode: BodyNode {
  private var make: (() -> any View)?

  override func accept(_ view: any View) -> Bool {
    // Closures cannot be compared: new content always runs.
    make = (view as! ReaderContent).make
    return true
  }

  override func run() {
    guard let make else { return }
    evaluate { make() }
  }

  override var debugName: String { "GeometryReader content" }
}
