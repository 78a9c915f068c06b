import FocusEngine

extension ViewGraph {
  /// The focus inspector's report on this graph as it is now (after the
  /// last layout). It walks the whole focus order and every binding: for a
  /// person or a failing test, not for the hot path.
  package func focusReport() -> FocusReport {
    let focus = self.focus
    let readerCursor = accessibility.isRunning(.voiceOver) ? accessibility.cursor(of: .voiceOver) : nil
    var numbers: [NodeID: Int] = [:]
    var stops: [FocusReport.Stop] = []
    let modal = modalLayer
    for id in focus.tree.order {
      guard let node = node(id) else { continue }
      let number = stops.count + 1
      numbers[id] = number
      stops.append(
        FocusReport.Stop(
          number: number, node: id, label: Self.inspectorLabel(of: node), frame: node.screenFrame,
          isFocused: focus.tree.focused == id, hasReaderCursor: readerCursor?.id == id,
          isBehindPresentation: modal.map { !node.isInside($0) } ?? false))
    }
    func target(_ node: ViewNode) -> String {
      numbers[node.id].map { "#\($0)" } ?? "\(Self.inspectorLabel(of: node)) (not focusable)"
    }

    var states: [FocusReport.State] = []
    for (slot, keys) in focus.registry.liveStates {
      let bindings = keys.map { key -> (bound: FocusReport.Bound, first: Int) in
        let entries = focus.entries(for: key).filter { !$0.isOverridden }
        var targets: [ViewNode] = []
        for entry in entries {
          let node = focus.focusTarget(entering: entry.entryNode) ?? entry.entryNode
          if !targets.contains(where: { $0 === node }) { targets.append(node) }
        }
        targets.sort { (numbers[$0.id] ?? .max) < (numbers[$1.id] ?? .max) }
        let focusable = targets.filter { numbers[$0.id] != nil }
        let ambiguous = focusable.count > 1 && !entries.allSatisfy { $0.style == .blueprint }
        let bound = FocusReport.Bound(
          value: KeyboardFocus.describe(key.value), targets: targets.map(target), isAmbiguous: ambiguous)
        return (bound, targets.first.flatMap { numbers[$0.id] } ?? .max)
      }
      states.append(
        FocusReport.State(
          typeName: slot.typeName, value: slot.valueDescription,
          bindings: bindings.sorted { ($0.first, $0.bound.value) < ($1.first, $1.bound.value) }.map(\.bound),
          waitingWrites: Self.waitingWrites(of: slot.stateID, in: focus.registry.writes)))
    }
    let access = accessibility
    for (slot, keys) in access.registry.liveStates {
      let bindings = keys.map { key -> FocusReport.Bound in
        let elements = access.registry.nodes(for: key).sorted().compactMap { self.firstAccessibilityElement(at: $0) }
        let targets = elements.map { element in
          numbers[element.id].map { "#\($0)" } ?? Self.describe(element)
        }
        return FocusReport.Bound(
          value: KeyboardFocus.describe(key.value), targets: targets, isAmbiguous: targets.count > 1)
      }
      states.append(
        FocusReport.State(
          typeName: slot.typeName, value: slot.valueDescription,
          bindings: bindings.sorted { $0.value < $1.value },
          waitingWrites: Self.waitingWrites(of: slot.stateID, in: access.registry.writes)))
    }
    let strayCursor = readerCursor.flatMap { numbers[$0.id] == nil ? Self.describe($0) : nil }
    let entries = journal.entries
    return FocusReport(
      stops: stops, readerCursor: strayCursor, states: states,
      recentChanges: Array(entries.suffix(FocusReport.recentChangeCount)))
  }

  private static func waitingWrites(of state: Int, in writes: PendingWrites) -> [String] {
    writes.waiting.filter { $0.state == state }.map { $0.value.map(KeyboardFocus.describe) ?? "resign focus" }
  }

  private static func describe(_ element: AccessibilityElement) -> String {
    "\(element.role.map { "\($0)" } ?? "element") \"\(element.label)\""
  }

  /// A view's role and label. A focusable container is named by the first
  /// labelled view inside it; a modifier, by the view it modifies.
  static func inspectorLabel(of node: ViewNode) -> String {
    if node.isLayoutItem, let element = node.makeElement() { return "\(element.role) \"\(element.label)\"" }
    let container = node.isInFocusOrder ? "focusable view" : nil
    var stack = Array(node.children.reversed())
    var budget = 256  // a huge container is named by what comes first, not searched whole
    while let next = stack.popLast(), budget > 0 {
      budget -= 1
      if next.isLayoutItem, let element = next.makeElement(), !element.label.isEmpty {
        return "\(container ?? "\(element.role)") \"\(element.label)\""
      }
      stack.append(contentsOf: next.children.reversed())
    }
    return container ?? "view"
  }
}
