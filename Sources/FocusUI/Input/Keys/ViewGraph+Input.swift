import FocusEngine

extension ViewGraph {
  /// The focused node, if any.
  var focusedNode: ViewNode? {
    // Not `flatMap`: a closure handed to the standard library checks the
    // executor on each call (see `AncestorChain`), and every key asks.
    guard let id = focus.tree.focused else { return nil }
    return node(id)
  }

  /// Delivers a key press: to the `onKeyPress` handlers around the focused
  /// view first (none with nothing focused); then Tab and Shift-Tab move focus, and other keys go to the
  /// focused control (a text field edits and submits on Return, a button or
  /// toggle activates on Return or Space); then an arrow, Escape or Delete
  /// the control did not use goes to the innermost `onMoveCommand`,
  /// `onExitCommand` or `onDeleteCommand` around the focused view, and an
  /// arrow none of them used moves focus (``DirectionalFocus``); then to
  /// the buttons with that ``KeyboardShortcut`` anywhere in the window. A
  /// key held with Ctrl, Command or Alt goes to those buttons before the
  /// focused control. An Escape nothing used cancels the modal layer (a
  /// presentation) on top.
  ///
  /// While a modal layer is up, "around the focused view" and "the
  /// window" mean that layer: the views behind it hear no keys.
  ///
  /// Like every input method here, it only makes changes: the ``Screen``
  /// that routed the event applies them in one update.
  package func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) {
    if let grab = activeGrab {
      grab.handleKey(key, modifiers: modifiers)
      return
    }
    if offerToHandlers(KeyPress(key: key, modifiers: modifiers)) { return }
    let isPlain = modifiers.isDisjoint(with: [.control, .command, .option])
    if !isPlain, performShortcut(key, modifiers: modifiers) { return }
    if key == .tab, isPlain {
      focus.moveFocus(forward: !modifiers.contains(.shift))
      return
    }
    if focusedControlUses(key, modifiers: modifiers) { return }
    if isPlain, scrollForKey(key) { return }
    if isPlain, let command = FocusedViewCommand(key) {
      if offerToAncestors(command) { return }
      if case .move(let direction) = command, moveFocus(direction) { return }
    }
    if isPlain, performShortcut(key, modifiers: modifiers) { return }
    if isPlain, key == .escape, let modal = modalLayer {
      focus.presentations.isClosingByEscape = true
      modal.cancel()
    }
  }

  /// Whether a node around the focused view, innermost first, satisfies
  /// `answers` (which performs what it answers). With nothing focused, the
  /// nodes around the whole window are asked — down the root's
  /// single-child path, innermost first — as a command with no focused
  /// responder reaches the window on Apple's platforms.
  private func aroundFocus(_ answers: (ViewNode) -> Bool) -> Bool {
    if let focused = focusedNode { return focused.selfAndAncestors.contains(where: answers) }
    var path: [ViewNode] = []
    var node: ViewNode? = modalLayer ?? root
    while let current = node {
      path.append(current)
      node = current.children.count == 1 ? current.children[0] : nil
    }
    return path.reversed().contains(where: answers)
  }

  /// Offers a move, exit or delete command to the handlers around the
  /// focused view: the innermost that answers it performs it.
  private func offerToAncestors(_ command: FocusedViewCommand) -> Bool {
    aroundFocus { ($0 as? any InteractiveControl)?.perform(command) == true }
  }

  /// Gives the key to the focused control; whether it used it.
  private func focusedControlUses(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    (focusedNode as? any InteractiveControl)?.handleKey(key, modifiers: modifiers) ?? false
  }

  /// Offers a key press to the `onKeyPress` handlers around the focused
  /// view, innermost first. With nothing focused there are none: a key
  /// press handler needs focus in its view, as in SwiftUI. Returns whether
  /// one used it.
  private func offerToHandlers(_ press: KeyPress) -> Bool {
    // The window's handlers are few, most often none: no walk then.
    guard let focused = focusedNode, let handlers = existingFeature(KeyPressHandlers.self), !handlers.nodes.isEmpty
    else { return false }
    for node in focused.selfAndAncestors {
      if let handler = handlers.nodes[node.id], handler.handleKeyPress(press) == .handled { return true }
    }
    return false
  }

  /// Inserts text (typed or pasted) into the focused text field. Returns
  /// `false` when no text field has focus.
  @discardableResult
  package func insertText(_ text: String) -> Bool {
    guard let field = focusedTextInput else { return false }
    field.insert(text)
    // Typing shows the field, as a Mac scrolls to the insertion point.
    scrolling.requestReveal(field.id)
    return true
  }

  /// A pointer click on the element of node `id`: a button runs its action
  /// and a toggle flips, without taking focus; a text field, or the nearest
  /// focusable view around what was clicked, takes focus. While a modal
  /// layer is up, a click on a view behind it only tells the layer (a
  /// popover closes).
  package func click(_ id: NodeID) {
    click(id, at: nil, count: 1)
  }

  /// A click on node `id`, `offset` cells from its element's top-left
  /// corner when it had a place, the `count`-th of a series (see
  /// ``ClickCounter``).
  private func click(_ id: NodeID, at offset: Point?, count: Int) {
    if let grab = activeGrab {
      grab.click(id)
      return
    }
    guard let node = node(id) else { return }
    if let modal = modalLayer, !node.isInside(modal) {
      modal.pointerDownOutside()
      return
    }
    let control = node as? any InteractiveControl
    pointer.captured = offset != nil && control?.followsPointer == true ? id : nil
    // Simultaneous gestures around hear every click, whoever takes it.
    for case let listener as any InteractiveControl in node.selfAndAncestors {
      listener.hearClick(count: count)
    }
    // The controls around act on their own (a button runs its action, a
    // list selects the row clicked); else the innermost view with a
    // gesture hears it (its `click(on:at:count:)` then focuses).
    for ancestor in sequence(first: node, next: { $0.parent }) {
      guard let control = ancestor as? any InteractiveControl else { continue }
      let outcome = control.click(on: node, at: offset, count: count)
      if outcome == .handled { return }
      if outcome == .focuses { break }
    }
    // Views that are only activated (`.focusable(interactions: .activate)`)
    // do not take focus from a click.
    let target = node.selfAndAncestors.first { $0.isInFocusOrder }
    if let target, target.focusCapability?.interactions.contains(.edit) == true {
      let point = node.screenFrame.origin + (offset ?? .zero)
      focus.userFocus(target, origin: .pointer, cause: .click(at: point))
    }
  }

  /// A pointer click at a cell: the innermost element there receives it,
  /// in the topmost layer there. A click outside the modal layer only
  /// tells the layer.
  package func click(at point: Point, count: Int = 1) {
    if let grab = activeGrab {
      grab.click(at: point)
      return
    }
    let modal = modalLayer
    if let modal, !modal.frame.contains(point) {
      modal.pointerDownOutside()
      return
    }
    // Inside the modal layer's box, a view behind it under the point (in
    // the box's margin) is not hit. Past a row's text, a list's blank
    // space still picks the row there.
    let hit = hitElement(at: point, modal: modal)
    pointer.captured = nil
    guard let element = hit else {
      // A blank cell of a view with a gesture is still the view's.
      if let gesture = gesture(inside: modal ?? root, at: point, layers: modal == nil) {
        clickGestures(around: gesture, count: count)
      }
      return
    }
    click(element.id, at: point - element.frame.origin, count: count)
  }

  /// Turns the wheel over `point`: the innermost scroll view there scrolls
  /// by `lines` (down when positive), within its content. While a modal
  /// layer is up, only scroll views inside it scroll.
  package func scroll(at point: Point, by lines: Int) {
    var target: (any WheelScrollable)?
    func visit(_ node: ViewNode, shift: Point) {
      if let scroll = node as? any WheelScrollable {
        guard Rect(origin: node.frame.origin + shift, size: node.frame.size).contains(point) else { return }
        target = scroll
      }
      let inner = shift + node.contentShift
      for child in node.isLayoutItem ? node.layoutItems : node.children where !child.isLayerRoot {
        visit(child, shift: inner)
      }
    }
    if let modal = modalLayer {
      visit(modal, shift: .zero)
    } else {
      visit(root, shift: .zero)
      for layer in layers { visit(layer, shift: .zero) }
    }
    target?.scroll(by: lines)
  }

  /// Whether a text field has focus: typed text goes into it.
  package var isEditingText: Bool { focusedNode is any TextInputControl }

  /// The focused text input, unless a grab holds the keys.
  var focusedTextInput: (any TextInputControl)? {
    activeGrab == nil ? focusedNode as? any TextInputControl : nil
  }

  /// The focused text field and its insertion point, in characters from
  /// the start of its text: where a host with its own text inputs puts
  /// their caret.
  package var textCaret: (field: NodeID, offset: Int)? {
    guard let field = focusedTextInput else { return nil }
    return (field.id, field.caretOffset)
  }

  /// Focuses the view `id`, or the closest view around it in the focus
  /// order: the host's own focus moved there (a browser's Tab, an
  /// assistive technology: `cause` says which). Unlike a click, nothing is
  /// pressed; outside a shown modal layer nothing happens.
  package func hostFocus(_ id: NodeID, cause: FocusCause = .hostFocus) {
    guard activeGrab == nil, let node = node(id) else { return }
    if let modal = modalLayer, !node.isInside(modal) { return }
    guard let target = node.selfAndAncestors.first(where: { $0.isInFocusOrder }), !target.isFocused else { return }
    focus.userFocus(target, origin: .keyboard, cause: cause)
  }

  /// The text field `id`, when an assistive technology may edit it as the
  /// keyboard could: no grab holds the keys and no modal layer covers it
  /// (a disabled field refuses the edit itself).
  func editableTextInput(_ id: NodeID) -> (any TextInputControl)? {
    guard activeGrab == nil, let node = node(id), let field = node as? any TextInputControl else { return nil }
    if let modal = modalLayer, !node.isInside(modal) { return nil }
    return field
  }

  /// The view with keyboard focus.
  package var focusedNodeID: NodeID? { focusedNode?.id }

  /// Whether the view `id` is in the focus order (Tab reaches it).
  package func isInFocusOrder(_ id: NodeID) -> Bool {
    node(id)?.isInFocusOrder ?? false
  }

  /// Where the terminal shows its text cursor: in the focused text field.
  package var textCursor: Point? {
    focusedTextInput?.cursorPosition
  }

}
