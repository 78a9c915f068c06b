/// A concern that plugs into a ``ViewGraph`` — keyboard focus,
/// accessibility focus, focused values, keyboard shortcuts, the element
/// index — so that the graph knows none of them by name. Each feature
/// keeps its own state, is found by its type (``GraphFeatures``) and is
/// made the first time something in its folder asks the graph for it:
///
/// ```swift
/// extension ViewGraph {
///   var focus: KeyboardFocus { feature(KeyboardFocus.self) }
/// }
/// ```
///
/// The graph calls a feature at five moments: in each round of an update,
/// after the invalidated nodes ran (``applyChanges()``); when it asks
/// whether an update has work (``hasPendingChanges``); when a node leaves
/// (``nodeWillUnmount(_:)``); when a node's children change places
/// (``childrenDidMove(in:)``); and after a layout (``didLayout()``). At
/// each, a feature is called after the features it ``settlesAfter``.
@MainActor
protocol GraphFeature: AnyObject {
  /// The features whose changes this one reads: at every moment the graph
  /// calls its features, those are called first (focus before what is
  /// derived from it: accessibility, focused values). Features not made in
  /// a graph are skipped; the order among features that name none of each
  /// other is the order they were made in.
  static var settlesAfter: [any GraphFeature.Type] { get }
  /// Makes the feature for `graph`.
  init(graph: ViewGraph)
  /// Whether the next update has work for the feature.
  var hasPendingChanges: Bool { get }
  /// Applies the feature's pending changes, once per update round.
  func applyChanges()
  /// `node` is leaving the graph (it is still linked to its parent).
  func nodeWillUnmount(_ node: ViewNode)
  /// The children of `node` changed places (a `ForEach` reordered rows).
  func childrenDidMove(in node: ViewNode)
  /// The graph was laid out: frames are current.
  func didLayout()
}

extension GraphFeature {
  static var settlesAfter: [any GraphFeature.Type] { [] }
  var hasPendingChanges: Bool { false }
  func applyChanges() {}
  func nodeWillUnmount(_ node: ViewNode) {}
  func childrenDidMove(in node: ViewNode) {}
  func didLayout() {}
}

/// A per-node value that needs to know when its node leaves the graph
/// (a focus state unregisters from its session).
@MainActor
protocol UnmountingSlot: AnyObject {
  func nodeWillUnmount()
}
