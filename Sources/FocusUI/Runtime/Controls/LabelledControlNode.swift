/// A one-line control drawn as text around its label's text: buttons and
/// toggles. The label view is a child (it may have state), but its text is
/// part of the control, not elements of its own.
class LabelledControlNode: LayoutNode {
  private var label: (any View)?

  /// Takes the label view from the new control value.
  final func acceptLabel(_ label: any View) {
    self.label = label
  }

  override func run() {
    reconcileChildren(byPosition: label.map { [$0] } ?? [])
    invalidateLayout()
  }

  /// What the control draws: its label's text with its decoration.
  var title: String { labelText }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: min(CellWidth.of(title), proposal.width ?? .max), height: 1)
  }

  override func draw(into canvas: inout Canvas) {
    let style = baseStyle
    canvas.clipped(to: frame) { canvas in
      canvas.draw(title, at: frame.origin, style: style)
    }
    drawFocusRing(into: &canvas)
  }

  override var exposesChildElements: Bool { false }

  /// Buttons and toggles are activated, not edited: a click runs them
  /// without taking focus; Tab reaches them.
  override var focusCapability: FocusCapability? { FocusCapability(interactions: .activate) }

  override var childEnvironment: EnvironmentValues {
    focusEnvironment(environment)
  }
}
