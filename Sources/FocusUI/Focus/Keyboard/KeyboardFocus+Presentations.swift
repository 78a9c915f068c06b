import FocusEngine

/// Focus and modal layers (sheets, alerts, confirmation dialogs, popovers):
/// while one is up, focus stays inside it; when it appears, focus moves in;
/// when it closes, focus goes back where it was.
extension KeyboardFocus {
  // MARK: - Containment

  /// Whether `node` may take focus now: with a modal layer up, only the
  /// views inside the top one may (the rest of the window is inert, as
  /// behind a sheet on a Mac).
  func admits(_ node: ViewNode) -> Bool {
    guard let modal = graph.modalLayer else { return true }
    return node.isInside(modal)
  }

  /// Tab or Shift-Tab inside `modal`: through its focusable views in
  /// order (rows of its lazy stacks made on the way), wrapping from its
  /// last to its first (and back).
  func moveFocus(forward: Bool, within modal: LayerNode) {
    let cause = FocusCause.key(forward ? .tab : .shiftTab)
    if let made = makeRowsBeforeMove(forward: forward, within: modal) {
      if let change = tree.focus(made.id, origin: .keyboard) {
        arrival = nil
        record(change, cause: cause)
      }
      return
    }
    var candidate = forward ? tree.nextCandidate() : tree.previousCandidate()
    if let id = candidate, graph.node(id).map(admits) != true {
      candidate = nil
    }
    if candidate == nil {
      candidate = (forward ? modal.firstFocusTarget : modal.lastFocusTarget)?.id
    }
    guard let candidate, candidate != tree.focused else { return }
    if !defaults.userInitiatedRegions.isEmpty, let target = userInitiatedTarget(entering: candidate),
      admits(target.node)
    {
      focusByDefault(target, origin: .keyboard, cause: cause)
      return
    }
    if let change = tree.focus(candidate, origin: .keyboard) {
      arrival = nil
      record(change, cause: cause)
    }
  }

  // MARK: - A layer appears or goes

  /// `layer` appeared: the place focus had is saved for when it closes,
  /// and focus moves into it once the update's own writes and `onAppear`
  /// actions ran. A layer that replaces one closed in the same update
  /// (a new `sheet(item:)` item) returns focus where that one would have.
  func presentationDidAppear(_ layer: LayerNode) {
    let place =
      presentations.restore.take()
      ?? PresentationFocus.Place(node: tree.focused, origin: tree.origin, arrival: arrival)
    presentations.isClosingByEscape = false
    presentations.saved[layer.id] = place
    presentations.needsInitialFocus = true
    presentations.retriesLeft = PresentationFocus.retries
  }

  /// A layer whose rows are made lazily holds no focusable view until it
  /// is laid out: the initial focus is looked for once more then.
  func didLayout() {
    guard presentations.retriesAfterLayout else { return }
    presentations.retriesAfterLayout = false
    presentations.needsInitialFocus = true
  }

  /// `layer` is closing: focus returns to the place saved for it, once the
  /// update's writes ran (a write wins, as does `onDismiss` setting focus).
  /// When a layer above it stays and its place is inside this one, that
  /// layer inherits this one's place. Writes that waited behind it are
  /// tried again.
  func presentationWillDisappear(_ layer: LayerNode) {
    let place = presentations.saved.removeValue(forKey: layer.id)
    let layers = graph.layers
    if let index = layers.firstIndex(where: { $0 === layer }), index < layers.count - 1 {
      let above = layers[index + 1]
      if let inner = presentations.saved[above.id]?.node, let node = graph.node(inner), node.isDescendant(of: layer) {
        presentations.saved[above.id] = place
      }
    } else {
      presentations.restore = place ?? PresentationFocus.Place()
      presentations.closed = layer.journalName
    }
    retryWaitingWrites()
  }

  // MARK: - Applying

