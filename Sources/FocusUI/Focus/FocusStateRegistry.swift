import FocusEngine

/// The focus states of one graph, the views bound to their values, and the
/// writes waiting for a bound view: the machinery keyboard focus
/// (``KeyboardFocus``) and assistive cursors (``AssistiveFocus``)
/// share.
///
/// The registry only keeps books. What a write does (move keyboard focus,
/// or the cursors of the technologies a state follows) and how a state's
/// value is derived stay each session's own rules.
@MainActor
struct FocusStateRegistry<Slot: RegisteredFocusState> {
  private var slots: [Int: WeakSlot] = [:]
  private var entries = BindingIndex()
  /// Writes waiting for their view, in request order.
  var writes = PendingWrites()
  private var warnedAmbiguities = Set<BindingKey>()

  /// The ids of the states registered, live or not.
  var stateIDs: Dictionary<Int, WeakSlot>.Keys { slots.keys }

  mutating func register(_ slot: Slot) {
    slots[slot.stateID] = WeakSlot(slot: slot)
  }

  /// Forgets a state whose view left; its waiting write goes with it.
  mutating func unregister(_ slot: Slot) {
    forget(slot.stateID)
  }

  /// The live state with `id`; a state whose owner went away is forgotten.
  mutating func slot(_ id: Int) -> Slot? {
    if let slot = slots[id]?.slot { return slot }
    forget(id)
    return nil
  }

  /// The type name of state `id`, if it lives; forgets nothing (for
  /// messages about writes that go).
  func typeName(of id: Int) -> String? {
    slots[id]?.slot?.typeName
  }

  private mutating func forget(_ id: Int) {
    slots[id] = nil
    writes.drop(state: id)
  }

  /// Moves `node`'s binding from `old` to `new` (either may be `nil`). A new
  /// binding may be what a waiting write waits for.
  mutating func rebind(_ node: NodeID, from old: BindingKey?, to new: BindingKey?) {
    guard old != new else { return }
    if let old { entries.remove(node, for: old) }
    if let new {
      entries.add(node, for: new)
      writes.targetMayHaveAppeared()
    }
  }

  /// The views bound to `key`, in the order they were bound.
  func nodes(for key: BindingKey) -> [NodeID] { entries.nodes(for: key) }

  /// The live states, oldest first, each with the values bound to a view.
  var liveStates: [(slot: Slot, keys: [BindingKey])] {
    slots.keys.sorted().compactMap { id in
      slots[id]?.slot.map { ($0, entries.keys(of: id)) }
    }
  }

  /// Whether a value bound to several views should be reported: once per
  /// value, so that a warning does not repeat on every write.
  mutating func shouldWarnAmbiguity(_ key: BindingKey) -> Bool {
    warnedAmbiguities.insert(key).inserted
  }

  struct WeakSlot {
    weak var slot: Slot?
  }
}

/// A state a ``FocusStateRegistry`` keeps: its id is the `state` of the
/// binding keys of its values.
@MainActor
protocol RegisteredFocusState: AnyObject {
  var stateID: Int { get }
  /// `FocusState<Field?>`, for messages and the focus report.
  var typeName: String { get }
  /// The value now, as Swift source writes it.
  var valueDescription: String { get }
}

/// Hands out state ids, unique across graphs and kinds of focus state, so
/// that a binding key never names two states.
@MainActor
enum FocusStateIDs {
  private static var last = 0

  static func next() -> Int {
    last += 1
    return last
  }
}
