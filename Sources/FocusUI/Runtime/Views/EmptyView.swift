/// A view that shows nothing and takes no space.
///
/// ```swift
/// var body: some View {
///   if isHidden { EmptyView() } else { Text("Shown") }
/// }
/// ```
public struct EmptyView: View {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ViewNode(graph: graph) }
}
