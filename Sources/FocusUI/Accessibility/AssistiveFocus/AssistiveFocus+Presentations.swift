import FocusEngine

/// Assistive cursors and modal layers follow keyboard focus's rule: while
/// a sheet, alert, confirmation dialog or popover is up, each running
/// technology's cursor stays inside it; when it appears the cursors move to
/// its first element (a switch interface's to its first actionable one)
/// and announce it; when it closes they go back where they were.
extension AssistiveFocus {
  /// Whether the element of node `id` may hold a cursor now: with a modal
  /// layer up, only the elements inside the top one may.
  func admits(_ id: NodeID) -> Bool {
    guard let modal = graph.modalLayer else { return true }
    return graph.node(id)?.isInside(modal) ?? false
  }

  /// A cursor left behind a modal layer starts over inside it.
  func confineCursor(of technology: AccessibilityTechnologies) {
    guard let element = technologies[technology.rawValue]?.cursor.element, !admits(element) else { return }
    technologies[technology.rawValue]?.cursor = AssistiveCursor()
  }

  // MARK: - A layer appears or goes

  /// `layer` appeared: the cursors are saved for when it closes (a layer
  /// replacing one closed in this update inherits that one's), and move
  /// into it once the update's writes and `onAppear` actions ran.
  func presentationDidAppear(_ layer: LayerNode) {
    let cursors = presentations.restore ?? technologies.mapValues(\.cursor)
    presentations.restore = nil
    presentations.saved[layer.id] = cursors
    presentations.needsEntry = true
  }

  /// `layer` is closing: the cursors go back to where they were (a layer
  /// above that stays, and whose cursors were inside this one, inherits
  /// them instead). Writes that waited behind it are tried again.
  func presentationWillDisappear(_ layer: LayerNode) {
    let cursors = presentations.saved.removeValue(forKey: layer.id) ?? [:]
    let layers = graph.layers
    if let index = layers.firstIndex(where: { $0 === layer }), index < layers.count - 1 {
      let above = layers[index + 1]
      let inherits = presentations.saved[above.id]?.values.contains { cursor in
        cursor.element.flatMap { graph.node($0) }?.isDescendant(of: layer) == true
      }
      if inherits == true { presentations.saved[above.id] = cursors }
    } else {
      presentations.restore = cursors
    }
    retryWaitingWrites()
  }

  // MARK: - Applying

  /// Puts the cursors back from a closed layer and moves them into a new
  /// one, announcing where they land; waits for the update's lifecycle
  /// actions, so that their writes come first.
  func applyPresentationCursors() {
    guard !graph.hasPendingCallbacks else { return }
    if let cursors = presentations.restore {
      presentations.restore = nil
      restoreCursors(cursors)
    }
    if presentations.needsEntry {
      presentations.needsEntry = false
      enterTopLayer()
    }
  }

  private func restoreCursors(_ cursors: PresentationCursors.Cursors) {
    for technology in AccessibilityTechnologies.each where isRunning(technology) {
      let current = technologies[technology.rawValue]?.cursor.element
      // A write already put the cursor where it may be.
      if let current, graph.node(current) != nil, admits(current) { continue }
      guard let saved = cursors[technology.rawValue], let id = saved.element, graph.node(id) != nil, admits(id),
        let element = graph.accessibilityElement(id)
      else {
        technologies[technology.rawValue]?.cursor = AssistiveCursor()
        continue
      }
      technologies[technology.rawValue]?.cursor = saved
      cursorMoved(technology, cause: .presentationClosed(graph.focus.presentations.closed ?? "presentation"))
      announce(element, by: technology)
    }
  }

  private func enterTopLayer() {
    guard let modal = graph.modalLayer else { return }
    for technology in AccessibilityTechnologies.each where isRunning(technology) {
      if let current = technologies[technology.rawValue]?.cursor.element, admits(current) { continue }
      let scans = technology == .switchControl
      let first = graph.accessibilityElement(in: modal, from: 0, backward: false) { !scans || $0.isActionable }
      technologies[technology.rawValue]?.cursor = AssistiveCursor()
      guard let first else { continue }
      technologies[technology.rawValue]?.cursor.move(to: first.id)
      cursorMoved(technology, cause: .presentationAppeared(modal.journalName))
      announce(first, by: technology)
    }
  }
}
