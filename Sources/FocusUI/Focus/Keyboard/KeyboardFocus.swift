import FocusEngine

/// The focus of one view graph: the engine's focus order kept in step with
/// the graph, the binding entries, the focus states and their derived
/// values, and the writes waiting to be applied.
///
/// Changes are collected while the graph updates and applied by
/// ``applyChanges()`` between update rounds: focusability first (nodes
/// appeared, left, were disabled), then `resetFocus(in:)` calls, pending
/// writes, presentations (focus into a new one, back from a closed one)
/// and default focus, then the values of the states that focus moves
/// affected. While a modal layer is up, only views inside it take focus
/// (see `KeyboardFocus+Presentations.swift`).
@MainActor
final class KeyboardFocus: GraphFeature {
  /// A node leaving is described in the journal before its focus loss is
  /// recorded there.
  static var settlesAfter: [any GraphFeature.Type] { [JournalMembership.self] }

  /// The graph owns this feature. `unowned(unsafe)`, as ``ViewNode/graph``:
  /// a safe unowned reference takes the runtime's slow path on every use.
  unowned(unsafe) let graph: ViewGraph
  let tree = FocusTree()
  /// This feature as its focus states refer to it, without keeping it
  /// alive (see ``ObjectLink``).
  var link: ObjectLink<KeyboardFocus> {
    if let ownLink { return ownLink }
    let link = ObjectLink(self)
    ownLink = link
    return link
  }
  private var ownLink: ObjectLink<KeyboardFocus>?

  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  /// The focus states, their bound views and their waiting writes.
  @exclusivity(unchecked) private(set) var registry = FocusStateRegistry<AnyFocusStateSlot<KeyboardFocus>>()
  /// States whose value is not the default now; they may change whenever
  /// focus moves.
  @exclusivity(unchecked) private var activeStates = Set<Int>()
  /// `deriveStates()`'s buffers, kept for the next derivation.
  @exclusivity(unchecked) private var derivation = Derivation()

  /// Scratch buffers kept between Tabs: deriving allocates nothing.
  private struct Derivation {
    /// A binding entry on the focused chain, or a custom control's value.
    enum Source {
      case entry(any FocusEntry)
      case key(AnyHashable)
    }

    /// The entries on the focused chain, innermost first.
    var chain: [any FocusEntry] = []
    /// Where each state's value comes from there, by state.
    var sources: [Int: Source] = [:]
    /// The states whose value may change.
    var affected: [Int] = []

    mutating func removeAll() {
      chain.removeAll(keepingCapacity: true)
      sources.removeAll(keepingCapacity: true)
      affected.removeAll(keepingCapacity: true)
    }
  }
  /// Nodes whose focusability may have changed (each marked
  /// `isFocusabilityPending`, rather than kept in a set of ids: a form's
  /// mount hashed every field's id twice).
  @exclusivity(unchecked) private var pendingNodes: [ViewNode] = []
  /// Whether focus moved since states were last derived.
  @exclusivity(unchecked) var focusMoved = false
  /// The write that gave the focused node focus: with several values of one
  /// state on that node, the state reads the value written.
  @exclusivity(unchecked) var arrival: HeldFocusValue?
  /// The mounted ``View/focusSection()`` containers, for arrow-key moves.
  var sections: [ObjectIdentifier: FocusSectionNode] = [:]
  /// A custom control holding focus through a ``FocusBinding``.
  @exclusivity(unchecked) private var external: HeldFocusValue?
  /// `defaultFocus` regions, focus scopes and their preferred views.
  @exclusivity(unchecked) var defaults = DefaultFocusPreferences()
  /// Set while a region's own target is looked up (see
  /// `focusTarget(entering:)`).
  var isResolvingRegion = false
  /// Where focus returns when presentations close, and whether a new one
  /// waits for its initial focus.
  @exclusivity(unchecked) var presentations = PresentationFocus()
  /// The `.keyboard` toolbar items, shown while a text field has focus.
  var keyboardToolbars: [ObjectIdentifier: WeakNode] = [:]
  /// Writes reported for naming no row of a lazy stack.
  private var warnedLazyWrites = Set<BindingKey>()
  /// Where the focused view was, after it left the order: Tab resumes
  /// there among rows of lazy stacks not made yet.
  @exclusivity(unchecked) var vacancy: Vacancy?
  /// Whether the rows not made around a new vacancy are still to be
  /// looked at (in the update it happened in).
  @exclusivity(unchecked) private var vacancyNeedsSettling = false
  /// What the journal knows of each waiting write, by state: the action
  /// it came from, and why it waits once it was tried.
  @exclusivity(unchecked) var writeNotes: [Int: WriteNote] = [:]
  /// Set while a lazy stack lets rows go that scrolled out of sight: a
  /// focused view leaving then was scrolled away, not removed.
  var isLettingRowsGo = false

