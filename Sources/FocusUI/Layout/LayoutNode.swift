/// A node that lays itself out: a control, a stack, a padding.
class LayoutNode: ViewNode {
  override init(graph: ViewGraph) {
    super.init(graph: graph)
    layoutItem = LayoutItemState()
  }

  /// Draws the items inside that meet the clip.
  override func draw(into canvas: inout Canvas) {
    let visible = canvas.visibleRect
    for item in layoutItems where !item.frame.intersection(visible).isEmpty {
      item.draw(into: &canvas)
    }
  }

  /// The style drawing uses here: the environment's color and weight, dimmed
  /// when disabled.
  var baseStyle: CellStyle {
    CellStyle(
      foreground: environment.foregroundColor, isBold: environment.isBold, isDim: !environment.isEnabled)
  }

  /// A redraw is needed when the environment changes; the body is not.
  override func environmentInvalidates(_ old: EnvironmentValues) -> Bool {
    // Mirrored frames cannot be kept from the last placement.
    if old.layoutDirection != environment.layoutDirection { itemsChanged = true }
    invalidateLayout()
    return false
  }
}

extension ViewNode {
  /// The text of the `Text` views below, joined: a control's label.
  final var labelText: String {
    var parts: [String] = []
    collectText(self, into: &parts)
    return parts.joined(separator: " ")
  }

  private func collectText(_ node: ViewNode, into parts: inout [String]) {
    for child in node.children {
      if let text = child as? TextNode {
        parts.append(text.content)
      } else {
        collectText(child, into: &parts)
      }
    }
  }
}
