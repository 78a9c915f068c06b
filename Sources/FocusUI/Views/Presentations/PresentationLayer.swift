/// A presentation's layer, as its host declares it.
struct PresentationLayer: View, PrimitiveView {
  let request: PresentationRequest

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { PresentationLayerNode(graph: graph) }
}
