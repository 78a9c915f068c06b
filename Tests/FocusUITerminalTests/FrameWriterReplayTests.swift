import FocusUITesting
import Testing

@testable import FocusUITerminal

/// Frames replayed on a ``VirtualTerminal``: whatever the short forms the
/// writer picks (relative moves, the terminal's wrap, styles added without
/// a reset), the screen ends up showing exactly the canvas, with the cursor
/// where it was asked for.
@MainActor @Suite struct FrameWriterReplayTests {
  static let styles: [CellStyle] = [
    .plain, CellStyle(isDim: true), CellStyle(isDim: true, isInverse: true), CellStyle(foreground: .red),
    CellStyle(foreground: .blue, isBold: true, background: .yellow), CellStyle(isInverse: true),
    CellStyle(foreground: Color(red: 1, green: 0.6, blue: 0), isUnderlined: true),
  ]
  static let texts = ["a", "bc", "Field", "____", "界", "x界y", " "]

  /// A small deterministic generator (a linear congruential one).
  struct Numbers {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test(arguments: [ColorSupport.trueColor, .ansi256, .ansi16, .none])
  func everyFrameReplayedShowsTheCanvas(colors: ColorSupport) {
    let size = Size(width: 12, height: 5)
    var numbers = Numbers(state: 14)
    var writer = FrameWriter(colors: colors)
    var terminal = VirtualTerminal(size: size)
    var canvas = Canvas(size: size)
    for frame in 0..<300 {
      // A few cells change, a row is filled, or everything shifts up a row.
      switch numbers.next(4) {
      case 0:
        let row = numbers.next(size.height)
        canvas.fill(
          Rect(x: 0, y: row, width: size.width, height: 1), with: "_",
          style: Self.styles[numbers.next(Self.styles.count)])
      case 1:
        var shifted = Canvas(size: size)
        shifted.draw(canvas, at: Point(x: 0, y: -1))
        canvas = shifted
      default:
        for _ in 0..<numbers.next(6) {
          let point = Point(x: numbers.next(size.width), y: numbers.next(size.height))
          _ = canvas.draw(
            Self.texts[numbers.next(Self.texts.count)], at: point, style: Self.styles[numbers.next(Self.styles.count)])
        }
      }
      let cursor = numbers.next(3) == 0 ? nil : Point(x: numbers.next(size.width), y: numbers.next(size.height))
      terminal.apply(writer.frame(canvas, cursor: cursor))
      let mismatches = terminal.mismatches(with: canvas, writer: writer)
      #expect(mismatches.isEmpty, "frame \(frame): \(mismatches)")
      if let cursor { #expect(terminal.cursor == cursor, "frame \(frame)") }
      if !mismatches.isEmpty { return }
    }
  }

  @Test func aGradientOfMoreStyleChangesThanTheWriterKeepsReplaysAsDrawn() {
    // 400 cells, each in its own color: more changes than the writer's
    // cache of SGR sequences holds, so it starts over within a frame.
    let size = Size(width: 40, height: 10)
    var writer = FrameWriter(colors: .trueColor)
    var terminal = VirtualTerminal(size: size)
    for shift in 0..<3 {
      var canvas = Canvas(size: size)
      for y in 0..<size.height {
        for x in 0..<size.width {
          let step = Double((y * size.width + x + shift * 7) % 400) / 400
          _ = canvas.draw(
            "#", at: Point(x: x, y: y), style: CellStyle(foreground: Color(red: step, green: 1 - step, blue: 0.5)))
        }
      }
      let bytes = writer.frameBytes(canvas, cursor: nil)
      terminal.apply(String(decoding: bytes, as: UTF8.self))
      let mismatches = terminal.mismatches(with: canvas, writer: writer)
      #expect(mismatches.isEmpty, "frame \(shift): \(mismatches)")
    }
  }

  @Test func aStyleThatAddsAttributesIsWrittenWithoutAReset() {
    let writer = FrameWriter(colors: .ansi16)
    #expect(writer.sgr(from: CellStyle(isDim: true), to: CellStyle(isDim: true, isInverse: true)) == "\u{1B}[7m")
    #expect(writer.sgr(from: .plain, to: CellStyle(foreground: .cyan)) == "\u{1B}[36m")
    #expect(writer.sgr(from: CellStyle(isDim: true, isInverse: true), to: CellStyle(isDim: true)) == "\u{1B}[0;2m")
    #expect(writer.sgr(from: CellStyle(foreground: .red), to: .plain) == "\u{1B}[0m")
  }

  @Test func cursorMovesAreRelativeInARowAndWrapIntoTheNext() {
    var writer = FrameWriter(colors: .none)
    var canvas = Canvas(size: Size(width: 10, height: 3))
    _ = writer.frame(canvas, cursor: nil)
    _ = canvas.draw("a", at: Point(x: 1, y: 1), style: .plain)
    _ = canvas.draw("b", at: Point(x: 5, y: 1), style: .plain)
    #expect(writer.frame(canvas, cursor: nil) == "\u{1B}[2;2Ha\u{1B}[3Cb")
    // A row written to its end: the next row's first cell follows with no move.
    canvas.fill(Rect(x: 0, y: 0, width: 10, height: 2), with: "_", style: .plain)
    #expect(writer.frame(canvas, cursor: nil) == "\u{1B}[1H" + String(repeating: "_", count: 20))
  }
}
