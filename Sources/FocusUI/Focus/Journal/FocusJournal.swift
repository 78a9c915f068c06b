import FocusEngine
import Logging

/// The focus journal of a screen: the last changes of keyboard focus and
/// of the assistive technologies' cursors, each with its cause, oldest
/// first (see ``FocusJournalEntry``).
///
/// Memory is bounded: a ring of the last ``capacity`` entries.
///
/// Recording costs next to nothing while nobody reads: an entry keeps the
/// ids of the views it names, and they are described (role, label, row)
/// only when ``entries`` is read — or when a view named leaves the graph,
/// so that "row 2 was removed" still reads as row 2. A view still in the
/// window reads as it is now: a label that changed since shows the new
/// one. While someone listens — a ``sink`` (the terminal host's
/// `FOCUSUI_FOCUS_LOG` file) or swift-log at `.debug` under the label
/// `focus` — each entry is described as it is recorded. With
/// ``isRecording`` off, nothing is kept at all.
@MainActor
package final class FocusJournal {
  /// How many entries are kept.
  package let capacity: Int
  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  /// Made whole at the first entry, so that its size never follows the
  /// number of changes (see `FlatMemoryTests`).
  @exclusivity(unchecked) private var ring: [Record?] = []
  /// How many slots of the ring hold an entry.
  @exclusivity(unchecked) private var count = 0
  /// Where the next entry goes; once the ring is full, the oldest entry.
  @exclusivity(unchecked) private var head = 0
  /// How many mentions in the ring name each node id (of any graph): a
  /// node that leaves is described only when one does.
  @exclusivity(unchecked) private var mentions: [NodeID: Int] = [:]
  /// The views named in the ring that left their graph, as they were.
  @exclusivity(unchecked) private var departed: [ViewKey: FocusJournalEntry.Subject] = [:]
  /// The number the next graph recording here gets.
  private var nextGraphNumber = 0
  /// Whether changes are recorded at all.
  @exclusivity(unchecked) package var isRecording = true
  /// The host's clock, from any fixed origin.
  @exclusivity(unchecked) package var clock: @MainActor () -> Duration = { .zero }
  /// Hears every entry as it is recorded.
  @exclusivity(unchecked) package var sink: ((FocusJournalEntry) -> Void)?
  /// How many entries were recorded, ever (a counter for tests and
  /// benchmarks).
  @exclusivity(unchecked) package private(set) var recordedCount = 0
  /// How many views were described, ever (a counter for tests: recording
  /// alone describes none).
  package private(set) var describedCount = 0

  /// How many views that left are remembered for the entries naming
  /// them (a counter for tests: at most twice the ring).
  package var departedCount: Int { departed.count }

  private static let logger = Logger(label: "focus")

  package init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
  }

  /// A view named by an entry: its node in a graph, described when read
  /// unless it was described already.
  struct Mention {
    var node: NodeID
    var graph: Int
    var live: ObjectLink<ViewGraph>
    var subject: FocusJournalEntry.Subject?

    var key: ViewKey { ViewKey(graph: graph, node: node) }
  }

  /// A node of one of the graphs recording here.
  struct ViewKey: Hashable {
    var graph: Int
    var node: NodeID
  }

  private struct Record {
    var focus: FocusJournalEntry.Focus
    var from: Mention?
    var to: Mention?
    var cause: FocusCause
    var time: Duration
  }

  /// A number for a graph that records here: node ids are per graph.
  func graphNumber() -> Int {
    nextGraphNumber += 1
    return nextGraphNumber
  }

  /// The entries kept, oldest first, their views described.
  package var entries: [FocusJournalEntry] {
    let oldest = count < capacity ? 0 : head
    return (0..<count).compactMap { ring[(oldest + $0) % capacity].map(entry) }
  }

  private func entry(_ record: Record) -> FocusJournalEntry {
    FocusJournalEntry(
      focus: record.focus, from: record.from.map(subject), to: record.to.map(subject), cause: record.cause,
      time: record.time)
  }

  private func subject(_ mention: Mention) -> FocusJournalEntry.Subject {
    if let subject = mention.subject ?? departed[mention.key] { return subject }
    if let graph = mention.live.target, let node = graph.node(mention.node) {
      describedCount += 1
      return graph.journalSubject(of: node)
    }
    return FocusJournalEntry.Subject(node: mention.node, role: "view", label: "")
  }

  /// Whether an entry is described as it is recorded: someone listens.
  private var isListened: Bool { sink != nil || Self.logger.logLevel <= .debug }

  /// Appends an entry, overwriting the oldest when the ring is full.
  func record(_ focus: FocusJournalEntry.Focus, from: Mention?, to: Mention?, cause: FocusCause) {
    guard isRecording else { return }
    var record = Record(focus: focus, from: from, to: to, cause: cause, time: clock())
    recordedCount += 1
    if ring.isEmpty {
      ring = Array(repeating: nil, count: capacity)
      mentions.reserveCapacity(2 * capacity)
    }
    // Moved out, not copied: a record holds links and strings.
    if let evicted = ring[head].take() { forget(evicted) }
    let isListened = isListened
    if isListened {
      record.from = record.from.map(described)
      record.to = record.to.map(described)
    }
    if let node = record.from?.node { mentions[node, default: 0] += 1 }
    if let node = record.to?.node { mentions[node, default: 0] += 1 }
    ring[head] = record
    head = (head + 1) % capacity
    count = min(count + 1, capacity)
    guard isListened else { return }
    let entry = entry(record)
    Self.logger.debug("\(FocusLogLine(entry))")
    sink?(entry)
  }

  private func described(_ mention: Mention) -> Mention {
    var mention = mention
    mention.subject = subject(mention)
    return mention
  }

  /// An entry leaves the ring: its views are named once less.
  private func forget(_ record: Record) {
    if let from = record.from { forget(from) }
    if let to = record.to { forget(to) }
  }

  private func forget(_ mention: Mention) {
    // One lookup: this runs for every entry once the ring is full.
    if let index = mentions.index(forKey: mention.node) {
      if mentions.values[index] > 1 {
        mentions.values[index] -= 1
        return
      }
      mentions.remove(at: index)
    }
    if !departed.isEmpty { departed[mention.key] = nil }
  }

  /// `node` of `graph` is leaving it: described now if an entry names
  /// it, while its links to its parents still hold.
  func nodeWillLeave(_ node: ViewNode, in graph: ViewGraph) {
    guard mentions[node.id] != nil else { return }
    let key = ViewKey(graph: graph.journalNumber, node: node.id)
    guard departed[key] == nil else { return }
    describedCount += 1
    departed[key] = graph.journalSubject(of: node)
    // Ids shared by several graphs can keep a count up: never keep more
    // than the ring names.
    if departed.count > 2 * capacity { pruneDeparted() }
  }

  private func pruneDeparted() {
    var named: Set<ViewKey> = []
    for record in ring {
      if let from = record?.from { named.insert(from.key) }
      if let to = record?.to { named.insert(to.key) }
    }
    departed = departed.filter { named.contains($0.key) }
  }
}
