import FocusEngine

extension AssistiveFocus {
  /// A rotor a technology can use: one the app attached to a view, or one
  /// the screen reader provides.
  struct Rotor {
    var name: String
    var node: AccessibilityRotorNode?
    var matches: ((AccessibilityElement) -> Bool)?
  }

  /// The rotors offered now: the app's in the window (in the modal layer
  /// while one is up), in the order of their views, then the built-in
  /// ones the app did not replace.
  func rotors() -> [Rotor] {
    let modal = graph.modalLayer
    let nodes = rotorNodes.compactMap { $0.node as? AccessibilityRotorNode }.filter { node in
      guard node.isMounted else { return false }
      if let modal { return node.isInside(modal) }
      return graph.accessibilityTop(of: node) === graph.rootNode
    }.sorted { $0.precedesInTree($1) }
    var result = nodes.map { Rotor(name: $0.name, node: $0, matches: nil) }
    let replaced = Set(nodes.compactMap(\.modifier.systemRotor))
    for (rotor, matches) in AccessibilitySystemRotor.builtIn where !replaced.contains(rotor) {
      result.append(Rotor(name: rotor.name, node: nil, matches: matches))
    }
    return result
  }

  /// The names of the rotors offered now, in order.
  package func rotorNames() -> [String] { rotors().map(\.name) }

  /// The labels of the entries of the rotor named `name`, in order: what
  /// VoiceOver's rotor menu lists. A built-in rotor lists the labels of
  /// the elements it lands on.
  package func rotorEntryLabels(_ name: String) -> [String] {
    guard let rotor = rotors().first(where: { $0.name == name }) else { return [] }
    if let node = rotor.node { return node.modifier.entries().map(\.label) }
    let matches = rotor.matches ?? { _ in false }
    return graph.accessibilityElements(of: graph.modalLayer ?? graph.rootNode).filter(matches).map(\.label)
  }

  /// Picks the next rotor (after the last, the first again) and says its
  /// name: the terminal reader's Alt-R. Returns whether there is one.
  @discardableResult
  package func selectNextRotor(_ technology: AccessibilityTechnologies) -> Bool {
    guard isRunning(technology) else { return false }
    let names = rotorNames()
    guard !names.isEmpty else { return false }
    var choices = choices(of: technology)
    let current = choices.rotor.flatMap { names.firstIndex(of: $0) }
    let name = names[current.map { ($0 + 1) % names.count } ?? 0]
    choices.rotor = name
    choices.rotorEntry = nil
    self.choices[technology.rawValue] = choices
    announce(text: name, by: technology)
    return true
  }

  /// The rotor `technology` picked last, if it is still offered.
  package func selectedRotor(_ technology: AccessibilityTechnologies) -> String? {
    guard let name = choices[technology.rawValue]?.rotor, rotorNames().contains(name) else { return nil }
    return name
  }

  /// Moves `technology`'s cursor to the next entry (the previous, when
  /// `backward`) of the rotor named `name` (the one picked last when
  /// `nil`) and says the element there: Alt-PageDown and Alt-PageUp.
  /// From an element that is no entry, the first (last) entry. Returns
  /// whether the cursor moved, or will once a row of a lazy stack is made.
  @discardableResult
  package func moveToRotorEntry(
    _ technology: AccessibilityTechnologies, rotor name: String? = nil, backward: Bool = false
  ) -> Bool {
    guard isRunning(technology), let name = name ?? selectedRotor(technology),
      let rotor = rotors().first(where: { $0.name == name })
    else { return false }
    var choices = choices(of: technology)
    if choices.rotor != name {
      choices.rotor = name
      choices.rotorEntry = nil
    }
    self.choices[technology.rawValue] = choices
    if let matches = rotor.matches {
      return moveByBuiltInRotor(technology, matches: matches, backward: backward)
    }
    guard let node = rotor.node else { return false }
    let entries = node.modifier.entries()
    let cursor = technologies[technology.rawValue]?.cursor.element
    var start: Int?
    if let entry = choices.rotorEntry, entry.element == cursor, entries.indices.contains(entry.index) {
      start = entry.index
    } else if let cursor {
      start = entries.indices.first { index in
        if case .element(let element) = resolve(entries[index], in: node) { return element.id == cursor }
        return false
      }
    }
    var index = start.map { backward ? $0 - 1 : $0 + 1 } ?? (backward ? entries.count - 1 : 0)
    while entries.indices.contains(index) {
      entries[index].prepare?()
      switch resolve(entries[index], in: node) {
      case .element(let element):
        land(technology, on: element, rotorEntry: index)
        return true
      case .needsRow(let id):
        graph.scrolling.requestScroll(to: id, anchor: nil, in: node)
        pendingRotorLanding = PendingRotorLanding(
          technology: technology, rotor: WeakNode(node), index: index, id: id, layouts: 0)
        return true
      case .absent:
        index += backward ? -1 : 1
      }
    }
    return false
  }

