import FocusEngine

/// The assistive cursors around presentations: where each technology's
/// cursor was when a modal layer appeared, the cursors waiting to go back
/// when the top one closes, and whether a new one waits for them.
///
/// Only books: ``AssistiveFocus`` moves the cursors (see
/// `AssistiveFocus+Presentations.swift`).
struct PresentationCursors {
  /// Each technology's cursor, by raw value, as a layer found it.
  typealias Cursors = [Int: AssistiveCursor]

  /// The cursors saved for each live layer, by the layer's node.
  var saved: [NodeID: Cursors] = [:]
  /// The cursors to put back: the top layer closed in this update.
  var restore: Cursors?
  /// A layer appeared: the cursors move into the top one.
  var needsEntry = false

  var hasPendingChanges: Bool { restore != nil || needsEntry }
}
