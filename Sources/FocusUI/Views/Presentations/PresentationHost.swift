/// What a presentation modifier's body produces: the modified view, and
/// while the presentation is up, its layer after it.
struct PresentationHost<Content: View>: View, PrimitiveView {
  let content: Content
  let request: PresentationRequest?

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { PresentationHostNode(graph: graph) }
}

@MainActor
protocol PresentationHostView {
  var anyContent: any View { get }
  var request: PresentationRequest? { get }
}

extension PresentationHost: PresentationHostView {
  var anyContent: any View { content }
}

/// Keeps the modified view as its first child and the presentation's
/// layer, while it is up, as its second: the layer inherits the
/// environment here and follows the view in focus order, but is laid out
/// and drawn over the window (see ``LayerNode``). A request with a new
/// identity closes the layer and opens a new one.
final class PresentationHostNode: ViewNode {
  private var content: (any View)?
  private var request: PresentationRequest?

  override func accept(_ view: any View) -> Bool {
    let host = view as! any PresentationHostView
    content = host.anyContent
    request = host.request
    return true
  }

  override func run() {
    if let layer = children.last as? PresentationLayerNode, layer.identity != request?.identity {
      // Closed, or replaced by a presentation of a new item: the old one
      // goes first, so that the new one is a new layer with fresh state.
      children.removeLast().unmount()
      structureDidChange()
    }
    var views: [any View] = content.map { [$0] } ?? []
    if let request {
      views.append(PresentationLayer(request: request))
    }
    reconcileChildren(byPosition: views)
  }

  /// Focus modifiers around reach through to the modified view.
  override var isModifierOfSameView: Bool { true }
}
