/// A container whose content can be hidden while it stays in the graph: a
/// tab's page while another tab is selected, a navigation level below the
/// top, keyboard toolbar items while no text field is edited. Hidden, it
/// takes no room, draws nothing and exposes no elements, and its views
/// keep their state and last frames until shown again; shown, it stacks its
/// content (``contentLayout``).
///
/// A split view's column is not one: shown, it takes the whole space it is
/// offered and clips its content, where these take their content's size.
///
/// ```swift
/// final class PageNode: HidableContentNode {
///   override func accept(_ view: any View) -> Bool {
///     isContentShown = (view as! Page).isSelected
///     return true
///   }
/// }
/// ```
class HidableContentNode: LayoutNode {
  /// Whether the content shows; a change lays the container out anew.
  var isContentShown = true {
    didSet { if isContentShown != oldValue { invalidateLayout() } }
  }
  /// The environment handed to the content, kept while nothing changes.
  var hiding = HidableContentEnvironment()

  /// How the content is laid out while shown: top to bottom, leading.
  var contentLayout: StackLayout { StackLayout(axis: .vertical, spacing: 0, alignment: .start) }

  override var childEnvironment: EnvironmentValues {
    hiding.environment(from: environment, isShown: isContentShown)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard isContentShown else { return .zero }
    return contentLayout.sizeThatFits(layoutItems, proposal, in: self)
  }

  override func performLayout(previousFrame: Rect?) {
    // Hidden views keep their last frames until shown again.
    guard isContentShown else { return }
    contentLayout.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }

  override func draw(into canvas: inout Canvas) {
    guard isContentShown else { return }
    super.draw(into: &canvas)
  }

  override var exposesChildElements: Bool { isContentShown }
}
