// The id of a view in a frame's semantics (`FrameSemantics`, `Element`,
// `AccessibilityElement`) and of the element an `InputEvent` names: a
// host that imports FocusUI alone names it too, without the rest of
// FocusEngine.
@_exported import struct FocusEngine.NodeID
