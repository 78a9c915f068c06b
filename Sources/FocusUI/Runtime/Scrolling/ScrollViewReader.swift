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

/// Scrolls the scroll views inside a ``ScrollViewReader``.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView { ForEach(messages) { MessageRow($0) } }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
@MainActor @preconcurrency
public struct ScrollViewProxy: Equatable {
  let reader: ScrollViewReaderReference

  /// Scrolls to the view identified by `id` inside the reader: a view
  /// given that id with ``View/id(_:)``, or the row of a ``ForEach`` whose
  /// element has that id, the first in tree order. A row of a lazy stack
  /// that is not made yet is made first.
  ///
  /// With `anchor` `nil`, the innermost scroll view around the view
  /// scrolls the least needed to show it whole (or its top-leading part,
  /// when it is larger than the scroll view); otherwise `anchor` of the
  /// view meets `anchor` of the scroll view (`.top`: its top at the top).
  /// Scroll views further out scroll the least needed to show it. An id no
  /// view has is reported as a runtime warning.
  ///
  /// ```swift
  /// proxy.scrollTo(selectedID)                  // the least needed
  /// proxy.scrollTo(selectedID, anchor: .center) // centred
  /// ```
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let node = reader.node, node.isMounted else {
      RuntimeWarnings.emitGlobally(
        "ScrollViewProxy.scrollTo(\(id)): its ScrollViewReader is no longer on screen; nothing scrolls.")
      return
    }
    node.graph.scrolling.requestScroll(to: AnyHashable(id), anchor: anchor, in: node)
  }

  public nonisolated static func == (lhs: ScrollViewProxy, rhs: ScrollViewProxy) -> Bool {
    lhs.reader === rhs.reader
  }
}

/// The reader a proxy scrolls in: one per reader node, so that proxies of
/// one reader compare equal and a view holding one is not re-run for it.
@MainActor
final class ScrollViewReaderReference {
  weak var node: ViewNode?

  init(_ node: ViewNode) {
    self.node = node
  }
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
      if let rows = node as? any KeyedRows {
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
