import FocusUI
import Testing

/// Text of printable ASCII and fills take short paths through the canvas
/// (byte by byte, row by row): they must leave the same cells as the
/// character-by-character path, at the clip's edges, over backgrounds and
/// over wide characters.
struct CanvasDrawingTests {
  let size = Size(width: 10, height: 2)
  let red = CellStyle(foreground: .red)

  /// The row `y` of `canvas` as text, a continuation cell as `>`.
  func row(_ y: Int, of canvas: Canvas) -> String {
    String((0..<canvas.size.width).map { canvas[$0, y].isContinuation ? ">" : canvas[$0, y].character })
  }

  @Test func asciiTextIsClippedAndReturnsTheColumnAfterIt() {
    var canvas = Canvas(size: size)
    var end = 0
    canvas.clipped(to: Rect(x: 2, y: 0, width: 5, height: 2)) { canvas in
      end = canvas.draw("abcdefghij", at: Point(x: 0, y: 0), style: red)
    }
    #expect(row(0, of: canvas) == "  cdefg   ")
    #expect(canvas[2, 0].style == red)
    #expect(canvas[1, 0].style == .plain)
    // Drawing stops at the clip's right edge; above or below it, nothing is
    // drawn and the text's whole width is returned.
    #expect(end == 7)
    #expect(canvas.draw("abc", at: Point(x: 4, y: 5), style: red) == 7)
  }

  /// `text` drawn over a blue background and a wide character.
  func drawnOverBackground(_ text: String) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.fill(Rect(x: 0, y: 0, width: 10, height: 1), with: " ", style: CellStyle(background: .blue))
    canvas.draw("日本", at: Point(x: 5, y: 0), style: .plain)
    canvas.draw(text, at: Point(x: 0, y: 0), style: red)
    return canvas
  }

  @Test func asciiTextMatchesTheSameTextDrawnCharacterByCharacter() {
    // "é" sends the second text the general way; it falls past the right
    // edge, so both draw "Field 7 ok" in the 10 cells.
    let ascii = drawnOverBackground("Field 7 ok")
    #expect(ascii == drawnOverBackground("Field 7 oké"))
    #expect(row(0, of: ascii) == "Field 7 ok")
    // Text drawn over a background keeps it.
    #expect(ascii[0, 0].style == CellStyle(foreground: .red, background: .blue))
  }

  @Test func tabsAndControlsStillGoTheGeneralWay() {
    var canvas = Canvas(size: size)
    canvas.draw("a\tb\u{7}c", at: .zero, style: .plain)
    #expect(row(0, of: canvas) == "a b\u{FFFD}c     ")
  }

  @Test func aFillCuttingWideCharactersBlanksTheirOtherHalves() {
    var canvas = Canvas(size: size)
    canvas.draw("日本語", at: Point(x: 1, y: 0), style: red)
    #expect(row(0, of: canvas) == " 日>本>語>   ")
    // From the second half of 日 to the first half of 語.
    canvas.fill(Rect(x: 2, y: 0, width: 4, height: 1), with: "_", style: .plain)
    #expect(row(0, of: canvas) == "  ____    ")
    #expect(canvas[1, 0].style == .plain)
    #expect(canvas[6, 0].style == .plain)
  }

  @Test func aFillReplacesTheBackgroundAndIsClipped() {
    var canvas = Canvas(size: size)
    canvas.fill(Rect(x: 0, y: 0, width: 10, height: 2), with: " ", style: CellStyle(background: .blue))
    canvas.clipped(to: Rect(x: 8, y: 1, width: 5, height: 5)) { canvas in
      canvas.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: "-", style: red)
    }
    #expect(row(0, of: canvas) == "          ")
    #expect(row(1, of: canvas) == "        --")
    #expect(canvas[8, 1].style == red)
    #expect(canvas[7, 1].style == CellStyle(background: .blue))
  }
}
