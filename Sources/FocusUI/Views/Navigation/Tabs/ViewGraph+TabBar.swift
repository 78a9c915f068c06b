import FocusEngine

extension ViewGraph {
  /// The ``TabView`` tab bar whose tab view `id` is: the bar's own node
  /// (read as its selected tab) or one of its other tabs; `nil` for any
  /// other view. Hosts that give tab bars structure (the web host's
  /// `tablist`) read it.
  ///
  /// ```swift
  /// graph.tabBar(of: tab.id)  // NodeID(7)
  /// ```
  package func tabBar(of id: NodeID) -> NodeID? {
    guard let node = node(id) else { return nil }
    if node is TabViewBarNode { return id }
    return node is TabViewItemNode ? (node.parent as? TabViewBarNode)?.id : nil
  }
}
