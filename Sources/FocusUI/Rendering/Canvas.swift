/// A grid of cells a frame is drawn into: what hosts show or compare.
///
/// No cell holds a control character: drawing replaces them (with U+FFFD),
/// so a host may write cells to a terminal as they are.
///
/// Cells are stored packed (``PackedCell``: a scalar or grapheme index and
/// a style index, eight bytes, no reference), with the styles and the
/// multi-scalar graphemes of the frame kept once each in tables: a frame
/// allocates three arrays, and comparing two frames compares integers.
/// ``cells`` and the subscript give them back as ``Cell`` values.
public struct Canvas: Sendable, Equatable {
  /// One cell: a character and its style. A wide character fills its cell
  /// and marks the next one as its continuation.
  public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: CellStyle
    /// Whether this cell is the right half of a wide character.
    public var isContinuation: Bool

    public static let blank = Cell(character: " ", style: .plain, isContinuation: false)
  }

  public let size: Size
  /// The cells, row by row, as stored: what a host that writes only the
  /// cells that changed reads (with ``CanvasComparison``), without making
  /// a ``Cell`` of each.
  public private(set) var packedCells: [PackedCell]
  /// The styles the cells name.
  package private(set) var styles = CellStyleTable()
  /// The multi-scalar characters the cells name.
  package private(set) var graphemes = GraphemeTable()
  /// Drawing outside this rectangle is discarded (screen coordinates).
  var clip: Rect
  /// Added to every position drawn: the scroll offsets of the views around.
  var translation = Point.zero
  /// How filled shapes draw: block characters, or (behind and over
  /// content) the cells' background.
  var shapeFill = ShapeFillMode.glyphs
  /// The frame of the innermost rounded clip (`cornerRadius`, a rounded
  /// `clipShape`) being drawn: a box line drawn on it gets rounded corners.
  var roundedCorners: Rect?

  /// The cells, row by row.
  public var cells: [Cell] {
    packedCells.map(cell)
  }

  /// The clip in the coordinates of the view drawing.
  var visibleRect: Rect {
    Rect(origin: Point(x: clip.minX - translation.x, y: clip.minY - translation.y), size: clip.size)
  }

  public init(size: Size) {
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = size
    packedCells = Array(repeating: .blank, count: size.width * size.height)
    clip = Rect(origin: .zero, size: size)
  }

  public subscript(x: Int, y: Int) -> Cell {
    cell(packedCells[y * size.width + x])
  }

  /// `packed` as a cell of this canvas.
  public func cell(_ packed: PackedCell) -> Cell {
    Cell(character: character(of: packed), style: styles[packed.style], isContinuation: packed.isContinuation)
  }

  /// The style of `packed`, a cell of this canvas.
  public func style(of packed: PackedCell) -> CellStyle {
    styles[packed.style]
  }

  /// The character `packed` holds.
  public func character(of packed: PackedCell) -> Character {
    Self.character(of: packed, in: graphemes)
  }

  /// The character `packed` holds, its graphemes in `graphemes`.
  static func character(of packed: PackedCell, in graphemes: GraphemeTable) -> Character {
    if let scalar = packed.scalar { return Character(scalar) }
    return graphemes[packed.graphemeIndex ?? 0]
  }

  /// Canvases are equal when they show the same: the same cells, however
  /// their tables are ordered.
  public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    guard lhs.size == rhs.size else { return false }
    if lhs.styles == rhs.styles, lhs.graphemes == rhs.graphemes { return lhs.packedCells == rhs.packedCells }
    return lhs.packedCells.indices.allSatisfy { lhs.cell(lhs.packedCells[$0]) == rhs.cell(rhs.packedCells[$0]) }
  }

  /// The position of the first cell where `text` starts, row by row, or
  /// `nil`: lets tests read the style text was drawn in.
  ///
  /// ```swift
  /// let start = host.canvas.position(of: "Saved")!
  /// #expect(host.canvas[start.x, start.y].style.foreground == .green)
  /// ```
  public func position(of text: String) -> Point? {
    guard !text.isEmpty else { return nil }
    let wanted = Array(text)
    for y in 0..<size.height {
      var row: [Character] = []
      var columns: [Int] = []
      for x in 0..<size.width where !self[x, y].isContinuation {
        row.append(self[x, y].character)
        columns.append(x)
      }
      guard row.count >= wanted.count else { continue }
      for start in 0...(row.count - wanted.count) where row[start] == wanted[0] {
        if Array(row[start..<start + wanted.count]) == wanted { return Point(x: columns[start], y: y) }
      }
    }
    return nil
  }

  /// The style of the first cell of `text` on screen, or `nil` when it is
  /// not shown.
  ///
  /// ```swift
  /// #expect(host.canvas.style(of: "Warning")?.isBold == true)
  /// ```
  public func style(of text: String) -> CellStyle? {
    position(of: text).map { self[$0.x, $0.y].style }
  }

  /// Draws `text` on one row from `point`, clipped, replacing control
  /// characters. Returns the column after the last cell written.
  @discardableResult
  package mutating func draw(_ text: some StringProtocol, at point: Point, style: CellStyle) -> Int {
    if let end = drawPrintableASCII(text, at: point, style: style) { return end }
    var x = point.x + translation.x
    let y = point.y + translation.y
    guard y >= clip.minY, y < clip.maxY else { return x + CellWidth.of(text) }
    let style = styles.id(for: style)
    let blank = PackedCell.blank.styled(style)
    for raw in text {
      guard let character = CellWidth.displayable(raw) else { continue }
      let width = CellWidth.of(character)
      if x >= clip.maxX { break }
      if x >= clip.minX {
        if width == 2 && x + 1 >= clip.maxX {
          put(blank, x: x, y: y)
        } else {
          put(packed(character, style: style), x: x, y: y)
          if width == 2 {
            put(PackedCell(scalar: " ", style: style, isContinuation: true), x: x + 1, y: y)
          }
        }
      } else if width == 2 && x + 1 == clip.minX {
        put(blank, x: x + 1, y: y)
      }
      x += width
    }
    return x
  }

  /// ``draw(_:at:style:)`` for text of printable ASCII only (nearly every
  /// label), or `nil` for any other: each byte is a character one cell
  /// wide that needs no replacing, so the text is drawn byte by byte,
  /// without breaking it into characters and measuring each — what made
  /// drawing a screen of labels cost more than laying it out.
  private mutating func drawPrintableASCII(_ text: some StringProtocol, at point: Point, style: CellStyle) -> Int? {
    let bytes = text.utf8
    guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    var x = point.x + translation.x
    let y = point.y + translation.y
    guard y >= clip.minY, y < clip.maxY else { return x + bytes.count }
    let style = styles.id(for: style)
    for byte in bytes {
      if x >= clip.maxX { break }
      if x >= clip.minX { put(PackedCell(scalar: Unicode.Scalar(byte), style: style), x: x, y: y) }
      x += 1
    }
    return x
  }

  /// Fills `rect` (clipped) with `character`, a control character drawn
  /// as U+FFFD as ``draw(_:at:style:)`` draws it: no cell ever holds one, so
  /// no host can write one to the terminal. Unlike drawing text, filling
  /// replaces the background too (a sheet clears what is below it).
  ///
  /// ```swift
  /// canvas.fill(Rect(x: 0, y: 0, width: 10, height: 1), with: "─", style: .plain)
  /// ```
  package mutating func fill(_ rect: Rect, with character: Character, style: CellStyle) {
    let area = screen(rect).intersection(clip)
    guard !area.isEmpty else { return }
    let cell = packed(CellWidth.displayable(character) ?? " ", style: styles.id(for: style))
    let width = size.width
    packedCells.withUnsafeMutableBufferPointer { cells in
      for y in area.minY..<area.maxY {
        let start = y * width + area.minX
        let end = y * width + area.maxX
        // A wide character cut by the edges loses its other half, as
        // `put` does; the cells between are all overwritten.
        if area.minX > 0, cells[start].isContinuation { cells[start - 1] = .blank }
        if area.maxX < width, cells[end].isContinuation { cells[end] = .blank }
        UnsafeMutableBufferPointer(rebasing: cells[start..<end]).update(repeating: cell)
      }
    }
  }

  /// Changes the style of the cells in `rect` (clipped) with `change`,
  /// which runs once per distinct style there: it must depend on the
  /// style alone.
  package mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
    let area = screen(rect).intersection(clip)
    guard !area.isEmpty else { return }
    // Old style index → new: a restyled area holds a few styles.
    var changed: [(old: UInt32, new: UInt32)] = []
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let index = y * size.width + x
        let old = packedCells[index].style
        if let known = changed.first(where: { $0.old == old }) {
          packedCells[index].style = known.new
          continue
        }
        var style = styles[old]
        change(&style)
        let new = styles.id(for: style)
        changed.append((old, new))
        packedCells[index].style = new
      }
    }
  }

  /// Draws `canvas` with its top-left corner at `origin`, clipped: how a
  /// host puts a window's frame below its own rows.
  ///
  /// ```swift
  /// var screen = Canvas(size: Size(width: 80, height: 24))
  /// graph.layout(in: Size(width: 80, height: 22))
  /// screen.draw(graph.render(), at: Point(x: 0, y: 2))
  /// ```
  /// A wide character cut in half by the clip becomes a blank.
  package mutating func draw(_ canvas: Canvas, at origin: Point) {
    let area = screen(Rect(origin: origin, size: canvas.size)).intersection(clip)
    guard !area.isEmpty else { return }
    let shift = origin + translation
    // The source's style indices as this canvas's, found on first use.
    var styleIDs = [UInt32?](repeating: nil, count: canvas.styles.count)
    for y in area.minY..<area.maxY {
      let row = (y - shift.y) * canvas.size.width
      for x in area.minX..<area.maxX {
        let source = canvas.packedCells[row + x - shift.x]
        let style: UInt32
        if let known = styleIDs[Int(source.style)] {
          style = known
        } else {
          style = styles.id(for: canvas.styles[source.style])
          styleIDs[Int(source.style)] = style
        }
        if source.isContinuation {
          // Its first half is outside: a blank stands for the character.
          if x == area.minX { put(PackedCell.blank.styled(style), x: x, y: y, keepsBackground: false) }
          continue
        }
        let isWide = x - shift.x + 1 < canvas.size.width && canvas.packedCells[row + x - shift.x + 1].isContinuation
        let cell: PackedCell
        if isWide && x + 1 >= area.maxX {
          cell = PackedCell.blank.styled(style)
        } else if source.scalar != nil {
          cell = source.styled(style)
        } else {
          cell = packed(canvas.character(of: source), style: style)
        }
        put(cell, x: x, y: y, keepsBackground: false)
        if isWide && x + 1 < area.maxX {
          put(PackedCell(scalar: " ", style: style, isContinuation: true), x: x + 1, y: y, keepsBackground: false)
        }
      }
    }
  }

  /// How many cells `text` takes on one row: wide characters take two.
  ///
  /// ```swift
  /// Canvas.cellWidth(of: "Save")   // 4
  /// Canvas.cellWidth(of: "日本")    // 4
  /// ```
  public static func cellWidth(of text: some StringProtocol) -> Int {
    CellWidth.of(text)
  }

  /// `character` in style `style`, packed: its scalar, or its index in
  /// the grapheme table when it has several.
  private mutating func packed(_ character: Character, style: UInt32) -> PackedCell {
    let scalars = character.unicodeScalars
    if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return PackedCell(scalar: scalar, style: style)
    }
    return PackedCell(grapheme: graphemes.id(for: character), style: style)
  }

  private mutating func put(_ cell: PackedCell, x: Int, y: Int, keepsBackground: Bool = true) {
    // Overwriting half of a wide character blanks its other half.
    let index = y * size.width + x
    var cell = cell
    // Text drawn over a background (`.background(.blue)`) stays on it.
    if keepsBackground, !styles.hasBackground(cell.style) {
      let below = packedCells[index].style
      if styles.hasBackground(below) { cell.style = styles.merging(cell.style, over: below) }
    }
    if packedCells[index].isContinuation, x > 0 {
      packedCells[index - 1] = .blank
    }
    if !cell.isContinuation, x + 1 < size.width, packedCells[index + 1].isContinuation {
      packedCells[index + 1] = .blank
    }
    packedCells[index] = cell
  }

  /// Runs `body` with drawing limited to `rect` inside the current clip.
  package mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(screen(rect))
    if !clip.isEmpty { body(&self) }
    clip = saved
  }

  /// Runs `body` with positions shifted by `shift`.
  mutating func translated(by shift: Point, _ body: (inout Canvas) -> Void) {
    let saved = translation
    translation = translation + shift
    body(&self)
    translation = saved
  }

  private func screen(_ rect: Rect) -> Rect {
    Rect(origin: Point(x: rect.minX + translation.x, y: rect.minY + translation.y), size: rect.size)
  }

  /// The text of each row, trailing spaces removed, joined by newlines.
  public var text: String {
    var lines: [String] = []
    lines.reserveCapacity(size.height)
    for y in 0..<size.height {
      var line = ""
      for x in 0..<size.width {
        let cell = packedCells[y * size.width + x]
        if !cell.isContinuation { line.append(character(of: cell)) }
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

/// How a filled shape covers its cells.
enum ShapeFillMode {
  /// Block characters in the fill's color (a shape on its own).
  case glyphs
  /// Blank cells with the fill as background (``View/background(_:)``):
  /// text drawn on them keeps it.
  case backdrop
  /// The fill as background of the cells already drawn, which stay
  /// (``View/overlay(_:)`` with a style).
  case tint
}
