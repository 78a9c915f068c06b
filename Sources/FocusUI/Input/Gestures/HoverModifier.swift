/// Runs an action when the pointer enters or leaves the view: ``View/onHover(perform:)``.
public struct _HoverModifier: PrimitiveModifier {
  let action: @MainActor (Bool) -> Void

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { HoverNode(graph: graph) }
}

/// A view that wants to know whether the pointer is over it.
final class HoverNode: ModifierNode<_HoverModifier>, InteractiveControl {
  /// Whether the pointer was over the view at the last motion.
  var isHovered = false

  override func didMount() {
    graph.pointer.hoverNodes.insert(id)
  }

  override func willUnmount() {
    graph.pointer.hoverNodes.remove(id)
  }

  func setHovered(_ hovered: Bool) {
    guard hovered != isHovered else { return }
    isHovered = hovered
    modifier.action(hovered)
  }
}

extension View {
  /// Runs `action` with `true` when the pointer moves over the view and
  /// `false` when it leaves.
  ///
  /// ```swift
  /// RecipeTile(recipe)
  ///   .onHover { isHovered = $0 }
  /// ```
  ///
  /// The terminal host asks the terminal for pointer motion reports (any
  /// motion, mode 1003); a terminal that does not send them never calls
  /// `action`. "Over the view" means inside the frame of one of its
  /// layout items, on screen.
  public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
    modifier(_HoverModifier(action: action))
  }

  /// Sets the shape clicks are tested against. A terminal tests clicks
  /// against the view's cells (its elements, and the frames of its layout
  /// items for gestures), so `shape` is not consulted.
  ///
  /// ```swift
  /// HStack { Text(recipe.name); Spacer() }
  ///   .contentShape(Rectangle())
  ///   .onTapGesture { select(recipe) }
  /// ```
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }
}
