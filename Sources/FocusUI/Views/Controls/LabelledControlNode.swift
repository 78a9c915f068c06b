/// A one-line control drawn as text around its label's text: buttons and
/// toggles. The label view is a child (it may have state), but its text is
/// part of the control, not elements of its own.
///
/// A custom style (``ButtonStyle``, ``ToggleStyle``) replaces the drawing:
/// the view its `makeBody` made is the child, laid out and drawn as is,
/// while the control stays one element and one focus stop.
class LabelledControlNode: LayoutNode {
  private var label: (any View)?
  /// The view a custom style made for this control, drawn instead of the
  /// title; `nil` with a built-in style.
  private(set) var styledBody: (any View)?
  private let bodyLayout = StackLayout(axis: .vertical, spacing: 0, alignment: .start)

  /// Takes the label view from the new control value.
  final func acceptLabel(_ label: any View) {
    self.label = label
  }

  /// The view a custom style makes for the control now; `nil` draws the
  /// built-in look. Called on every run, after the environment is current.
  func makeStyledBody() -> (any View)? { nil }

  override func run() {
    styledBody = makeStyledBody()
    reconcileChildren(byPosition: (styledBody ?? label).map { [$0] } ?? [])
    invalidateLayout()
  }

  /// What the control draws: its label's text with its decoration.
  var title: String { drawnLabelText }

  /// The label as drawn: its texts and its images' glyphs, in order.
  final var drawnLabelText: String {
    var parts: [String] = []
    func collect(_ node: ViewNode) {
      for child in node.children {
        if let text = child as? TextNode {
          parts.append(text.content)
        } else if let image = child as? ImageNode {
          parts.append(image.glyph)
        } else {
          collect(child)
        }
      }
    }
    collect(self)
    return parts.joined(separator: " ")
  }

  /// The label as drawn beside a value or a box: nothing under
  /// ``View/labelsHidden()``.
  final var shownLabelText: String {
    environment.labelsHidden ? "" : drawnLabelText
  }

  /// The text of the control's label, as assistive technologies read it:
  /// inside a custom style's view, only the configuration's label counts,
  /// not the style's decoration; a label of images alone (an icon-only
  /// ``Label``) is read by their accessibility labels or names.
  final var controlLabelText: String {
    let root = styledBody == nil ? self : styleLabelNode ?? self
    var texts: [String] = []
    var images: [String] = []
    func collect(_ node: ViewNode) {
      for child in node.children {
        if let modifier = child as? AccessibilityAttributesNode, let label = modifier.attributes.label {
          texts.append(label)
        } else if let text = child as? TextNode {
          texts.append(text.content)
        } else if let image = child as? ImageNode {
          if let name = image.spokenName { images.append(name) }
        } else {
          collect(child)
        }
      }
    }
    if root !== self, let label = (root as? AccessibilityAttributesNode)?.attributes.label { return label }
    collect(root)
    return (texts.isEmpty ? images : texts).joined(separator: " ")
  }

  /// The node of the configuration's `label` inside a custom style's view.
  private var styleLabelNode: ViewNode? {
    var pending = children
    while !pending.isEmpty {
      let node = pending.removeFirst()
      if node is StyleLabelNode { return node }
      pending += node.children
    }
    return nil
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if styledBody != nil { return bodyLayout.sizeThatFits(layoutItems, proposal, in: self) }
    return Size(width: min(CellWidth.of(title), proposal.width ?? .max), height: 1)
  }

  override func performLayout(previousFrame: Rect?) {
    guard styledBody != nil else { return }
    bodyLayout.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }

  override func draw(into canvas: inout Canvas) {
    if styledBody != nil {
      canvas.clipped(to: frame) { canvas in
        for item in layoutItems { item.draw(into: &canvas) }
      }
    } else {
      let style = titleStyle
      canvas.clipped(to: frame) { canvas in
        canvas.draw(title, at: frame.origin, style: style)
      }
    }
    drawFocusRing(into: &canvas)
  }

  /// The style the built-in look's title is drawn in.
  var titleStyle: CellStyle { baseStyle }

  override var exposesChildElements: Bool { false }

  /// Buttons and toggles are activated, not edited: a click runs them
  /// without taking focus; Tab reaches them.
  override var focusCapability: FocusCapability? { FocusCapability(interactions: .activate) }

  override var childEnvironment: EnvironmentValues {
    let base = focusEnvironment(environment)
    guard styledBody != nil, !base.isControlContent else { return base }
    // Controls inside a style's view belong to this control: one focus
    // stop. Cached, so that the children see an unchanged environment.
    if let cached = styledEnvironment, cached.token == base.token { return cached.environment }
    var result = base
    EnvironmentValues.$writerVersion.withValue(Self.controlContentVersion) {
      result.isControlContent = true
      resetStyle(in: &result)
    }
    styledEnvironment = (base.token, result)
    return result
  }

  private var styledEnvironment: (token: Int, environment: EnvironmentValues)?
  private static let controlContentVersion = EnvironmentValues.nextVersion()

  /// A change of style makes the style's view again.
  override func environmentInvalidates(_ old: EnvironmentValues) -> Bool {
    invalidateLayout()
    return styleChanged(from: old)
  }

  /// Takes this control's style out of the environment of the style's
  /// view: a control of the same kind inside it draws in the automatic
  /// style, rather than making the style's view again without end.
  func resetStyle(in environment: inout EnvironmentValues) {}

  /// Whether the style in the environment changed since `old`.
  func styleChanged(from old: EnvironmentValues) -> Bool { false }
}

/// The node of a style configuration's label (``ButtonStyleConfiguration/Label``
/// and the others): it shows the control's own label where the style puts it.
final class StyleLabelNode: ViewNode {
  private var content: (any View)?

  override func accept(_ view: any View) -> Bool {
    content = (view as! any StyleLabelView).content
    return true
  }

  override func run() {
    reconcileChildren(byPosition: content.map { [$0] } ?? [])
  }

  override var isModifierOfSameView: Bool { true }
}

/// The label views of style configurations.
@MainActor
protocol StyleLabelView: PrimitiveView {
  var content: any View { get }
}

extension StyleLabelView {
  func makeNode(in graph: ViewGraph) -> ViewNode { StyleLabelNode(graph: graph) }
}

extension EnvironmentValues {
  private struct IsControlContentKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether these views are drawn by a control's custom style: controls
  /// here take no focus of their own (the styled control is the focus stop).
  var isControlContent: Bool {
    get { self[IsControlContentKey.self] }
    set { self[IsControlContentKey.self] = newValue }
  }
}
