import FocusEngine
import FocusUI

/// Which element the bus reports as focused, frame after frame: where
/// keyboard focus moved, or else where an `AccessibilityFocusState` write
/// moved the screen reader's cursor — as the browser's page moves its own
/// focus to that element, so a screen reader there hears it too.
///
/// ```swift
/// var focus = ReportedFocus()
/// focus.update(semantics)   // Tab: the field Tab reached
/// focus.update(semantics)   // a write to the notification: the notification
/// focus.element
/// ```
struct ReportedFocus: Equatable, Sendable {
  private(set) var element: NodeID?
  private var keyboard: NodeID?
  private var cursor: NodeID?

  mutating func update(_ semantics: FrameSemantics) {
    if semantics.focused != keyboard {
      element = semantics.focused
    } else if let moved = semantics.accessibilityCursor, moved != cursor, moved != semantics.readerReturnedTo {
      element = moved
    }
    keyboard = semantics.focused
    cursor = semantics.accessibilityCursor
  }
}