  /// Where a rotor entry points now.
  enum RotorEntryResolution {
    case element(AccessibilityElement)
    /// A row of a lazy stack not made yet.
    case needsRow(AnyHashable)
    case absent
  }

  func resolve(_ entry: AccessibilityRotorEntryRecord, in rotor: ViewNode) -> RotorEntryResolution {
    let target: ViewNode
    switch entry.target {
    case .rotorView:
      target = rotor
    case .namespaced(let key):
      guard let id = links.rotorEntry(key), let node = graph.node(id) else { return .absent }
      target = node
    case .id(let id):
      switch graph.scrollTarget(id, in: rotor) {
      case .found(let node): target = node
      case .needsRow: return .needsRow(id)
      case .absent: return .absent
      }
    }
    return graph.firstAccessibilityElement(at: target.id).map { .element($0) } ?? .absent
  }

  private func moveByBuiltInRotor(
    _ technology: AccessibilityTechnologies, matches: @escaping (AccessibilityElement) -> Bool, backward: Bool
  ) -> Bool {
    let order = AccessibilityReadingOrder(graph: graph, matches: matches)
    let cursor = technologies[technology.rawValue]?.cursor.element
    let target =
      cursor.flatMap { order.element(after: $0, backward: backward) }
      ?? (cursor == nil ? order.edge(backward: backward) : nil)
    guard let target, let element = graph.accessibilityElement(target) else { return false }
    land(technology, on: element, rotorEntry: nil)
    return true
  }

  func land(_ technology: AccessibilityTechnologies, on element: AccessibilityElement, rotorEntry: Int?) {
    technologies[technology.rawValue]?.cursor.move(to: element.id)
    cursorMoved(technology, cause: .readerTouch(rotorEntry == nil ? "rotor" : "rotor entry"))
    var choices = choices(of: technology)
    choices.rotorEntry = rotorEntry.map { ($0, element.id) }
    self.choices[technology.rawValue] = choices
    announce(element, by: technology)
    graph.scrolling.requestReveal(element.id)
  }

  /// Lands a rotor move that waited for its row, once a layout made it (a
  /// few layouts at most).
  func landPendingRotorEntry() {
    guard var pending = pendingRotorLanding else { return }
    guard let node = pending.rotor.node as? AccessibilityRotorNode, node.isMounted,
      isRunning(pending.technology)
    else {
      pendingRotorLanding = nil
      return
    }
    let entries = node.modifier.entries()
    guard entries.indices.contains(pending.index) else {
      pendingRotorLanding = nil
      return
    }
    switch resolve(entries[pending.index], in: node) {
    case .element(let element):
      pendingRotorLanding = nil
      land(pending.technology, on: element, rotorEntry: pending.index)
    case .needsRow:
      pending.layouts += 1
      pendingRotorLanding = pending.layouts < 4 ? pending : nil
    case .absent:
      pendingRotorLanding = nil
    }
  }
}

/// A rotor move waiting for the row of a lazy stack it lands on.
struct PendingRotorLanding {
  var technology: AccessibilityTechnologies
  var rotor: WeakNode
  var index: Int
  var id: AnyHashable
  var layouts: Int
}
