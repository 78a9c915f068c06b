/// The root of a subtree drawn over the window instead of inside its
/// container: a presentation (sheet, alert, popover) is one.
///
/// A layer stays in the graph where its view was declared — it inherits
/// the environment there and comes after it in focus order — but the
/// graph places it after the window's own layout, in the frame it asks for
/// (``layerFrame(in:)``), draws it over everything drawn before, lists its
/// elements last, and gives it the clicks that land on it. Its nodes'
/// ``ViewNode/ancestors`` stop at the layer, so frames, focused chains and
/// accessibility attributes inside it do not reach the views around it.
///
/// Layers stack in tree order (see `ViewGraph.layers`). While a modal
/// layer is up, the top one is the only part of the window that takes
/// input (see `ViewGraph.modalLayer`).
class LayerNode: LayoutNode {
  override final var isLayerRoot: Bool { true }

  /// Whether the rest of the window is inert while this layer is up.
  var isModal: Bool { true }

  /// What the focus journal calls the layer: `sheet`, `alert`.
  var journalName: String { "presentation" }

  /// The frame the layer takes in a window of `window`; the graph places
  /// it there after laying the window out, so frames of the views around
  /// its parent are current.
  func layerFrame(in window: Rect) -> Rect { window }

  /// Draws the layer over what is drawn already.
  func drawLayer(into canvas: inout Canvas) {
    draw(into: &canvas)
  }

  /// A click landed outside the layer while it was the modal one.
  func pointerDownOutside() {}

  /// Escape reached the window with this layer on top and nothing inside
  /// used it.
  func cancel() {}

  override func didMount() {
    super.didMount()
    graph.addLayer(self)
  }

  override func willUnmount() {
    graph.removeLayer(self)
    super.willUnmount()
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .container, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}
