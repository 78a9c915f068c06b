import FocusEngine

/// Keyboard focus around presentations: where it was when each modal layer
/// appeared, where it returns when the top one closes, and whether a new
/// one waits for its initial focus.
///
/// Only books: ``KeyboardFocus`` decides where focus goes (see
/// `KeyboardFocus+Presentations.swift`).
struct PresentationFocus {
  /// Where focus was before a layer appeared: its view, how focus got
  /// there, and the write that brought it (the state reads that value
  /// again when focus comes back).
  struct Place {
    var node: NodeID?
    var origin: FocusOrigin?
    var arrival: HeldFocusValue?
  }

  /// The place saved for each live layer, by the layer's node.
  var saved: [NodeID: Place] = [:]
  /// The place focus returns to: the top layer closed in this update.
  var restore: Place? {
    didSet { isRestoring = restore != nil }
  }
  /// Whether there is a place to return to: a Bool read on every key,
  /// where `restore != nil` copied the place through value witnesses.
  private(set) var isRestoring = false
  /// A layer appeared: focus moves into the top one.
  var needsInitialFocus = false
  /// The top layer had nothing focusable when it appeared: after the next
  /// layout (once lazy stacks in it made the rows in sight) focus moves
  /// in again. A few times per layer (rows are made an update after the
  /// layout that shows them), so that a layer with nothing focusable does
  /// not update on every frame.
  var retriesAfterLayout = false
  var retriesLeft = 0
  static let retries = 3

  /// Books one more look for the initial focus after the next layout, if
  /// the layer has looks left; returns whether it had.
  mutating func retryAfterLayout() -> Bool {
    guard retriesLeft > 0 else { return false }
    retriesLeft -= 1
    retriesAfterLayout = true
    return true
  }
  /// The name of the last layer that closed, for the journal.
  var closed: String?
  /// Set when Escape cancelled the top layer: focus coming back is the
  /// key's doing.
  var isClosingByEscape = false

  var hasPendingChanges: Bool { isRestoring || needsInitialFocus }

  /// The views focus returns to when layers close: lazy stacks keep their
  /// rows made, as they keep the focused row's.
  var savedNodes: [NodeID] {
    saved.values.compactMap(\.node) + (restore?.node.map { [$0] } ?? [])
  }
}
