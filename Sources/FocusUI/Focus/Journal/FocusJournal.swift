import FocusEngine
import Logging

/// The focus journal of a screen: the last changes of keyboard focus and
/// of the assistive technologies' cursors, each with its cause, oldest
/// first (see ``FocusJournalEntry``).
///
/// Memory is bounded: a ring of the last ``capacity`` entries. Recording
/// costs one entry per focus change (not per key), describing the view
/// that got focus; the view that lost it is usually the previous entry's.
/// With ``isRecording`` off, nothing is described or kept.
///
/// Every entry also goes to swift-log at `.debug` under the label
/// `focus`, built only when that level is on, and to ``sink`` (the
/// terminal host's `FOCUSUI_FOCUS_LOG` file) when one is set.
@MainActor
package final class FocusJournal {
  /// How many entries are kept.
  package let capacity: Int
  /// Made whole at the first entry, so that its size never follows the
  /// number of changes (see `FlatMemoryTests`).
  private var ring: [FocusJournalEntry?] = []
  /// How many slots of the ring hold an entry.
  private var count = 0
  /// Where the next entry goes; once the ring is full, the oldest entry.
  private var head = 0
  /// Whether changes are recorded at all.
  package var isRecording = true
  /// The host's clock, from any fixed origin.
  package var clock: @MainActor () -> Duration = { .zero }
  /// Hears every entry as it is recorded.
  package var sink: ((FocusJournalEntry) -> Void)?
  /// How many entries were recorded, ever (a counter for tests and
  /// benchmarks).
  package private(set) var recordedCount = 0

  private static let logger = Logger(label: "focus")

  package init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
  }

  /// The entries kept, oldest first.
  package var entries: [FocusJournalEntry] {
    let oldest = count < capacity ? 0 : head
    return (0..<count).compactMap { ring[(oldest + $0) % capacity] }
  }

  /// Appends an entry, overwriting the oldest when the ring is full.
  package func record(
    _ focus: FocusJournalEntry.Focus, from: FocusJournalEntry.Subject?, to: FocusJournalEntry.Subject?,
    cause: FocusCause
  ) {
    guard isRecording else { return }
    let entry = FocusJournalEntry(focus: focus, from: from, to: to, cause: cause, time: clock())
    recordedCount += 1
    if ring.isEmpty { ring = Array(repeating: nil, count: capacity) }
    ring[head] = entry
    head = (head + 1) % capacity
    count = min(count + 1, capacity)
    Self.logger.debug("\(FocusLogLine(entry))")
    sink?(entry)
  }

  /// The subject `to` of the last entry of `focus`, when it is `node`:
  /// the view losing focus was described when it got it.
  package func lastSubject(of focus: FocusJournalEntry.Focus, node: NodeID) -> FocusJournalEntry.Subject? {
    // Only a few back: the other cursors' entries may come between.
    for offset in 0..<min(count, 8) {
      guard let entry = ring[(head + capacity - 1 - offset) % capacity], entry.focus == focus else { continue }
      return entry.to?.node == node ? entry.to : nil
    }
    return nil
  }
}
