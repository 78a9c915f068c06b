import FocusEngine

/// Default focus: where focus goes when nothing has it, when the user tabs
/// into a `.userInitiated` region, and on `resetFocus(in:)`.
extension KeyboardFocus {
  // MARK: - Nothing focused

  /// Gives focus to the first preference, in tree order, that can take it,
  /// else (while the window never had focus) to what the initial-focus
  /// policy says, when nothing is focused.
  ///
  /// Runs once the update's lifecycle callbacks ran, so that a focus-state
  /// write in `onAppear` comes first and the default never shows.
  func evaluateDefaultFocus() {
    guard !graph.hasPendingCallbacks else { return }
    defaults.needsEvaluation = false
    guard tree.focused == nil, !hasExternalFocus else {
      defaults.focusLanded()
      return
    }
    if let (target, kind) = windowDefaultTarget() {
      focusByDefault(target, origin: .programmatic, cause: .defaultFocus(kind))
    }
  }

  private func windowDefaultTarget() -> (DefaultFocusTarget, FocusCause.DefaultFocusKind)? {
    for preference in livePreferences(defaults.unevaluated) {
      // Views behind a modal layer take no focus (see `admits(_:)`).
      if let target = preference.preferredTarget(in: self), admits(target.node) {
        return (target, preference.preferredNamespace == nil ? .defaultFocus : .prefersDefaultFocus)
      }
    }
    guard defaults.awaitsInitialFocus, let first = tree.order.first, let node = graph.node(first),
      node.environment.initialFocusPolicy == .firstFocusable, admits(node)
    else { return nil }
    return (DefaultFocusTarget(node: node, key: nil), .firstFocusable)
  }

  /// The live preferences among `ids`, in tree order.
  func livePreferences(_ ids: Set<NodeID>) -> [any DefaultFocusPreference] {
    ids.compactMap { graph.node($0) as? any DefaultFocusPreference }
      .sorted { $0.preferenceNode.precedesInTree($1.preferenceNode) }
  }

  // MARK: - A write to a container

  /// Where focus lands when it moves into `node` programmatically (a write
  /// of a value bound to a container): the view of the first `defaultFocus`
  /// region inside it whose view is inside too, else its first focusable
  /// view.
  func focusTarget(entering node: ViewNode) -> ViewNode? {
    guard !node.isInFocusOrder, !defaults.all.isEmpty, !isResolvingRegion else { return node.firstFocusTarget }
    // A region's own target is found by the plain rule, so that a region
    // bound to its own container cannot send the search round in circles.
    isResolvingRegion = true
    defer { isResolvingRegion = false }
    for preference in livePreferences(defaults.all)
    where preference.preferredNamespace == nil && preference.preferenceNode.isInside(node) {
      if let target = preference.preferredTarget(in: self), target.node.isInside(node) { return target.node }
    }
    return node.firstFocusTarget
  }

  // MARK: - Tab into a region

  /// Where Tab (or Shift-Tab) lands when it would focus `candidate`: the
  /// target of the outermost `.userInitiated` region that the move enters
  /// from outside, else `nil` (the candidate itself).
  func userInitiatedTarget(entering candidate: NodeID) -> DefaultFocusTarget? {
    guard !defaults.userInitiatedRegions.isEmpty, let node = graph.node(candidate) else { return nil }
    let focused = tree.focused.flatMap { graph.node($0) }
    var entered: (any DefaultFocusPreference)?
    for ancestor in node.ancestors where defaults.userInitiatedRegions.contains(ancestor.id) {
      if let focused, focused.isInside(ancestor) { continue }
      entered = ancestor as? any DefaultFocusPreference
    }
    guard let region = entered, let target = region.preferredTarget(in: self),
      target.node.isInside(region.preferenceNode)
    else { return nil }
    return target
  }

  // MARK: - resetFocus(in:)

  /// Queues a reset: writes waiting until now are dropped (focus moves by
  /// other means), and writes after it win.
  func requestReset(in namespace: Namespace.ID) {
    dropWaitingWrites()
    defaults.resets.append(namespace)
  }

  func applyResets() {
    let resets = defaults.resets
    defaults.resets.removeAll()
    for namespace in resets {
      let scopes = (defaults.scopes[namespace] ?? []).compactMap { graph.node($0) }
      guard !scopes.isEmpty else {
        graph.diagnostics.warn(
          "resetFocus(in:): no view declares focusScope(_:) with this namespace; focus stays where it is.")
        continue
      }
      guard let scope = scope(among: scopes), let target = defaultTarget(in: scope, namespace: namespace)
      else { continue }
      focusByDefault(target, origin: .programmatic, cause: .defaultFocus(.resetFocus))
    }
  }

  /// The scope a reset applies to: the one focus is in; with nothing
  /// focused, the first in tree order; with focus elsewhere, none.
  private func scope(among scopes: [ViewNode]) -> ViewNode? {
    guard let focused = tree.focused.flatMap({ graph.node($0) }) else {
      return scopes.min { $0.precedesInTree($1) }
    }
    return scopes.filter { focused.isInside($0) }.max { $0.precedesInTree($1) }
  }

  /// The scope's preferred view: its first view preferring default focus
  /// in `namespace`, else the first `defaultFocus` target inside it, else
  /// its first focusable view.
  private func defaultTarget(in scope: ViewNode, namespace: Namespace.ID) -> DefaultFocusTarget? {
    let inside = livePreferences(defaults.all).filter { $0.preferenceNode.isInside(scope) }
    let preferred = inside.filter { $0.preferredNamespace == namespace }
    if preferred.count > 1 {
      graph.diagnostics.warn(
        "prefersDefaultFocus(_:in:): \(preferred.count) views prefer default focus in one focus scope; "
          + "the first of them gets it.")
    }
    let regions = inside.filter { $0.preferredNamespace == nil }
    for preference in preferred + regions {
      if let target = preference.preferredTarget(in: self), target.node.isInside(scope) { return target }
    }
    return scope.firstFocusTarget.map { DefaultFocusTarget(node: $0, key: nil) }
  }
}
