import FocusEngine
import FocusUI

/// The events that tell assistive technologies how one tree became the
/// next: focus moved, the window was activated, children came and went,
/// names, states, text, caret and values changed; and what the app
/// announced meanwhile (``FrameSemantics/announcements``), after the focus
/// move, as `object:announcement` on the window: polite for `.low`
/// priority, assertive otherwise, as the terminal's reader and the page's
/// live regions keep them.
///
/// ```swift
/// let events = AtspiTreeChanges(from: old, to: new, reference: { ("\(bus)", "/org/a11y/atspi/accessible/\($0)") }).events
/// ```
struct AtspiTreeChanges {
  private(set) var events: [AtspiEvent] = []

  /// `reference` makes the `(so)` of an object from its key.
  init(
    from old: AtspiTree, to new: AtspiTree, announcements: [FrameAnnouncement] = [],
    reference: (String) -> BusValue
  ) {
    let oldWindow = old[AtspiTree.windowKey]
    let newWindow = new[AtspiTree.windowKey]
    if let oldWindow, let newWindow {
      let wasActive = oldWindow.states.contains(.active)
      let isActive = newWindow.states.contains(.active)
      if wasActive != isActive {
        events.append(.stateChanged(AtspiTree.windowKey, state: "active", on: isActive))
        events.append(.window(AtspiTree.windowKey, activated: isActive))
      }
    }
    // Structure first: an object is announced before it takes focus.
    for (key, node) in new.nodes.sorted(by: { $0.key < $1.key }) {
      guard let before = old[key] else { continue }
      if before.children != node.children { childrenChanged(key, from: before.children, to: node.children, reference) }
    }
    for (key, node) in new.nodes.sorted(by: { $0.key < $1.key }) {
      guard let before = old[key] else { continue }
      compare(before, node)
    }
    if old.focused != new.focused {
      if let previous = old.focused, new[previous] != nil {
        events.append(.stateChanged(previous, state: "focused", on: false))
      }
      if let focused = new.focused { events.append(.stateChanged(focused, state: "focused", on: true)) }
    }
    for announcement in announcements {
      events.append(
        .announcement(
          AtspiTree.windowKey, text: announcement.text,
          politeness: announcement.priority == .low ? AtspiEvent.polite : AtspiEvent.assertive))
    }
  }

  private mutating func childrenChanged(
    _ key: String, from old: [String], to new: [String], _ reference: (String) -> BusValue
  ) {
    let kept = Set(new)
    for (index, child) in old.enumerated().reversed() where !kept.contains(child) {
      events.append(.childrenChanged(key, operation: "remove", index: index, child: reference(child)))
    }
    let before = Set(old)
    for (index, child) in new.enumerated() where !before.contains(child) {
      events.append(.childrenChanged(key, operation: "add", index: index, child: reference(child)))
    }
  }

  private mutating func compare(_ old: AtspiNode, _ new: AtspiNode) {
    let key = new.key
    if old.name != new.name {
      events.append(.propertyChanged(key, property: "accessible-name", value: .string(new.name)))
    }
    if old.description != new.description {
      events.append(.propertyChanged(key, property: "accessible-description", value: .string(new.description)))
    }
    // Focus is sent last, by itself; the window's activation above.
    let changed = old.states.symmetricDifference(new.states).subtracting([.focused, .active])
    if !changed.isEmpty {
      for (state, name) in AtspiStates.named where changed.contains(state) {
        events.append(.stateChanged(key, state: name, on: new.states.contains(state)))
      }
    }
    if let before = old.text, let after = new.text, before != after { textChanged(key, from: before, to: after) }
    if let caret = new.caret, caret != old.caret, new.states.contains(.focused) || old.text == new.text {
      events.append(.caretMoved(key, offset: caret))
    }
    if old.value?.current != new.value?.current || old.valueText != new.valueText, new.value != nil {
      events.append(
        .propertyChanged(key, property: "accessible-value", value: .double(new.value?.current ?? 0)))
    }
  }

  /// What was deleted and what inserted: the text between the common
  /// start and the common end.
  private mutating func textChanged(_ key: String, from old: String, to new: String) {
    let before = Array(old.unicodeScalars)
    let after = Array(new.unicodeScalars)
    var start = 0
    while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
    var oldEnd = before.count
    var newEnd = after.count
    while oldEnd > start, newEnd > start, before[oldEnd - 1] == after[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    if oldEnd > start {
      events.append(.textChanged(key, operation: "delete", start: start, text: Self.text(before[start..<oldEnd])))
    }
    if newEnd > start {
      events.append(.textChanged(key, operation: "insert", start: start, text: Self.text(after[start..<newEnd])))
    }
  }

  private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