  init(graph: ViewGraph) {
    self.graph = graph
  }

  deinit {
    ownLink?.clear()
  }

  /// The values of the writes waiting for their view, in request order.
  var waitingWrites: [AnyHashable?] { registry.writes.waiting.map(\.value) }

  var hasPendingChanges: Bool {
    !pendingNodes.isEmpty || registry.writes.needsAttempt || focusMoved || defaults.hasPendingChanges
      || presentations.hasPendingChanges
      || vacancyNeedsSettling
  }

  // MARK: - States and entries

  func register(_ slot: AnyFocusStateSlot<KeyboardFocus>) {
    registry.register(slot)
  }

  /// Forgets a state whose view left; its waiting write goes with it.
  func unregister(_ slot: AnyFocusStateSlot<KeyboardFocus>) {
    dropWrites(registry.writes.waiting.filter { $0.state == slot.stateID }) { _ in .stateLeft }
    registry.unregister(slot)
    activeStates.remove(slot.stateID)
  }

  /// Moves a binding entry from `old` to `new`; an entry on the focused
  /// chain may change a value.
  func rebind(_ node: NodeID, from old: BindingKey?, to new: BindingKey?) {
    guard old != new else { return }
    registry.rebind(node, from: old, to: new)
    if new != nil { defaults.needsEvaluation = true }
    focusMoved = true
  }

  // MARK: - Focusability

  func isPending(_ node: ViewNode) -> Bool { node.isFocusabilityPending }

  /// Queues `node` to join or leave the focus order in the next
  /// ``applyChanges()``; a node leaving the graph leaves at once.
  func focusabilityChanged(_ node: ViewNode) {
    if !node.isMounted {
      leaveOrder(node, loss: .removed)
      return
    }
    if !node.isFocusabilityPending {
      node.isFocusabilityPending = true
      pendingNodes.append(node)
    }
  }

  /// Removes a node leaving the graph from the focus order.
  func nodeWillUnmount(_ node: ViewNode) {
    if node.isInFocusOrder { leaveOrder(node, loss: isLettingRowsGo ? .scrolledAway : .removed) }
    if vacancy != nil, let rows = node.keyedRows, rows.isLazy { vacancy?.listLeft(rows) }
  }

  private func leaveOrder(_ node: ViewNode, loss: FocusCause.FocusLoss) {
    guard node.isInFocusOrder else { return }
    node.isInFocusOrder = false
    node.addToFocusOrderCount(-1)
    if let change = tree.remove(node.id) {
      vacancy = Vacancy(place: FocusPlace.vacated(by: node), lastNodeBefore: graph.nodesBeforeUpdate)
      vacancyNeedsSettling = true
      record(change, cause: .lost(loss))
    } else {
      vacancy?.nodeLeft(node)
    }
  }

  /// Brings nodes that appeared (rows a lazy stack just made) into the
  /// focus order now, so a move or write can land on them.
  func applyPendingFocusability() {
    if !pendingNodes.isEmpty { applyFocusability() }
  }

  private func applyFocusability() {
    let nodes = pendingNodes
    pendingNodes.removeAll(keepingCapacity: true)
    for node in nodes { node.isFocusabilityPending = false }
    for node in nodes {
      // Asked once: it reads several environment values.
      let isFocusable = node.isFocusableNow
      guard isFocusable != node.isInFocusOrder else { continue }
      if isFocusable {
        let predecessor = node.focusPredecessor
        node.isInFocusOrder = true
        node.addToFocusOrderCount(1)
        tree.insert(node.id, after: predecessor?.id)
        registry.writes.targetMayHaveAppeared()
        defaults.needsEvaluation = true
      } else {
        leaveOrder(node, loss: node.environment.isEnabled ? .hidden : .disabled)
      }
    }
  }

  /// Moves the focusable nodes under `node` to their new places in the order
  /// (after `ForEach` reordered rows).
  func childrenDidMove(in node: ViewNode) {
    guard node.focusOrderCount > 0 else { return }
    var stack = [node]
    while let current = stack.popLast() {
      if current.isInFocusOrder {
        tree.insert(current.id, after: current.focusPredecessor?.id)
      }
      stack.append(contentsOf: current.children.reversed().filter { $0.focusOrderCount > 0 })
    }
  }

