import FocusEngine
import Synchronization

/// Where `@Observable` changes are posted for a graph: observation calls
/// back on whichever thread mutated the model, so changes are queued under a
/// lock and applied by the graph at the start of its next update.
///
/// A host that sleeps until input (the terminal) registers a wake-up with
/// ``setWakeUp(_:)``: every post calls it, on the posting thread, so that a
/// model changed off the keyboard reaches the screen at once.
package final class ObservationInbox: Sendable {
  private let pending = Mutex<[(NodeID, Int?)]>([])
  private let wakeUp: HostWakeUp

  /// The wake-up the hosts set: the one every graph's inbox calls.
  package static let hostWakeUp = HostWakeUp()

  /// An inbox that calls `wakeUp` on every post.
  package init(wakeUp: HostWakeUp = ObservationInbox.hostWakeUp) {
    self.wakeUp = wakeUp
  }

  /// Sets what every post calls (`nil`: nothing).
  ///
  /// ```swift
  /// ObservationInbox.setWakeUp { TerminalDevice.wake() }
  /// ```
  package static func setWakeUp(_ action: (@Sendable () -> Void)?) {
    hostWakeUp.set(action)
  }

  /// Posts a change for `node`; with a `generation`, only if the node's
  /// body has not run again since (`nil`: whenever, for a subscription that
  /// outlives evaluations).
  func post(_ node: NodeID, generation: Int?) {
    pending.withLock { $0.append((node, generation)) }
    wakeUp.fire()
  }

  var hasChanges: Bool {
    pending.withLock { !$0.isEmpty }
  }

  /// The changes posted since the last call.
  func drain() -> [(NodeID, Int?)] {
    pending.withLock { queue in
      defer { queue.removeAll(keepingCapacity: true) }
      return queue
    }
  }
}

/// The observation of one body evaluation: it posts the node, tagged with
/// the evaluation's generation so a stale observation is ignored (or with
/// none, for an observable object's subscription, which lasts).
struct ObservationInvalidation: Sendable {
  let inbox: ObservationInbox
  let node: NodeID
  let generation: Int?

  func fire() {
    inbox.post(node, generation: generation)
  }
}
