/// A view that shows nothing and takes no space.
///
/// ```swift
/// var body: some View {
///   if isHidden { EmptyView() } else { Text("Shown") }
/// }
/// ```
public struct EmptyView {
  public init() {}
}

// Declared apart from the type, so that the type is not inferred to be
// main-actor isolated: builders, which are nonisolated, make it.
extension EmptyView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ViewNode(graph: graph) }
}
