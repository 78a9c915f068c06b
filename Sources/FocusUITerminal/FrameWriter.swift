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
/// Cells are written as they are: a ``/FocusUI/Canvas`` holds no control character
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
  /// leaving the cursor at `cursor` (shown) or hidden when `nil` — hidden
  /// at `attention` when given, for the screen readers that follow the
  /// terminal's cursor (BRLTTY, Speakup, Fenrir).
  ///
  /// Short forms keep a small change small (a Tab in a form of 80-column
  /// fields stays under 200 bytes): a cursor move is relative on the same
  /// row and leaves out column 1; a row written to its end goes on into the
  /// next one by the terminal's own wrap; a style that only adds attributes
  /// or colors to the current one is written without a reset.
  public mutating func frame(_ canvas: Canvas, cursor: Point?, attention: Point? = nil) -> String {
    String(decoding: frameBytes(canvas, cursor: cursor, attention: attention), as: UTF8.self)
  }

  /// ``frame(_:cursor:attention:)`` as the bytes the terminal host writes,
  /// without making a String of them first.
  mutating func frameBytes(_ canvas: Canvas, cursor: Point?, attention: Point? = nil) -> [UInt8] {
    // Bytes, not a String: appending to a String per cell costs more than
    // the comparison that found the cell.
    var output: [UInt8] = []
    output.reserveCapacity(256)
    let changes = CanvasComparison(from: previous, to: canvas)
    let whole = changes.isWhole
    if whole { output += "\u{1B}[0m\u{1B}[2J".utf8 }
    let width = canvas.size.width
    let height = canvas.size.height
    let cells = canvas.packedCells
    // The terminal's style and cursor as the bytes so far leave them:
    // plain between frames, the cursor unknown at first. Style 0 is plain
    // in every canvas.
    var currentStyle = CellStyle.plain
    var currentStyleID: UInt32 = 0
    var at = TerminalCursor.unknown
    rowsComparedByCell = 0
    for y in 0..<height {
      if !whole {
        if changes.rowIsUnchanged(y) { continue }
        rowsComparedByCell += 1
      }
      let row = y * width
      var x = 0
      while x < width {
        let cell = cells[row + x]
        if cell.isContinuation || changes.cellIsUnchanged(at: row + x) {
          x += 1
          continue
        }
        output += at.move(to: Point(x: x, y: y)).utf8
        if cell.style != currentStyleID {
          let style = canvas.style(of: cell)
          output += sgrBytes(from: currentStyle, to: style)
          currentStyle = style
          currentStyleID = cell.style
        }
        x += 1
        if x < width, cells[row + x].isContinuation {
          // A wide character moves the terminal's cursor two cells.
          output += canvas.character(of: cell).utf8
          x += 1
        } else if let scalar = cell.scalar, scalar.isASCII {
          output.append(UInt8(scalar.value))
        } else {
          output += Self.narrow(canvas.character(of: cell)).utf8
        }
        at = TerminalCursor(after: Point(x: x, y: y), in: canvas.size)
      }
    }
    let wroteCells = !output.isEmpty
    if currentStyle != .plain { output += "\u{1B}[0m".utf8 }
    let cursor = cursor.flatMap { $0.x < width && $0.y < height ? $0 : nil }
    if let cursor {
      // Writing cells moved the terminal's cursor; put it back.
      if wroteCells || cursor != previousCursor {
        output += at.place(at: cursor).utf8
      }
      if previousCursor == nil || whole { output += "\u{1B}[?25h".utf8 }
    } else {
      if previousCursor != nil || whole { output += "\u{1B}[?25l".utf8 }
      // Hidden, the cursor still marks where the keyboard is.
      if let attention = attention.flatMap({ $0.x < width && $0.y < height ? $0 : nil }),
        wroteCells || attention != previousAttention || whole
      {
        output += at.place(at: attention).utf8
      }
    }
    previousAttention = cursor == nil ? attention : nil
    previousCursor = cursor
    previous = canvas
    return output
  }

  private var previousCursor: Point?

  /// The SGR bytes of the style changes written so far: a frame goes
  /// through the same few changes (plain to dim, dim to inverse) every
  /// time, and building the sequence costs more than finding it.
  private var sgrCache: [StyleChange: [UInt8]] = [:]

  private struct StyleChange: Hashable {
    let old: CellStyle
    let new: CellStyle
  }

  /// Past this many cached changes (an app drawing a gradient), the cache
  /// starts over.
  private static let sgrCacheLimit = 256

  private mutating func sgrBytes(from oldStyle: CellStyle, to newStyle: CellStyle) -> [UInt8] {
    let change = StyleChange(old: oldStyle, new: newStyle)
    if let bytes = sgrCache[change] { return bytes }
    if sgrCache.count >= Self.sgrCacheLimit { sgrCache.removeAll(keepingCapacity: true) }
    let bytes = Array(sgr(from: oldStyle, to: newStyle).utf8)
    sgrCache[change] = bytes
    return bytes
  }
  private var previousAttention: Point?

  /// How many rows of the last frame differed from the frame before and
  /// were compared cell by cell (the others were passed over whole); 0
  /// after a whole frame, which compares nothing. A Tab between two
  /// fields changes a few rows, whatever the size of the form.
  public private(set) var rowsComparedByCell = 0

  /// `character`, or a space when it is wide: a wide character whose
  /// second cell something else was drawn over (a canvas drawn over) would
  /// cover that cell on the terminal and push the rest of the row right.
  static func narrow(_ character: Character) -> Character {
    character.isASCII || Canvas.cellWidth(of: String(character)) < 2 ? character : " "
  }

  /// The SGR codes of `style` after a reset, without the reset.
  private func codes(_ style: CellStyle) -> (attributes: [String], foreground: String?, background: String?) {
    var attributes: [String] = []
    if style.isBold { attributes.append("1") }
    if style.isDim { attributes.append("2") }
    if style.isItalic { attributes.append("3") }
    if style.isUnderlined { attributes.append("4") }
    if style.isInverse { attributes.append("7") }
    if style.isStrikethrough { attributes.append("9") }
    return (
      attributes, style.foreground.flatMap { $0.sgrParameters(colors) },
      style.background.flatMap { $0.backgroundSGRParameters(colors) }
    )
  }

  /// The SGR sequence going from `old` to `new`: only what `new` adds when
  /// it keeps all of `old`, else a reset and `new` whole.
  ///
  /// ```swift
  /// writer.sgr(from: CellStyle(isDim: true), to: CellStyle(isDim: true, isInverse: true))  // "\u{1B}[7m"
  /// writer.sgr(from: CellStyle(isInverse: true), to: .plain)                                // "\u{1B}[0m"
  /// ```
  func sgr(from oldStyle: CellStyle, to newStyle: CellStyle) -> String {
    let old = codes(oldStyle)
    let new = codes(newStyle)
    let keepsOld =
      old.attributes.allSatisfy(new.attributes.contains)
      && (old.foreground == nil || new.foreground != nil)
      && (old.background == nil || new.background != nil)
    guard keepsOld else { return sgr(newStyle) }
    var added = new.attributes.filter { !old.attributes.contains($0) }
    if let foreground = new.foreground, foreground != old.foreground { added.append(foreground) }
    if let background = new.background, background != old.background { added.append(background) }
    return added.isEmpty ? "" : "\u{1B}[" + added.joined(separator: ";") + "m"
  }

  /// The SGR sequence selecting `style` from a reset.
  func sgr(_ style: CellStyle) -> String {
    let codes = codes(style)
    return "\u{1B}["
      + (["0"] + codes.attributes + [codes.foreground, codes.background].compactMap { $0 })
      .joined(separator: ";") + "m"
  }
}
