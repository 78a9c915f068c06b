/// A node's subscription to one observable object's `objectWillChange`:
/// each change runs the node's body again. Kept in the node's slots, so
/// it lasts while the node holds the same object, and ends with the node.
@MainActor
final class ObjectWillChangeSlot {
  private(set) var object: AnyObject?
  private var subscription: AnyCancellable?

  nonisolated init() {}

  /// Follows `object` (nothing when `nil`) for `node`, subscribing again
  /// only when the object changed.
  func observe<Object: ObservableObject>(_ object: Object?, for node: ViewNode) {
    if let object, object === self.object { return }
    subscription?.cancel()
    subscription = nil
    self.object = object
    guard let object else { return }
    // Through the graph's inbox, like `@Observable` changes: an object may
    // send from any thread, and the change is applied in the next update,
    // after the object changed.
    let invalidation = ObservationInvalidation(inbox: node.graph.observationInbox, node: node.id, generation: nil)
    subscription = object.objectWillChange.sink { @Sendable _ in invalidation.fire() }
  }

  /// The slot at `ordinal` of `node`, made there if it holds none.
  static func at(_ ordinal: Int, of node: ViewNode) -> ObjectWillChangeSlot {
    if ordinal < node.slots.count, let slot = node.slots[ordinal] as? ObjectWillChangeSlot { return slot }
    let slot = ObjectWillChangeSlot()
    node.setSlot(slot, at: ordinal)
    return slot
  }
}
