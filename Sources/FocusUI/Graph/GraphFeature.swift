/// A concern that plugs into a ``ViewGraph`` — keyboard focus,
/// accessibility focus, focused values, keyboard shortcuts — so that the
/// graph knows none of them by name. Each feature keeps its own state and
/// is made the first time something in its folder asks the graph for it:
///
/// ```swift
/// extension ViewGraph {
///   var focus: KeyboardFocus { feature(KeyboardFocus.self) }
/// }
/// ```
///
/// The graph calls a feature at five moments: in each round of an update,
/// after the invalidated nodes ran (``applyChanges()``, features in
/// ``settleOrder``); when it asks whether an update has work
/// (``hasPendingChanges``); when a node leaves (``nodeWillUnmount(_:)``);
/// when a node's children change places (``childrenDidMove(in:)``); and
/// after a layout (``didLayout()``).
@MainActor
protocol GraphFeature: AnyObject {
  /// Where the feature applies its changes among the others, lower first,
  /// and its slot in the graph: unique per feature type. Focus comes before
  /// what is derived from it (accessibility, focused values).
  static var settleOrder: Int { get }
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
