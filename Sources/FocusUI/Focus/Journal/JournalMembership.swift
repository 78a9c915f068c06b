/// A graph's place in a ``FocusJournal``: the journal its focus changes
/// are recorded in (an app's windows share one) and the graph's number
/// there (node ids are per graph). Made with the graph; a graph made
/// without a journal keeps one of its own.
///
/// When a node leaves, the journal describes it if an entry names it,
/// before focus records the loss: it settles first.
@MainActor
final class JournalMembership: GraphFeature {
  let journal: FocusJournal
  /// This graph's number in ``journal``.
  let graphNumber: Int

  init(journal: FocusJournal) {
    self.journal = journal
    graphNumber = journal.graphNumber()
  }

  convenience init(graph: ViewGraph) {
    self.init(journal: FocusJournal())
  }

  func nodeWillUnmount(_ node: ViewNode) {
    journal.nodeWillLeave(node, in: node.graph)
  }
}

extension ViewGraph {
  /// Records this graph's focus changes in `journal`: done as the graph is
  /// made, before any other feature, so that the journal describes a
  /// leaving node before focus records its loss.
  func join(_ journal: FocusJournal) {
    install(JournalMembership(journal: journal))
  }

  /// The focus changes and their causes; an app's windows share one.
  package var journal: FocusJournal { feature(JournalMembership.self).journal }

  /// This graph's number in its journal (node ids are per graph).
  var journalNumber: Int { feature(JournalMembership.self).graphNumber }
}
