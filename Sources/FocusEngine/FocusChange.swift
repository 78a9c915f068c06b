/// One change of the focused node.
///
/// Every mutating operation of ``FocusTree`` that moves focus returns one, so
/// the host can update focus bindings and redraw exactly the two nodes
/// involved.
///
/// ```swift
/// let tree = FocusTree()
/// tree.insert(NodeID(1), after: nil)
/// if let change = tree.focus(NodeID(1), origin: .pointer) {
///   // change.from == nil, change.to == NodeID(1), change.origin == .pointer
/// }
/// ```
public struct FocusChange: Hashable, Sendable {
  /// The node that had focus before, or `nil` if none had.
  public var from: NodeID?
  /// The node that has focus now, or `nil` if focus was resigned.
  public var to: NodeID?
  /// What caused the change.
  public var origin: FocusOrigin

  /// Creates a change from `from` to `to`, caused by `origin`.
  public init(from: NodeID?, to: NodeID?, origin: FocusOrigin) {
    self.from = from
    self.to = to
    self.origin = origin
  }
}