  // MARK: - Moving focus

  /// Focuses `node` because of the user (keyboard or pointer): pending
  /// writes are dropped, the user came first.
  func userFocus(_ node: ViewNode, origin: FocusOrigin, cause: FocusCause) {
    guard admits(node) else { return }
    dropWaitingWrites()
    clearExternal()
    if node.isInFocusOrder, let change = tree.focus(node.id, origin: origin) {
      arrival = nil
      record(change, cause: cause)
    }
  }

  /// Tab (`forward`) or Shift-Tab; entering a `.userInitiated`
  /// `defaultFocus` region lands on its default.
  func moveFocus(forward: Bool) {
    dropWaitingWrites()
    clearExternal()
    let cause = FocusCause.key(forward ? .tab : .shiftTab)
    if let modal = graph.modalLayer {
      moveFocus(forward: forward, within: modal)
      return
    }
    if let made = makeRowsBeforeMove(forward: forward) {
      // The view in a row just made, nearest in the direction.
      if let target = userInitiatedTarget(entering: made.id) {
        focusByDefault(target, origin: .keyboard, cause: cause)
      } else if let change = tree.focus(made.id, origin: .keyboard) {
        arrival = nil
        record(change, cause: cause)
      }
      return
    }
    let candidate =
      defaults.userInitiatedRegions.isEmpty ? nil : forward ? tree.nextCandidate() : tree.previousCandidate()
    if let candidate, let target = userInitiatedTarget(entering: candidate) {
      focusByDefault(target, origin: .keyboard, cause: cause)
      return
    }
    let change = forward ? tree.moveForward(origin: .keyboard) : tree.moveBackward(origin: .keyboard)
    if let change {
      arrival = nil
      record(change, cause: cause)
    }
  }

  /// Focuses a default-focus target; the state reads the value that chose
  /// it, as after a write.
  func focusByDefault(_ target: DefaultFocusTarget, origin: FocusOrigin, cause: FocusCause) {
    guard target.node.isInFocusOrder, admits(target.node) else { return }
    clearExternal()
    if let change = tree.focus(target.node.id, origin: origin) {
      record(change, cause: cause)
    }
    arrival = target.key.map { HeldFocusValue(state: $0.state, key: $0.value, node: target.node.id) }
    focusMoved = true
  }

  func record(_ change: FocusChange, cause: FocusCause) {
    journal(change, cause: cause)
    focusMoved = true
    if change.to != nil {
      defaults.focusLanded()
      vacancy = nil
    }
    graph.focusDidMove()
    for bar in keyboardToolbars.values { (bar.node as? KeyboardToolbarNode)?.focusDidMove() }
    // Every way focus arrives scrolls the view into sight after the next
    // layout (a click too: a view partly cut off is shown whole).
    if let target = change.to { graph.scrolling.requestReveal(target) }
    if let from = change.from { graph.node(from)?.focusDidChange() }
    if let to = change.to { graph.node(to)?.focusDidChange() }
  }

  // MARK: - Writes

  /// A write to a focus state; `key` is `nil` for `nil`/`false`.
  func requestWrite(to slot: AnyFocusStateSlot<KeyboardFocus>, value key: AnyHashable?) {
    noteWrite(to: slot, value: key)
    registry.writes.request(state: slot.stateID, value: key)
    graph.noteChangeOutsideEvents()
  }

  private func applyWrites() {
    // Taken out first: applying one may change the waiting writes.
    let waiting = registry.writes.take().filter { write in
      // A state whose view left keeps no write.
      guard let slot = registry.slot(write.state) else {
        dropWrites([write]) { _ in .stateLeft }
        return false
      }
      let landed = apply(write.value, to: slot)
      if landed { writeNotes[write.state] = nil } else { noteWaiting(write, of: slot) }
      return !landed
    }
    registry.writes.putBack(waiting)
  }

  /// Applies one write; `false` when its target does not exist yet, or
  /// lies behind a modal layer (it waits for the layer to close).
  private func apply(_ key: AnyHashable?, to slot: AnyFocusStateSlot<KeyboardFocus>) -> Bool {
    guard let key else {
      dismiss(slot)
      return true
    }
    let bindingKey = BindingKey(state: slot.stateID, value: key)
    if let target = target(for: bindingKey) ?? lazyTarget(for: bindingKey) {
      clearExternal()
      if let change = tree.focus(target.id, origin: .programmatic) {
        record(change, cause: .write(landedWrite(of: slot, value: key)))
      }
      arrival = HeldFocusValue(state: slot.stateID, key: key, node: target.id)
      focusMoved = true
      return true
    }
    if let trigger = slot.trigger(forKey: key), trigger.focusAction != nil {
      // The trigger's focus action runs when the value is derived below.
      takeExternalFocus(state: slot.stateID, key: key, cause: .write(landedWrite(of: slot, value: key)))
      return true
    }
    return false
  }

