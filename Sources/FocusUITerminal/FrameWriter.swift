/// Turns canvases into terminal output, writing only the cells that changed
/// since the previous frame: what ``TerminalHost`` writes after each event.
///
/// ```swift
/// var writer = FrameWriter()
/// let bytes = writer.frame(host.canvas, cursor: nil)   // the whole screen
/// host.press(.tab)
/// let delta = writer.frame(host.canvas, cursor: nil)   // only what changed
/// ```
///
/// Cells are written as they are: a ``Canvas`` holds no control character
/// (drawing makes them U+FFFD), so the only escape sequences in a frame are
/// the writer's own.
public struct FrameWriter {
  private var previous: Canvas?
  let colors: ColorSupport

  /// A writer for the colors this process's terminal supports (`TERM`,
  /// `COLORTERM`, `NO_COLOR`).
  public init() {
    self.init(colors: ColorSupport.detect(TerminalHost.environment))
  }

  init(colors: ColorSupport) {
    self.colors = colors
  }

  /// Forgets the last frame, so the next one is written whole (after the
  /// screen was disturbed).
  public mutating func invalidate() {
    previous = nil
  }

  /// The bytes that bring the screen from the previous frame to `canvas`,
  /// leaving the cursor at `cursor` (shown) or hidden when `nil`.
  public mutating func frame(_ canvas: Canvas, cursor: Point?) -> String {
    var output = ""
    let full = previous?.size != canvas.size
    if full { output += "\u{1B}[0m\u{1B}[2J" }
    var currentStyle: CellStyle?
    for y in 0..<canvas.size.height {
      var x = 0
      var positioned = false
      while x < canvas.size.width {
        let cell = canvas[x, y]
        if !full, let previous, previous[x, y] == cell {
          positioned = false
          x += 1
          continue
        }
        if cell.isContinuation {
          x += 1
          continue
        }
        if !positioned {
          output += "\u{1B}[\(y + 1);\(x + 1)H"
          positioned = true
        }
        if cell.style != currentStyle {
          output += sgr(cell.style)
          currentStyle = cell.style
        }
        output.append(cell.character)
        // A wide character moves the terminal's cursor two cells.
        x += 1
        if x < canvas.size.width, canvas[x, y].isContinuation { x += 1 }
      }
    }
    let wroteCells = !output.isEmpty
    if currentStyle != nil { output += "\u{1B}[0m" }
    let cursor = cursor.flatMap { $0.x < canvas.size.width && $0.y < canvas.size.height ? $0 : nil }
    if let cursor {
      // Writing cells moved the terminal's cursor; put it back.
      if wroteCells || cursor != previousCursor {
        output += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H"
      }
      if previousCursor == nil || full { output += "\u{1B}[?25h" }
    } else if previousCursor != nil || full {
      output += "\u{1B}[?25l"
    }
    previousCursor = cursor
    previous = canvas
    return output
  }

  private var previousCursor: Point?

  /// The SGR sequence selecting `style` from a reset.
  func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.isBold { codes.append("1") }
    if style.isDim { codes.append("2") }
    if style.isItalic { codes.append("3") }
    if style.isUnderlined { codes.append("4") }
    if style.isInverse { codes.append("7") }
    if style.isStrikethrough { codes.append("9") }
    if let color = style.foreground, let code = color.sgrParameters(colors) {
      codes.append(code)
    }
    if let color = style.background, let code = color.backgroundSGRParameters(colors) {
      codes.append(code)
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
