import FocusEngine

extension ViewGraph {
  /// Delivers a key press: to the text field being edited, if any.
  package func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) {
    if let field = editingNode {
      if key.isPrintable, modifiers.isDisjoint(with: [.control, .command, .option]) {
        field.insert(String(key.character))
      } else if !field.handle(key, modifiers: modifiers), key == .escape {
        endEditing()
      }
    }
    update()
  }

  /// Inserts text (typed or pasted) into the text field being edited.
  /// Returns `false` when no field takes text.
  @discardableResult
  package func insertText(_ text: String) -> Bool {
    guard let field = editingNode else { return false }
    field.insert(text)
    update()
    return true
  }

  /// A pointer click on the element of node `id`: a button runs its action,
  /// a toggle flips, a text field starts editing.
  package func click(_ id: NodeID) {
    guard let node = node(id) else { return }
    switch node {
    case let button as ButtonNode:
      button.press()
    case let toggle as ToggleNode:
      toggle.toggle()
    case let field as TextFieldNode where field.environment.isEnabled:
      field.beginEditing()
    default:
      break
    }
    update()
  }

  /// A pointer click at a cell: the innermost element there receives it.
  package func click(at point: Point) {
    guard let element = elements().last(where: { $0.frame.contains(point) && $0.role != .container }) else {
      return
    }
    click(element.id)
  }

  /// Stops editing the current text field.
  package func endEditing() {
    editingNode?.invalidateLayout()
    editingNode = nil
  }
}