  /// `nil`/`false`: resign focus if it is in a view bound to this state.
  private func dismiss(_ slot: AnyFocusStateSlot<KeyboardFocus>) {
    if let external, external.state == slot.stateID {
      clearExternal()
      return
    }
    guard !slot.hasDefaultValue, let change = tree.resign(origin: .programmatic) else { return }
    vacancy = nil
    arrival = nil
    record(change, cause: .write(landedWrite(of: slot, value: nil)))
  }

  /// The focusable view a write of `key` lands on: the first candidate in
  /// tree order (the last with Blueprint's spelling), with a warning when
  /// several views share the value. A candidate container hands focus to
  /// its `defaultFocus` region's view, or else to its first focusable view.
  /// While a modal layer is up, only candidates inside it count.
  func target(for key: BindingKey) -> ViewNode? {
    let live = entries(for: key).filter { !$0.isOverridden }
    var targets: [(node: ViewNode, style: BindingStyle)] = []
    for entry in live {
      guard let node = focusTarget(entering: entry.entryNode), admits(node),
        !targets.contains(where: { $0.node === node })
      else { continue }
      targets.append((node, entry.style))
    }
    guard !targets.isEmpty else { return nil }
    targets.sort { tree.order.precedes($0.node.id, $1.node.id) }
    if targets.count == 1 { return targets[0].node }
    if targets.allSatisfy({ $0.style == .blueprint }) {
      return targets.last!.node
    }
    if registry.shouldWarnAmbiguity(key) {
      graph.diagnostics.warn(
        "focused(_:equals:): the value \(Self.describe(key.value)) of \(registry.slot(key.state)?.typeName ?? "a FocusState") "
          + "is bound to \(targets.count) focusable views; setting it focuses the first of them. "
          + "Bind each value to one view.")
    }
    return targets[0].node
  }

  /// The binding entries of `key`, in the order their views were bound.
  func entries(for key: BindingKey) -> [any FocusEntry] {
    var entries: [any FocusEntry] = []
    for id in registry.nodes(for: key) {
      // A view bound twice to `key` is listed twice: its entries once.
      guard let node = graph.node(id), !entries.contains(where: { $0.entryNode === node }) else { continue }
      var entry = node.focusEntries
      while let current = entry {
        if current.key == key { entries.append(current) }
        entry = current.inner
      }
    }
    return entries
  }

  /// Whether a write of `key` that found no row of a lazy stack should be
  /// reported (once per value).
  func shouldWarnLazyWrite(_ key: BindingKey) -> Bool {
    warnedLazyWrites.insert(key).inserted
  }

  /// The name of the state `key` belongs to, for messages.
  func registryTypeName(_ key: BindingKey) -> String {
    registry.slot(key.state)?.typeName ?? "FocusState"
  }

  /// A value as Swift source would write it: `.name` for an enum case,
  /// without the `Optional(…)` a `T?` state wraps it in.
  static func describe(_ value: AnyHashable) -> String {
    var base: Any = value.base
    while let child = Mirror(reflecting: base).children.first, Mirror(reflecting: base).displayStyle == .optional {
      base = child.value
    }
    return Mirror(reflecting: base).displayStyle == .enum ? ".\(base)" : "\(base)"
  }

  // MARK: - Custom controls (FocusBinding)

  func externalFocus(_ slot: AnyFocusStateSlot<KeyboardFocus>, key: AnyHashable) {
    takeExternalFocus(state: slot.stateID, key: key, cause: .write(landedWrite(of: slot, value: key)))
  }

  func externalBlur(_ slot: AnyFocusStateSlot<KeyboardFocus>, key: AnyHashable) {
    guard let external, external.state == slot.stateID, external.key == key else { return }
    self.external = nil
    focusMoved = true
  }

  /// A custom control took focus: the runtime's focused view lets go.
  private func takeExternalFocus(state: Int, key: AnyHashable, cause: FocusCause) {
    registry.writes.drop(state: state)
    writeNotes[state] = nil
    if let change = tree.resign(origin: .programmatic) {
      record(change, cause: cause)
    }
    vacancy = nil
    arrival = nil
    external = HeldFocusValue(state: state, key: key, node: nil)
    defaults.focusLanded()
    focusMoved = true
  }

