import FocusEngine
import Synchronization

/// Where `@Observable` changes are posted for a graph: observation calls
/// back on whichever thread mutated the model, so changes are queued under a
/// lock and applied by the graph at the start of its next update.
final class ObservationInbox: Sendable {
  private let pending = Mutex<[(NodeID, Int)]>([])

  func post(_ node: NodeID, generation: Int) {
    pending.withLock { $0.append((node, generation)) }
  }

  var hasChanges: Bool {
    pending.withLock { !$0.isEmpty }
  }

  /// The changes posted since the last call.
  func drain() -> [(NodeID, Int)] {
    pending.withLock { queue in
      defer { queue.removeAll() }
      return queue
    }
  }
}

/// The observation of one body evaluation: it posts the node, tagged with
/// the evaluation's generation so a stale observation is ignored.
struct ObservationInvalidation: Sendable {
  let inbox: ObservationInbox
  let node: NodeID
  let generation: Int

  func fire() {
    inbox.post(node, generation: generation)
  }
}
