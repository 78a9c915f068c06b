import FocusEngine

/// Keyboard focus around presentations: where it was when each modal layer
/// appeared, where it returns when the top one closes, and whether a new
/// one waits for its initial focus.
///
/// Only books: ``FocusSession`` decides where focus goes (see
/// `FocusSession+Presentations.swift`).
struct PresentationFocus {
  /// Where focus was before a layer appeared: its view, how focus got
  /// there, and the write that brought it (the state reads that value
  /// again when focus comes back).
  struct Place {
    var node: NodeID?
    var origin: FocusOrigin?
    var arrival: (state: Int, key: AnyHashable, node: NodeID)?
  }

  /// The place saved for each live layer, by the layer's node.
  var saved: [NodeID: Place] = [:]
  /// The place focus returns to: the top layer closed in this update.
  var restore: Place?
  /// A layer appeared: focus moves into the top one.
  var needsInitialFocus = false

  var hasPendingChanges: Bool { restore != nil || needsInitialFocus }
}
