/// Turns canvases into terminal output, writing only the cells that changed
/// since the previous frame.
struct FrameWriter {
  private var previous: Canvas?

  /// The bytes that bring the screen from the previous frame to `canvas`,
  /// leaving the cursor at `cursor` (shown) or hidden when `nil`.
  mutating func frame(_ canvas: Canvas, cursor: Point?) -> String {
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
          output += Self.sgr(cell.style)
          currentStyle = cell.style
        }
        output.append(cell.character)
        x += 1
      }
    }
    if currentStyle != nil { output += "\u{1B}[0m" }
    if let cursor, cursor.x < canvas.size.width, cursor.y < canvas.size.height {
      output += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H\u{1B}[?25h"
    } else {
      output += "\u{1B}[?25l"
    }
    previous = canvas
    return output
  }

  /// The SGR sequence selecting `style` from a reset.
  static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.isBold { codes.append("1") }
    if style.isDim { codes.append("2") }
    if style.isUnderlined { codes.append("4") }
    if style.isInverse { codes.append("7") }
    if let color = style.foreground, let code = color.ansiForeground {
      codes.append(code)
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