  /// Returns focus from closed layers and moves it into a new one; waits
  /// for the update's lifecycle actions, so that their writes come first.
  func applyPresentationFocus() {
    guard !graph.hasPendingCallbacks else { return }
    if let place = presentations.restore.take() {
      let name = presentations.closed ?? "presentation"
      let cause: FocusCause =
        presentations.isClosingByEscape ? .key(.escapeClosing(name)) : .presentationClosed(name)
      presentations.isClosingByEscape = false
      restoreFocus(to: place, cause: cause)
    }
    if presentations.needsInitialFocus {
      presentations.needsInitialFocus = false
      focusTopLayer()
    }
  }

  /// Focus goes back to `place`'s view if it can take focus, else where
  /// the area now active (the window, or the layer now on top) gives focus
  /// by default. When nothing had focus in the window, nothing gets it
  /// back. Focus that already landed in the active area stays.
  private func restoreFocus(to place: PresentationFocus.Place, cause: FocusCause) {
    if let focused = tree.focused, let node = graph.node(focused), admits(node) { return }
    if let id = place.node, let node = graph.node(id), node.isInFocusOrder, admits(node) {
      clearExternal()
      if let change = tree.focus(id, origin: place.origin ?? .programmatic) { record(change, cause: cause) }
      arrival = place.arrival.flatMap { $0.node == id ? $0 : nil }
      focusMoved = true
      return
    }
    if place.node == nil, graph.modalLayer == nil { return }
    if let target = activeAreaDefaultTarget() {
      focusByDefault(target, origin: .programmatic, cause: cause)
    }
  }

  /// The top layer's first `defaultFocus` (or `prefersDefaultFocus`) view,
  /// else its first focusable view, takes focus, unless focus is already
  /// inside (a write, or an `onAppear` action, put it there). With none,
  /// focus is resigned: the views behind cannot keep it.
  private func focusTopLayer() {
    guard let modal = graph.modalLayer else { return }
    if let focused = tree.focused, let node = graph.node(focused), node.isInside(modal) { return }
    // A lazy stack inside that has made no row yet may hold the first
    // focusable view, before the views made already: looked for again
    // once it is laid out, as the eager stack's rows would be.
    if lazyForEaches.contains(where: { !$0.everMadeRows && $0.rowCount > 0 && $0.isInside(modal) }),
      presentations.retryAfterLayout()
    {
      return
    }
    let cause = FocusCause.presentationAppeared(modal.journalName)
    if let target = defaultTarget(inside: modal)
      ?? modal.firstFocusTarget.map({ DefaultFocusTarget(node: $0, key: nil) })
    {
      focusByDefault(target, origin: .programmatic, cause: cause)
    } else {
      _ = presentations.retryAfterLayout()
      clearExternal()
      if let change = tree.resign(origin: .programmatic) {
        arrival = nil
        record(change, cause: cause)
      }
    }
  }

  /// Where focus goes when the view it returns to is gone: in a layer, its
  /// default; in the window, its first default-focus preference, else its
  /// first focusable view when ``InitialFocusPolicy/firstFocusable`` says so.
  private func activeAreaDefaultTarget() -> DefaultFocusTarget? {
    if let modal = graph.modalLayer {
      return defaultTarget(inside: modal) ?? modal.firstFocusTarget.map { DefaultFocusTarget(node: $0, key: nil) }
    }
    if let target = defaultTarget(inside: nil) { return target }
    guard let first = graph.root.firstFocusTarget, first.environment.initialFocusPolicy == .firstFocusable else {
      return nil
    }
    return DefaultFocusTarget(node: first, key: nil)
  }

  /// The first default-focus preference, in tree order, inside `area` (the
  /// window's own views when `nil`) whose view is inside too.
  func defaultTarget(inside area: ViewNode?) -> DefaultFocusTarget? {
    for preference in livePreferences(defaults.all) {
      let node = preference.preferenceNode
      guard area.map({ node.isInside($0) }) ?? admits(node),
        let target = preference.preferredTarget(in: self), admits(target.node),
        area.map({ target.node.isInside($0) }) ?? true
      else { continue }
      return target
    }
    return nil
  }
}
