/// The `.keyboard` toolbar items: shown only while a text field in their
/// navigation container, or one of these items, has focus (a terminal has
/// no on-screen keyboard to put them above). Hidden, they take no room
/// and no focus.
struct KeyboardToolbarItems: View, PrimitiveView {
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { KeyboardToolbarNode(graph: graph) }
}

final class KeyboardToolbarNode: HidableContentNode {
  private var content: AnyView?

  /// The items sit in a row, a cell apart.
  override var contentLayout: StackLayout { StackLayout(axis: .horizontal, spacing: 1, alignment: .center) }

  override func accept(_ view: any View) -> Bool {
    content = (view as! KeyboardToolbarItems).content
    return true
  }

  override func didMount() {
    graph.focus.keyboardToolbars[ObjectIdentifier(self)] = WeakNode(self)
  }

  override func willUnmount() {
    graph.focus.keyboardToolbars[ObjectIdentifier(self)] = nil
  }

  override func run() {
    isContentShown = shouldShow
    reconcileChildren(byPosition: content.map { [$0] } ?? [])
    invalidateLayout()
  }

  /// Whether focus is in a text field of the container, or in these items.
  private var shouldShow: Bool {
    guard let focused = graph.focus.tree.focused, let node = graph.node(focused) else { return false }
    if node.isDescendant(of: self) { return true }
    guard node is TextFieldNode, let area = ancestors.first(where: { $0 is NavigationAreaNode }) else { return false }
    return node.isDescendant(of: area)
  }

  /// Focus moved: shown or hidden anew when that changes.
  func focusDidMove() {
    if shouldShow != isContentShown { invalidate() }
  }

}
