/// Several views in sequence, as a `@ViewBuilder` block produces them.
///
/// A tuple view has no layout of its own: its children take part in the
/// layout of the nearest container, one by one.
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T
  let children: [any View]

  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

}

// Declared apart from the type, so that the type is not inferred to be
// main-actor isolated: builders, which are nonisolated, make it.
extension TupleView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { TupleNode(graph: graph) }
}

/// Children by position: each keeps its identity while its type stays.
final class TupleNode: ViewNode {
  private var views: [any View] = []

  override var isStructureOnly: Bool { true }

  override func accept(_ view: any View) -> Bool {
    views = (view as! any TupleViewProtocol).childViews
    return true
  }

  override func run() {
    reconcileChildren(byPosition: views)
  }
}

@MainActor
protocol TupleViewProtocol {
  var childViews: [any View] { get }
}

extension TupleView: TupleViewProtocol {
  var childViews: [any View] { children }
}
