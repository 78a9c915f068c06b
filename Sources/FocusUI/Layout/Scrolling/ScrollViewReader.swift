/// A view whose content can scroll the scroll views inside it to a view,
/// through the ``ScrollViewProxy`` it hands the content.
///
/// ```swift
/// ScrollViewReader { proxy in
///   Button("Jump to 500") { proxy.scrollTo(500, anchor: .top) }
///   ScrollView {
///     LazyVStack {
///       ForEach(0..<1_000, id: \.self) { Text("Row \($0)").id($0) }
///     }
///   }
/// }
/// ```
///
/// Call the proxy from actions (a button, `onAppear`, `onChange`), never
/// while the content is being built: the scroll happens after the next
/// layout, when frames are known.
public struct ScrollViewReader<Content: View>: View {
  /// Makes the content from the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// Creates a reader whose `content` gets a proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ScrollViewReader: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ScrollViewReaderNode<Content>(graph: graph) }
}

/// Runs the reader's content closure with its proxy, tracking what the
/// closure reads, as a body.
final class ScrollViewReaderNode<Content: View>: BodyNode {
  private var content: ((ScrollViewProxy) -> Content)?
  private lazy var reference = ScrollViewReaderReference(self)

  override func accept(_ view: any View) -> Bool {
    content = (view as! ScrollViewReader<Content>).content
    return true
  }

  override func run() {
    guard let content else { return }
    let proxy = ScrollViewProxy(reader: reference)
    evaluate { content(proxy) }
  }

  override var debugName: String { "ScrollViewReader<\(Content.self)>" }
}

/// What a scroll request's id names.
enum ScrollTargetLookup {
  case found(ViewNode)
  /// A row of a lazy `ForEach` not made yet.
  case needsRow(any KeyedRows, Int)
  case absent
}

extension ViewGraph {
  /// The first view inside `scope`, in tree order, identified by `id`:
  /// an `.id(_:)` view or a `ForEach` row.
  func scrollTarget(_ id: AnyHashable, in scope: ViewNode) -> ScrollTargetLookup {
    var pending = [scope]
    while let node = pending.popLast() {
      if let identified = node as? IdentifiedNode, identified.identity == id { return .found(node) }
      if let rows = node.keyedRows {
        switch rows.row(forKey: id) {
        case .made(let row): return .found(row)
        case .notMade(let offset): return .needsRow(rows, offset)
        case .absent: break
        }
      }
      pending.append(contentsOf: node.children.reversed())
    }
    return .absent
  }
}
