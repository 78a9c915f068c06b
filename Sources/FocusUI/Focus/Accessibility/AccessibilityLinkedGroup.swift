import FocusEngine

extension View {
  /// Links this view's element with the others marked with the same `id`
  /// in `namespace`, wherever they are in reading order, so a screen
  /// reader jumps between them: a message in a list and the same message
  /// opened beside it, a cell and its column's header.
  ///
  /// ```swift
  /// @Namespace private var messages
  ///
  /// Text(message.subject).accessibilityLinkedGroup(id: message.id, in: messages)
  /// // … elsewhere on screen:
  /// MessageBody(message).accessibilityLinkedGroup(id: message.id, in: messages)
  /// ```
  ///
  /// The terminal's screen reader moves to the next linked element with
  /// Alt-L (after the last, the first again); a test with
  /// `AssistiveTechnologyDriver.moveToLinkedElement()`. The browser points
  /// each linked element's `aria-flowto` at the next one.
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.linkedGroup = AccessibilityLinkKey(namespace: namespace, id: id) }
  }
}

extension AccessibilityLinkKey {
  /// The key as a `Sendable` name: the namespace, the id's type and the id.
  var groupName: String {
    "\(namespace.rawValue)|\(type(of: id.base))|\(id)"
  }
}

extension AssistiveFocus {
  /// Moves `technology`'s cursor to the next element linked with the one
  /// under it (``View/accessibilityLinkedGroup(id:in:)``), after the last
  /// to the first, and says it: the terminal reader's Alt-L. Returns
  /// whether the cursor moved.
  @discardableResult
  package func moveToLinkedElement(_ technology: AccessibilityTechnologies) -> Bool {
    guard isRunning(technology), let element = cursor(of: technology), let group = element.linkedGroup else {
      return false
    }
    let order = AccessibilityReadingOrder(graph: graph) { $0.linkedGroup == group }
    guard let next = order.element(after: element.id, backward: false) ?? order.edge(backward: false),
      next != element.id, let target = graph.accessibilityElement(next)
    else { return false }
    land(technology, on: target, rotorEntry: nil)
    return true
  }
}
