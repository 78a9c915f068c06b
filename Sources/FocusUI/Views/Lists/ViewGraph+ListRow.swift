import FocusEngine

extension ViewGraph {
  /// The ``List`` around view `id`, and the row of it that the view is or
  /// is in; `nil` outside a list's rows. Hosts that give lists structure
  /// (the web host's `list` and `listitem`) read it; the innermost list
  /// wins.
  ///
  /// ```swift
  /// graph.listRow(of: text.id)  // (list: NodeID(4), row: NodeID(9))
  /// ```
  package func listRow(of id: NodeID) -> (list: NodeID, row: NodeID)? {
    guard let start = node(id) else { return nil }
    var ancestor = start.parent
    while let current = ancestor {
      if let list = current as? ListNode, let index = list.rowIndex(containing: start) {
        return (list.id, list.rows[index].node.id)
      }
      ancestor = current.parent
    }
    return nil
  }
}
