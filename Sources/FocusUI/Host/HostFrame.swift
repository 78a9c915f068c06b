import FocusEngine

/// Everything a host shows for one frame, as a value: the one thing a
/// host reads from its ``Screen`` (the other is ``Screen/send(_:)``).
///
/// The terminal writes ``canvas`` and places its cursor; a browser page
/// also builds its elements from ``semantics``; a native window or an
/// AT-SPI bridge needs nothing more. Nothing in a frame points back into
/// the view graph: a host cannot reach past the seam, and it is all public
/// API, so a host can live in a package of its own.
///
/// ```swift
/// let frame = screen.frame(in: Size(width: 80, height: 24), semantics: true)
/// print(frame.canvas.text)                       // the screen, one line per row
/// frame.cursor                                   // where the caret shows, if a field is edited
/// frame.semantics?.focused                       // the element with keyboard focus
/// if frame.isFinished { exit(0) }
/// ```
public struct HostFrame: Sendable {
  /// The cells of the whole screen: chrome, window and overlays.
  public let canvas: Canvas
  /// The cell of the text caret when a field is being edited and no menu
  /// covers it: where a host shows its cursor.
  public let cursor: Point?
  /// Where the keyboard is when no caret shows: the focused view, a
  /// focused list's keyboard row, the highlighted menu item, or the
  /// built-in screen reader's cursor while it reads. A terminal parks its
  /// hidden cursor there for the screen readers that follow it.
  public let attention: Point?
  /// What the screen means, when asked for (``Screen/frame(in:semantics:)``):
  /// building it costs what the visible elements cost.
  public let semantics: FrameSemantics?
  /// Whether the app has ended: the host stops after showing this frame.
  public let isFinished: Bool
}
