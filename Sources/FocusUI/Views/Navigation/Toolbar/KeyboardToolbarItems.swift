/// The `.keyboard` toolbar items: shown only while a text field in their
/// navigation container, or one of these items, has focus (a terminal has
/// no on-screen keyboard to put them above). Hidden, they take no room
/// and no focus.
struct KeyboardToolbarItems: View, PrimitiveView {
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { KeyboardToolbarNode(graph: graph) }
}

final class KeyboardToolbarNode: LayoutNode {
  private var content: AnyView?
  private(set) var isShown = false
  private var hiding = HidableContentEnvironment()
  private let contentLayout = StackLayout(axis: .horizontal, spacing: 1, alignment: .center)

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
    isShown = shouldShow
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
    if shouldShow != isShown { invalidate() }
  }

  override var childEnvironment: EnvironmentValues {
    hiding.environment(from: environment, isShown: isShown)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard isShown else { return .zero }
    return contentLayout.sizeThatFits(layoutItems, proposal, in: self)
  }

  override func performLayout(previousFrame: Rect?) {
    guard isShown else { return }
    contentLayout.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }

  override func draw(into canvas: inout Canvas) {
    guard isShown else { return }
    super.draw(into: &canvas)
  }

  override var exposesChildElements: Bool { isShown }
}
