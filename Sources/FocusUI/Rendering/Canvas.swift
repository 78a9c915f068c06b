/// A grid of cells a frame is drawn into: what hosts show or compare.
///
/// No cell holds a control character: drawing replaces them (with U+FFFD),
/// so a host may write cells to a terminal as they are.
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
  public private(set) var cells: [Cell]
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

  /// The clip in the coordinates of the view drawing.
  var visibleRect: Rect {
    Rect(origin: Point(x: clip.minX - translation.x, y: clip.minY - translation.y), size: clip.size)
  }

  public init(size: Size) {
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = size
    cells = Array(repeating: .blank, count: size.width * size.height)
    clip = Rect(origin: .zero, size: size)
  }

  public subscript(x: Int, y: Int) -> Cell {
    cells[y * size.width + x]
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
    var x = point.x + translation.x
    let y = point.y + translation.y
    guard y >= clip.minY, y < clip.maxY else { return x + CellWidth.of(text) }
    for raw in text {
      guard let character = CellWidth.displayable(raw) else { continue }
      let width = CellWidth.of(character)
      if x >= clip.maxX { break }
      if x >= clip.minX {
        if width == 2 && x + 1 >= clip.maxX {
          put(Cell(character: " ", style: style, isContinuation: false), x: x, y: y)
        } else {
          put(Cell(character: character, style: style, isContinuation: false), x: x, y: y)
          if width == 2 {
            put(Cell(character: " ", style: style, isContinuation: true), x: x + 1, y: y)
          }
        }
      } else if width == 2 && x + 1 == clip.minX {
        put(Cell(character: " ", style: style, isContinuation: false), x: x + 1, y: y)
      }
      x += width
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
    let character = CellWidth.displayable(character) ?? " "
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        put(Cell(character: character, style: style, isContinuation: false), x: x, y: y, keepsBackground: false)
      }
    }
  }

  /// Changes the style of the cells in `rect` (clipped) with `change`.
  package mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
    let area = screen(rect).intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        change(&cells[y * size.width + x].style)
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
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        var cell = canvas[x - shift.x, y - shift.y]
        if cell.isContinuation {
          // Its first half is outside: a blank stands for the character.
          if x == area.minX {
            put(Cell(character: " ", style: cell.style, isContinuation: false), x: x, y: y, keepsBackground: false)
          }
          continue
        }
        let isWide = x - shift.x + 1 < canvas.size.width && canvas[x - shift.x + 1, y - shift.y].isContinuation
        if isWide && x + 1 >= area.maxX { cell.character = " " }
        put(cell, x: x, y: y, keepsBackground: false)
        if isWide && x + 1 < area.maxX {
          put(Cell(character: " ", style: cell.style, isContinuation: true), x: x + 1, y: y, keepsBackground: false)
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
  package static func cellWidth(of text: some StringProtocol) -> Int {
    CellWidth.of(text)
  }

  private mutating func put(_ cell: Cell, x: Int, y: Int, keepsBackground: Bool = true) {
    // Overwriting half of a wide character blanks its other half.
    let index = y * size.width + x
    var cell = cell
    // Text drawn over a background (`.background(.blue)`) stays on it.
    if keepsBackground, cell.style.background == nil { cell.style.background = cells[index].style.background }
    if cells[index].isContinuation, x > 0 {
      cells[index - 1] = .blank
    }
    if !cell.isContinuation, x + 1 < size.width, cells[index + 1].isContinuation {
      cells[index + 1] = .blank
    }
    cells[index] = cell
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
        let cell = cells[y * size.width + x]
        if !cell.isContinuation { line.append(cell.character) }
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
