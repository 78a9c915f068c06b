import FocusEngine

extension ViewGraph {
  /// `node` as the focus journal names it: its role and label (a
  /// focusable container's first labelled view's), and the id of the
  /// `ForEach` element whose row holds it.
  func journalSubject(of node: ViewNode) -> FocusJournalEntry.Subject {
    let (role, label) = Self.roleAndLabel(of: node)
    return FocusJournalEntry.Subject(node: node.id, role: role, label: label, elementID: Self.elementID(of: node))
  }

  /// Node `id` of this graph, for the journal to describe when read.
  func journalMention(of id: NodeID?) -> FocusJournal.Mention? {
    guard let id else { return nil }
    return FocusJournal.Mention(node: id, graph: journalNumber, live: link)
  }

  /// What has keyboard focus, for the journal.
  var focusedMention: FocusJournal.Mention? {
    journalMention(of: madeFocus?.tree.focused)
  }

  private static func roleAndLabel(of node: ViewNode) -> (String, String) {
    if node.isLayoutItem, let name = node.elementName { return (name.role.rawValue, name.label) }
    let container = node.isInFocusOrder ? "focusable view" : nil
    var stack = Array(node.children.reversed())
    var budget = 256  // as the inspector: a huge container is named by what comes first
    while let next = stack.popLast(), budget > 0 {
      budget -= 1
      if next.isLayoutItem, let name = next.elementName, !name.label.isEmpty {
        return (container ?? name.role.rawValue, name.label)
      }
      stack.append(contentsOf: next.children.reversed())
    }
    return (container ?? "view", "")
  }

  /// The key of the innermost `ForEach` row around `node`, as Swift
  /// source writes it. Works while the row unmounts: its links to its
  /// parents still hold.
  private static func elementID(of node: ViewNode) -> String? {
    var child = node
    while let parent = child.parent {
      if let rows = parent.keyedRows, child.indexInParent < parent.children.count,
        parent.children[child.indexInParent] === child
      {
        return KeyboardFocus.describe(rows.childKey(at: child.indexInParent))
      }
      child = parent
    }
    return nil
  }
}
