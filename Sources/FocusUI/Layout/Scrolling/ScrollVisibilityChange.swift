import FocusEngine

extension View {
  /// Calls `action` when this view crosses `threshold` of being visible in
  /// the scroll view around it: `true` when more than that fraction of it
  /// shows, `false` when it no longer does.
  ///
  /// ```swift
  /// VideoPlayer(video)
  ///   .onScrollVisibilityChange(threshold: 0.2) { isVisible in
  ///     isVisible ? player.play() : player.pause()
  ///   }
  /// ```
  ///
  /// Visibility is measured in cells after each layout and scroll (a
  /// wheel turn, PageDown, focus scrolling a view into sight), against
  /// the innermost scroll view around (the window without one). A view
  /// that is visible when it first appears gets `true` then; one that
  /// first appears hidden gets nothing until it shows. `threshold` is
  /// clamped to 0…1; 0 means any cell showing.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping @MainActor (Bool) -> Void
  ) -> some View {
    modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
  }
}

/// ``View/onScrollVisibilityChange(threshold:_:)``.
public struct _ScrollVisibilityModifier: PrimitiveModifier {
  let threshold: Double
  let action: @MainActor (Bool) -> Void

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { ScrollVisibilityNode(graph: graph) }
}

/// Watches its content's visibility in the scroll view around, checked
/// by ``ScrollVisibilityWatchers`` after each layout.
final class ScrollVisibilityNode: ModifierNode<_ScrollVisibilityModifier> {
  /// Whether the content counted as visible at the last check; `nil`
  /// before the first.
  private var wasVisible: Bool?

  override func didMount() {
    graph.scrollVisibility.watchers[ObjectIdentifier(self)] = self
  }

  override func willUnmount() {
    graph.scrollVisibility.watchers[ObjectIdentifier(self)] = nil
    super.willUnmount()
  }

  /// Measures the content against its viewport; returns the action to run
  /// if it crossed the threshold.
  func check() -> (() -> Void)? {
    let items = layoutItems
    guard var shown = items.first?.screenFrame else { return nil }
    for item in items.dropFirst() { shown = shown.union(item.screenFrame) }
    let area = shown.width * shown.height
    guard area > 0 else { return nil }
    let viewport =
      ancestors.lazy.compactMap { $0 as? ScrollNode }.first?.screenFrame
      ?? Rect(origin: .zero, size: graph.size)
    let visible = shown.intersection(viewport)
    let fraction = Double(visible.width * visible.height) / Double(area)
    let threshold = min(1, max(0, modifier.threshold.isNaN ? 0.5 : modifier.threshold))
    let isVisible = threshold == 0 ? fraction > 0 : fraction >= threshold
    defer { wasVisible = isVisible }
    // The first check reports only a view that shows.
    guard isVisible != (wasVisible ?? false) else { return nil }
    let action = modifier.action
    return { action(isVisible) }
  }
}

/// The views watching their scroll visibility: checked after every
/// layout of the graph, their actions run once frames are current.
@MainActor
final class ScrollVisibilityWatchers: GraphFeature {
  static let settleOrder = 8

  unowned(unsafe) let graph: ViewGraph
  var watchers: [ObjectIdentifier: ScrollVisibilityNode] = [:]

  init(graph: ViewGraph) {
    self.graph = graph
  }

  func didLayout() {
    guard !watchers.isEmpty else { return }
    // In tree order, so that actions run top to bottom.
    let actions = watchers.values.sorted { $0.precedesInTree($1) }.compactMap { node in
      node.check().map { (node, $0) }
    }
    for (node, action) in actions { graph.enqueueCallback(for: node, action) }
  }
}

extension ViewGraph {
  /// The views watching their visibility in scroll views.
  var scrollVisibility: ScrollVisibilityWatchers { feature(ScrollVisibilityWatchers.self) }
}
