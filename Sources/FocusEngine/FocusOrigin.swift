/// How a focus move was caused.
///
/// Hosts draw a focus ring only when focus arrived from the keyboard, as
/// SwiftUI does; a click or a programmatic move focuses silently.
///
/// ```swift
/// let tree = FocusTree()
/// tree.insert(NodeID(1), after: nil)
/// tree.moveForward()
/// let drawsRing = tree.origin == .keyboard  // true
/// ```
public enum FocusOrigin: Hashable, Sendable {
  /// Tab, Shift-Tab or another key moved focus.
  case keyboard
  /// A click or tap moved focus.
  case pointer
  /// The app moved focus, for example through a focus binding.
  case programmatic
}
