/// One side of a ``SafeAreaInsetNode``: its views stacked, with no
/// element of its own.
struct InsetGroup<Content: View>: View, PrimitiveView, StackView {
  let content: Content
  let alignment: StackLayout.CrossAlignment
  var body: Never { primitiveBody(Self.self) }
  func makeNode(in graph: ViewGraph) -> ViewNode { InsetGroupNode(graph: graph) }
  var layout: StackLayout { StackLayout(axis: .vertical, spacing: 0, alignment: alignment) }
  var anyContent: any View { content }
}

final class InsetGroupNode: StackNode {
  override func makeElement() -> Element? { nil }
}
