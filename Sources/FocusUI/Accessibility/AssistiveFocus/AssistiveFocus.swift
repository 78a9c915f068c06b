import FocusEngine

/// The assistive technologies of one view graph: which run, where their
/// cursors are, what they announced; the accessibility focus states and
/// their bindings; and the writes waiting to move cursors.
///
/// Like the keyboard's ``KeyboardFocus``, changes are applied between update
/// rounds: writes first (they move cursors and announce), then cursors
/// move into a new presentation or back from a closed one, then the
/// states' values are derived from the cursors. While a modal layer is
/// up, cursors stay inside it (see `AssistiveFocus+Presentations.swift`).
@MainActor
package final class AssistiveFocus: GraphFeature {
  /// The cursors follow keyboard focus where it settled.
  static var settlesAfter: [any GraphFeature.Type] { [KeyboardFocus.self] }

  /// The graph owns this feature. `unowned(unsafe)`, as ``ViewNode/graph``:
  /// a safe unowned reference takes the runtime's slow path on every use.
  unowned(unsafe) let graph: ViewGraph
  /// This feature as its focus states and the posted announcements refer
  /// to it, without keeping it alive (see ``ObjectLink``).
  var link: ObjectLink<AssistiveFocus> {
    if let ownLink { return ownLink }
    let link = ObjectLink(self)
    ownLink = link
    return link
  }
  private var ownLink: ObjectLink<AssistiveFocus>?

  /// One technology's state.
  struct Technology {
    var isRunning = false
    var cursor = AssistiveCursor()
    var announcements: [String] = []
    /// What its user heard, oldest first: the announcements and, for a
    /// screen reader, each view keyboard focus landed on.
    var transcript: [String] = []

    /// Records `text` as heard: in the transcript, and among the
    /// announcements unless it is a focus landing. Each keeps its newest
    /// ``AssistiveFocus/heardLimit`` entries, so that a reader running for
    /// hours keeps a flat memory.
    mutating func hear(_ text: String, isAnnouncement: Bool = true) {
      if isAnnouncement { Self.append(text, to: &announcements) }
      Self.append(text, to: &transcript)
    }

    private static func append(_ text: String, to record: inout [String]) {
      // Dropped a half at a time: a record at its limit costs no copy per entry.
      if record.count >= 2 * AssistiveFocus.heardLimit { record.removeFirst(record.count - AssistiveFocus.heardLimit) }
      record.append(text)
    }
    /// When the cursor last moved, on the session's clock.
    var stamp = 0
    /// Where the journal last saw the cursor.
    var journaled: NodeID?
  }

  /// Orders cursor moves across technologies.
  private var clock = 0

  func cursorMoved(_ technology: AccessibilityTechnologies, cause: FocusCause) {
    journalCursor(of: technology, cause: cause)
    clock += 1
    technologies[technology.rawValue]?.stamp = clock
    needsDerive = true
    // The action chosen and the content read were the last element's.
    choices[technology.rawValue]?.action = nil
    choices[technology.rawValue]?.content = nil
  }

  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  @exclusivity(unchecked) var technologies: [Int: Technology] = [:]
  /// The accessibility focus states, their bound elements and their
  /// waiting writes.
  @exclusivity(unchecked) private(set) var registry = FocusStateRegistry<AnyFocusStateSlot<AssistiveFocus>>()
  @exclusivity(unchecked) private var needsDerive = false
  /// Where the cursors were when each presentation appeared, and the
  /// moves waiting for the next update.
  @exclusivity(unchecked) var presentations = PresentationCursors()
  /// Hears every announcement of a cursor (the terminal's screen reader
  /// speaks them).
  package var announcer: ((AccessibilityTechnologies, String) -> Void)?
  /// Hears each ``AccessibilityNotification/Announcement`` the app posts,
  /// with its priority, while VoiceOver runs: the terminal's reader speaks
  /// them. A host whose own assistive technology reads (a browser, the
  /// accessibility bus) takes them from the frame instead
  /// (``FrameSemantics/announcements``) and leaves this unset.
  package var postedAnnouncer: ((String, SpeechPriority) -> Void)?
  /// The announcements posted since a host last took them (at most
  /// ``postedLimit``, the newest kept): what a frame carries.
  private var posted: [FrameAnnouncement] = []
  /// How many posted announcements wait for a host at most.
  static let postedLimit = 64
  /// Hears the phrase of each view keyboard focus lands on while VoiceOver
  /// runs: the terminal's reader speaks it, as VoiceOver reads what Tab
  /// reaches. A browser's own screen reader reads focus by itself, so the
  /// browser's reader leaves this unset.
  package var focusSpeaker: ((String) -> Void)?
  /// The view keyboard focus was on when it was last spoken.
  private var spokenFocus: NodeID?
  /// Whether what a technology's user hears is recorded for
  /// ``transcript(of:)`` and ``announcements(of:)`` (the newest
  /// ``heardLimit`` of each). Off while the screen reader that hears the
  /// app is outside it (Orca on the accessibility bus): it hears the
  /// frames' semantics, and a focus landing's phrase is not even built
  /// unless the built-in reader speaks it.
  package var keepsHeard = true
  /// How many entries a transcript and an announcement record keep (the
  /// newest): a test reads a few; a reader running for hours must not
  /// grow with every key.
  package nonisolated static let heardLimit = 10_000
  /// The labeled pairs and rotor entries' views.
  let links = AccessibilityLinks()
  /// How many mounted modifiers set a sort priority: while there are
  /// any, reading order is sorted (see `AccessibilityReadingOrder`).
  var sortPriorityNodes = 0
  /// How many mounted nodes make one element of several views
  /// (``View/accessibilityElement(children:)``) or stand in for the views
  /// they hold (``View/accessibilityRepresentation(representation:)``,
  /// ``View/accessibilityChildren(children:)``): while there are none, an
  /// element's ancestors add no element around it, and a frame's
  /// semantics do not look at them.
  var groupingNodes = 0
  /// What each technology's cursor chose on its element: the action
  /// Alt-A picked, the custom content Alt-C read last, the rotor Alt-R
  /// picked (see `AssistiveFocus+Actions.swift`).
  var choices: [Int: CursorChoices] = [:]
  /// The rotors attached to mounted views.
  var rotorNodes: [WeakNode] = []
  /// A rotor move waiting for its row to be made.
  var pendingRotorLanding: PendingRotorLanding?
  /// The action each waiting write came from, for the journal.
  private var writeActions: [Int: FocusAction] = [:]

  init(graph: ViewGraph) {
    self.graph = graph
    PostedAnnouncements.listen(self)
  }

  deinit {
    ownLink?.clear()
  }

  /// An app posted `announcement`: a running screen reader says it, and
  /// the next frame carries it.
  func receive(_ announcement: AccessibilityNotification.Announcement) {
    posted.append(FrameAnnouncement(text: announcement.text, priority: announcement.priority))
    if posted.count > Self.postedLimit { posted.removeFirst(posted.count - Self.postedLimit) }
    guard isRunning(.voiceOver) else { return }
    if keepsHeard { technologies[AccessibilityTechnologies.voiceOver.rawValue]?.hear(announcement.text) }
    postedAnnouncer?(announcement.text, announcement.priority)
  }

  /// The announcements posted since the last call, oldest first.
  package func takePostedAnnouncements() -> [FrameAnnouncement] {
    defer { posted = [] }
    return posted
  }

  var hasPendingChanges: Bool { registry.writes.needsAttempt || needsDerive || presentations.hasPendingChanges }

  // MARK: - Technologies

  package func isRunning(_ technology: AccessibilityTechnologies) -> Bool {
    technologies[technology.rawValue]?.isRunning ?? false
  }

  /// Starts or stops `technology`. A stopped technology's cursor is
  /// cleared.
  package func setRunning(_ technology: AccessibilityTechnologies, _ isRunning: Bool) {
    guard self.isRunning(technology) != isRunning else { return }
    technologies[technology.rawValue, default: Technology()].isRunning = isRunning
    // A reader started now hears where focus goes next, not where it is.
    if isRunning { spokenFocus = graph.madeFocus?.tree.focused }
    if !isRunning { technologies[technology.rawValue]?.cursor = AssistiveCursor() }
    needsDerive = true
  }

  private var running: AccessibilityTechnologies {
    AccessibilityTechnologies.each.reduce(into: []) { result, technology in
      if isRunning(technology) { result.insert(technology) }
    }
  }

  /// The element `technology`'s cursor is on.
  package func cursor(of technology: AccessibilityTechnologies) -> AccessibilityElement? {
    guard let id = technologies[technology.rawValue]?.cursor.element else { return nil }
    return graph.accessibilityElement(id)
  }

  /// What `technology` announced, oldest first.
  package func announcements(of technology: AccessibilityTechnologies) -> [String] {
    technologies[technology.rawValue]?.announcements ?? []
  }

  /// What `technology`'s user heard, oldest first: its announcements and,
  /// for VoiceOver, the views keyboard focus landed on, each phrased by
  /// ``SpokenPhrase``.
  package func transcript(of technology: AccessibilityTechnologies) -> [String] {
    technologies[technology.rawValue]?.transcript ?? []
  }

  /// Keyboard focus may have moved to `id`: a running screen reader reads
  /// the view it lands on (its cursor stays where it is).
  func keyboardFocusMoved(to id: NodeID?) {
    guard id != spokenFocus else { return }
    spokenFocus = id
    guard isRunning(.voiceOver), keepsHeard || focusSpeaker != nil, let id, let phrase = focusPhrase(id) else {
      return
    }
    if keepsHeard { technologies[AccessibilityTechnologies.voiceOver.rawValue]?.hear(phrase, isAnnouncement: false) }
    focusSpeaker?(phrase)
  }

  /// What a screen reader says for the focused view `id`: its element's
  /// phrase; a list's name and size; a focusable container's label.
  private func focusPhrase(_ id: NodeID) -> String? {
    if let element = graph.accessibilityElement(id), element.id == id { return element.announcement }
    guard let node = graph.node(id) else { return nil }
    if let list = node as? ListNode, list.isSelectable {
      return SpokenPhrase.list(named: list.spokenName, items: list.rows.count)
    }
    if let element = graph.element(of: node), !element.label.isEmpty { return element.label }
    return graph.firstAccessibilityElement(at: id)?.announcement
  }

  /// Moves `technology`'s cursor to the next element (a screen reader
  /// reads them all; a switch interface scans the actionable ones, and
  /// wraps) and announces it. A technology that isn't running does
  /// nothing; at the end, the cursor stays.
  package func moveNext(_ technology: AccessibilityTechnologies) {
    move(technology, backward: false)
  }

  /// Moves `technology`'s cursor to the previous element and announces it.
  package func movePrevious(_ technology: AccessibilityTechnologies) {
    move(technology, backward: true)
  }

  private func move(_ technology: AccessibilityTechnologies, backward: Bool) {
    guard isRunning(technology) else { return }
    confineCursor(of: technology)
    let scans = technology == .switchControl
    let order = AccessibilityReadingOrder(graph: graph, actionableOnly: scans)
    let moved =
      backward
      ? technologies[technology.rawValue]!.cursor.movePrevious(in: order, wraps: scans)
      : technologies[technology.rawValue]!.cursor.moveNext(in: order, wraps: scans)
    guard let moved, let element = graph.accessibilityElement(moved) else { return }
    cursorMoved(technology, cause: .readerTouch(backward ? "previous" : "next"))
    announce(element, by: technology)
    // The cursor's element scrolls into view, as VoiceOver's does.
    graph.scrolling.requestReveal(moved)
  }

  /// Moves `technology`'s cursor to the element of node `id` without
  /// announcing it: the host's own assistive technology followed keyboard
  /// focus there (a browser's screen reader reads the focused element by
  /// itself). Accessibility focus states bound elsewhere become false.
  package func follow(_ technology: AccessibilityTechnologies, to id: NodeID) {
    guard isRunning(technology), technologies[technology.rawValue]?.cursor.element != id,
      graph.accessibilityElement(id) != nil
    else { return }
    technologies[technology.rawValue]!.cursor.move(to: id)
    cursorMoved(technology, cause: .followedFocus)
  }

  /// The nodes under the cursors of the running technologies.
  var cursorNodes: [NodeID] {
    AccessibilityTechnologies.each.compactMap { technology in
      guard let state = technologies[technology.rawValue], state.isRunning else { return nil }
      return state.cursor.element
    }
  }

  /// Increments (`up`) or decrements the adjustable element under
  /// `technology`'s cursor (a slider, a stepper), as VoiceOver's swipe up
  /// and down do. Returns whether the element is adjustable.
  @discardableResult
  package func adjust(_ technology: AccessibilityTechnologies, up: Bool) -> Bool {
    guard isRunning(technology), let element = cursor(of: technology) else { return false }
    // The view's own adjustable action (``View/accessibilityAdjustableAction(_:)``)
    // comes before the control's.
    if let action = element.actions.first(where: { $0.kind == (up ? .increment : .decrement) }) {
      _ = (graph.node(action.node) as? AccessibilityAttributesNode)?.performAction(at: action.index)
      return true
    }
    guard let target = element.actionTarget, let control = graph.node(target) as? AdjustableNode else { return false }
    control.adjust(up: up)
    return true
  }

  func announce(_ element: AccessibilityElement, by technology: AccessibilityTechnologies) {
    announce(text: element.announcement, by: technology)
  }

  // MARK: - States and bindings

  func register(_ slot: AnyFocusStateSlot<AssistiveFocus>) {
    registry.register(slot)
  }

  func unregister(_ slot: AnyFocusStateSlot<AssistiveFocus>) {
    registry.unregister(slot)
  }

  /// Moves an element's binding from `old` to `new`; a binding around a
  /// cursor may change a value.
  func rebind(_ node: NodeID, from old: BindingKey?, to new: BindingKey?) {
    guard old != new else { return }
    registry.rebind(node, from: old, to: new)
    needsDerive = true
  }

  /// A node left: a cursor on its element is cleared, and the states bound
  /// there reset.
  func nodeWillUnmount(_ node: ViewNode) {
    for technology in AccessibilityTechnologies.each
    where technologies[technology.rawValue]?.cursor.element == node.id {
      // The place is where the removed subtree was, in a parent that stays.
      var top = node
      while let parent = top.parent, !parent.isMounted { top = parent }
      technologies[technology.rawValue]?.cursor.vacate(parent: top.parent?.id, index: top.indexInParent)
      cursorMoved(technology, cause: .lost(.removed))
    }
  }

  func requestWrite(to slot: AnyFocusStateSlot<AssistiveFocus>, value key: AnyHashable?) {
    writeActions[slot.stateID] = FocusAction.current
    registry.writes.request(state: slot.stateID, value: key)
    graph.noteChangeOutsideEvents()
  }

  /// Tries the waiting writes again in the next update: a modal layer
  /// that kept their elements from the cursors went away.
  func retryWaitingWrites() {
    registry.writes.targetMayHaveAppeared()
  }

  func didLayout() {
    if pendingRotorLanding != nil { landPendingRotorEntry() }
  }

  // MARK: - Applying changes

  func applyChanges() {
    if registry.writes.needsAttempt { applyWrites() }
    if presentations.hasPendingChanges { applyPresentationCursors() }
    if needsDerive {
      needsDerive = false
      deriveStates()
    }
  }

  /// Moves the cursors of the running technologies each written state
  /// follows to the element bound to the written value. A write with no
  /// such technology running, or of `nil`/`false`, moves nothing; a write
  /// whose element doesn't exist yet waits for it to appear, and one whose
  /// element is behind a modal layer waits for the layer to close.
  private func applyWrites() {
    let waiting = registry.writes.take().filter { write in
      guard let slot = registry.slot(write.state), let key = write.value else { return false }
      return !apply(key, to: slot)
    }
    registry.writes.putBack(waiting)
  }

  /// Applies one write; `false` when its element does not exist yet.
  private func apply(_ key: AnyHashable, to slot: AnyFocusStateSlot<AssistiveFocus>) -> Bool {
    let followed = (slot.technologies.isEmpty ? running : slot.technologies.intersection(running))
    guard !followed.isEmpty else { return true }
    let bindingKey = BindingKey(state: slot.stateID, value: key)
    let targets = registry.nodes(for: bindingKey).sorted()
    if targets.count > 1, registry.shouldWarnAmbiguity(bindingKey) {
      graph.diagnostics.warn(
        "accessibilityFocused(_:equals:): the value \(KeyboardFocus.describe(key)) of an AccessibilityFocusState "
          + "is bound to \(targets.count) views; setting it moves the cursors to the first of them. "
          + "Bind each value to one view.")
    }
    guard
      let element = targets.lazy.compactMap({ self.graph.firstAccessibilityElement(at: $0) })
        .first(where: { self.admits($0.id) })
    else {
      return false  // waits for its element
    }
    let write = FocusWrite(
      state: slot.typeName, value: KeyboardFocus.describe(key), action: writeActions.removeValue(forKey: slot.stateID))
    for technology in AccessibilityTechnologies.each where followed.contains(technology) {
      technologies[technology.rawValue]?.cursor.move(to: element.id)
      cursorMoved(technology, cause: .write(write))
      announce(element, by: technology)
    }
    graph.scrolling.requestReveal(element.id)
    return true
  }

  /// Each state reads the value of the binding that a cursor of a running
  /// technology it follows is on (the closest binding around the cursor's
  /// element); when several cursors are on bindings of it, the one that
  /// moved last wins. Otherwise it reads its default.
  private func deriveStates() {
    let cursors: [(technology: AccessibilityTechnologies, node: ViewNode, stamp: Int)] =
      AccessibilityTechnologies.each.compactMap { technology in
        guard let state = technologies[technology.rawValue], state.isRunning, let id = state.cursor.element,
          let node = graph.node(id)
        else { return nil }
        return (technology, node, state.stamp)
      }
    for id in Array(registry.stateIDs) {
      guard let slot = registry.slot(id) else { continue }
      var best: (value: AnyHashable, stamp: Int)?
      for cursor in cursors where slot.technologies.isEmpty || slot.technologies.contains(cursor.technology) {
        let key = cursor.node.selfAndAncestors
          .lazy.compactMap { ($0 as? any AccessibilityFocusEntry)?.key }
          .first { $0.state == id }
        if let key, cursor.stamp > best?.stamp ?? -1 { best = (key.value, cursor.stamp) }
      }
      slot.setDerived(best?.value.base)
    }
  }
}

extension AssistiveFocus: FocusStateSession {
  /// A state follows the cursors of these technologies; empty: every
  /// running one.
  typealias Followed = AccessibilityTechnologies
  static let stateWrapperName = "AccessibilityFocusState"
}

extension AnyFocusStateSlot where Session == AssistiveFocus {
  /// The technologies whose cursors the state follows; empty: every
  /// running one.
  var technologies: AccessibilityTechnologies { followed }
}

extension ViewGraph {
  /// The graph's assistive technologies and accessibility focus states,
  /// made when first needed.
  package var accessibility: AssistiveFocus { feature(AssistiveFocus.self) }
}