  /// Whether a custom control holds focus through a ``FocusBinding``.
  var hasExternalFocus: Bool { external != nil }

  /// Drops the writes waiting for their view: focus moves by other means.
  func dropWaitingWrites() {
    guard !registry.writes.isEmpty else { return }
    dropWrites(registry.writes.waiting) { .focusMovedFirst(while: $0) }
    registry.writes.dropAll()
  }

  /// Tries the waiting writes again in the next update: a modal layer
  /// that kept their views from focus went away.
  func retryWaitingWrites() {
    registry.writes.targetMayHaveAppeared()
  }

  func clearExternal() {
    guard external != nil else { return }
    external = nil
    focusMoved = true
  }

  // MARK: - Deriving values

  /// Applies focusability changes and pending writes, then derives the
  /// values of the states the moves affected.
  func applyChanges() {
    if !pendingNodes.isEmpty { applyFocusability() }
    if vacancyNeedsSettling {
      vacancyNeedsSettling = false
      settleVacancy()
    }
    if !defaults.resets.isEmpty { applyResets() }
    if registry.writes.needsAttempt { applyWrites() }
    if presentations.hasPendingChanges { applyPresentationFocus() }
    if defaults.needsEvaluation { evaluateDefaultFocus() }
    if focusMoved {
      focusMoved = false
      deriveStates()
      // A screen reader reads where focus landed (nothing runs one here
      // unless a technology was started).
      graph.existingFeature(AssistiveFocus.self)?.keyboardFocusMoved(to: tree.focused)
    }
  }

  private func deriveStates() {
    // Taken while deriving: a derivation that a slot's change starts
    // meanwhile gets buffers of its own.
    var buffers = Derivation()
    swap(&buffers, &derivation)
    defer {
      buffers.removeAll()
      derivation = buffers
    }
    if let focused = tree.focused, let node = graph.node(focused) {
      var current: ViewNode? = node
      while let ancestor = current {
        if ancestor.focusEntries != nil {
          ancestor.appendFocusEntriesInnermostFirst(to: &buffers.chain) { !$0.isOverridden && $0.boundState != nil }
        }
        // A presentation's chain ends at its layer (see `LayerNode`).
        current = ancestor.isLayerRoot ? nil : ancestor.parent
      }
    }
    for entry in buffers.chain {
      guard let state = entry.boundState, buffers.sources[state] == nil else { continue }
      buffers.sources[state] = .entry(entry)
    }
    if let arrival, arrival.node == tree.focused,
      let entry = buffers.chain.first(where: { $0.key == BindingKey(state: arrival.state, value: arrival.key) })
    {
      buffers.sources[arrival.state] = .entry(entry)
    }
    if let external {
      buffers.sources[external.state] = .key(external.key)
    }
    buffers.affected.append(contentsOf: activeStates)
    for state in buffers.sources.keys where !activeStates.contains(state) { buffers.affected.append(state) }
    for state in buffers.affected {
      guard let slot = registry.slot(state) else {
        activeStates.remove(state)
        continue
      }
      switch buffers.sources[state] {
      case .entry(let entry): entry.deriveValue(of: slot)
      case .key(let key): slot.setDerived(key.base)
      case nil: slot.setDerived(nil)
      }
      if slot.hasDefaultValue { activeStates.remove(state) } else { activeStates.insert(state) }
    }
  }
}

extension KeyboardFocus: FocusStateSession {
  /// Keyboard focus is one: a state follows nothing else.
  typealias Followed = Void
  static let stateWrapperName = "FocusState"
}

extension ViewGraph {
  /// The values of focus-state writes waiting for their view to appear.
  package var waitingFocusWrites: [AnyHashable?] { focus.waitingWrites }
}

extension ViewGraph {
  /// The graph's keyboard focus: order, bindings, states.
  var focus: KeyboardFocus {
    if let madeFocus { return madeFocus }
    let focus = feature(KeyboardFocus.self)
    fastFeature = focus
    return focus
  }

  /// Keyboard focus if something made it (`existingFeature(KeyboardFocus.self)`),
  /// kept in ``fastFeature`` once found: no search after that.
  var madeFocus: KeyboardFocus? {
    if let fastFeature { return unsafeDowncast(fastFeature, to: KeyboardFocus.self) }
    guard let focus = existingFeature(KeyboardFocus.self) else { return nil }
    fastFeature = focus
    return focus
  }
}
