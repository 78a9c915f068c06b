import FocusEngine

/// What one technology chose on the element under its cursor: the action
/// to run (Alt-A), the custom content read last (Alt-C), and the rotor
/// picked (Alt-R) with the entry the cursor moved to. Choices on an
/// element go when the cursor leaves it; the rotor stays.
struct CursorChoices {
  /// The element the action and content choices are for.
  var element: NodeID?
  /// The index of the chosen named action; `nil` is plain activation.
  var action: Int?
  /// The index of the custom content entry read last.
  var content: Int?
  /// The name of the rotor picked.
  var rotor: String?
  /// The index of the rotor entry the cursor moved to, and its element.
  var rotorEntry: (index: Int, element: NodeID)?
}

extension AssistiveFocus {
  /// `technology`'s choices, valid for the element under its cursor.
  func choices(of technology: AccessibilityTechnologies) -> CursorChoices {
    let element = technologies[technology.rawValue]?.cursor.element
    var choices = self.choices[technology.rawValue] ?? CursorChoices()
    if choices.element != element {
      choices.element = element
      choices.action = nil
      choices.content = nil
    }
    return choices
  }

  // MARK: - Running actions

  /// Activates the element under `technology`'s cursor: runs the action
  /// chosen with ``selectNextAction(_:)``, else its default
  /// accessibility action, else what a click does (a button runs, a
  /// toggle flips, a text field takes keyboard focus).
  package func activate(_ technology: AccessibilityTechnologies) {
    guard isRunning(technology), let element = cursor(of: technology) else { return }
    let named = element.actions.filter { $0.kind.name != nil }
    if let index = choices(of: technology).action, named.indices.contains(index) {
      perform(named[index])
      return
    }
    if let action = element.actions.first(where: { $0.kind == .default }) {
      perform(action)
      return
    }
    guard let target = element.actionTarget else { return }
    graph.click(target)
  }

  /// Runs the action named `name` of the element under `technology`'s
  /// cursor; returns whether it has one.
  @discardableResult
  package func performAction(named name: String, by technology: AccessibilityTechnologies) -> Bool {
    guard isRunning(technology), let action = cursor(of: technology)?.actions.first(where: { $0.kind.name == name })
    else { return false }
    perform(action)
    return true
  }

  /// Runs the `.escape` action of the element under `technology`'s cursor
  /// (set on it or on a view around it); returns whether there is one.
  @discardableResult
  package func performEscape(_ technology: AccessibilityTechnologies) -> Bool {
    guard isRunning(technology), let action = cursor(of: technology)?.actions.first(where: { $0.kind == .escape })
    else { return false }
    perform(action)
    return true
  }

  /// Runs the `.magicTap` action of the element under `technology`'s
  /// cursor, else the first one in reading order (in the modal layer
  /// while one is up); returns whether there is one.
  @discardableResult
  package func performMagicTap(_ technology: AccessibilityTechnologies) -> Bool {
    guard isRunning(technology) else { return false }
    let isMagicTap: (AccessibilityActionReference) -> Bool = { $0.kind == .magicTap }
    let action =
      cursor(of: technology)?.actions.first(where: isMagicTap)
      ?? graph.accessibilityEdge(backward: false, where: { $0.actions.contains(where: isMagicTap) })?.actions.first(
        where: isMagicTap)
    guard let action else { return false }
    perform(action)
    return true
  }

  /// Runs the named action at `index` (of its ``AccessibilityElement/actionNames``)
  /// of the element `id`, wherever the cursors are: a browser screen
  /// reader's click on the action's button. Returns whether there is one.
  @discardableResult
  package func performAction(at index: Int, of id: NodeID) -> Bool {
    let named = graph.accessibilityElement(id)?.actions.filter { $0.kind.name != nil } ?? []
    guard named.indices.contains(index) else { return false }
    perform(named[index])
    return true
  }

  /// Activates the element `id` as an assistive technology does: its
  /// default action, else what a click does. A browser screen reader's
  /// click on an element that has a default action, or on an element of
  /// a representation. Returns whether there was something to do.
  @discardableResult
  package func activate(element id: NodeID) -> Bool {
    guard let element = graph.accessibilityElement(id) else { return false }
    if let action = element.actions.first(where: { $0.kind == .default }) {
      perform(action)
      return true
    }
    guard let target = element.actionTarget else { return false }
    graph.click(target)
    return true
  }

  private func perform(_ action: AccessibilityActionReference) {
    _ = (graph.node(action.node) as? AccessibilityAttributesNode)?.performAction(at: action.index)
  }

  // MARK: - Choosing actions and reading content

  /// Chooses the next named action of the element under `technology`'s
  /// cursor (after the last, plain activation again) and says it:
  /// VoiceOver's actions rotor. Returns whether the element has named
  /// actions.
  @discardableResult
  package func selectNextAction(_ technology: AccessibilityTechnologies) -> Bool {
    guard isRunning(technology), let element = cursor(of: technology) else { return false }
    let names = element.actionNames
    guard !names.isEmpty else { return false }
    var choices = choices(of: technology)
    let next = choices.action.map { $0 + 1 } ?? 0
    choices.action = next < names.count ? next : nil
    self.choices[technology.rawValue] = choices
    announce(text: choices.action.map { "\(names[$0]), action" } ?? "Activate, action", by: technology)
    return true
  }

  /// Reads the next entry of the custom content of the element under
  /// `technology`'s cursor (after the last, the first again): VoiceOver's
  /// "More Content" rotor. Returns whether it has custom content.
  @discardableResult
  package func readNextCustomContent(_ technology: AccessibilityTechnologies) -> Bool {
    guard isRunning(technology), let element = cursor(of: technology), !element.customContent.isEmpty else {
      return false
    }
    var choices = choices(of: technology)
    let next = choices.content.map { ($0 + 1) % element.customContent.count } ?? 0
    choices.content = next
    self.choices[technology.rawValue] = choices
    let entry = element.customContent[next]
    announce(text: "\(entry.label), \(entry.value)", by: technology)
    return true
  }

  /// Says `text` for `technology`, as a landing is said.
  func announce(text: String, by technology: AccessibilityTechnologies) {
    if keepsHeard { technologies[technology.rawValue]?.hear(text) }
    announcer?(technology, text)
  }
}
