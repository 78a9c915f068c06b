import FocusEngine
import FocusUI

/// What the main actor hands the bus thread after drawing a frame: the
/// frame's semantics, the screen's size and whether the terminal has the
/// system's focus.
///
/// `@unchecked Sendable` because ``FrameSemantics`` is not yet declared
/// `Sendable` while it is `package` (it becomes public and `Sendable` with
/// the host seam). It is safe: `FrameSemantics` is a struct whose stored
/// properties are all values of `Sendable` types — `Int`, `NodeID`,
/// `Element`, `AccessibilityElement`, `CommandItem`, and arrays,
/// dictionaries, tuples and enums of them — with no reference to the view
/// graph, so a copy handed to another thread shares nothing mutable.
struct FrameHandoff: @unchecked Sendable {
  var semantics: FrameSemantics
  var size: Size
  var isActive: Bool
  /// The number of frames drawn when this one was.
  var number: Int
}
