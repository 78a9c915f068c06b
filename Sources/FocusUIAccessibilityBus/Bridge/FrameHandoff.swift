import FocusEngine
import FocusUI

/// What the main actor hands the bus thread after drawing a frame: the
/// frame's semantics, the screen's size and whether the terminal has the
/// system's focus.
struct FrameHandoff: Sendable {
  var semantics: FrameSemantics
  var size: Size
  var isActive: Bool
  /// The number of frames drawn when this one was.
  var number: Int
}
