import FocusEngine

/// What the pointer is over and what it holds: the views with `onHover`
/// actions that motion is tested against, and the control a press landed
/// on, which follows the pointer while the button is held.
@MainActor
final class PointerTracking: GraphFeature {
  /// The mounted views with `onHover` actions: pointer motion is tested
  /// against them only.
  var hoverNodes: Set<NodeID> = []
  /// The control the last press landed on, when it follows the pointer
  /// (``InteractiveControl/followsPointer``): a drag moves it.
  var captured: NodeID?

  init(graph: ViewGraph) {}
}

extension ViewGraph {
  /// Where the pointer is and what it holds.
  var pointer: PointerTracking { feature(PointerTracking.self) }
}
