import FocusUI
import Testing

@testable import FocusUITerminal

@Suite struct StyleSGRTests {
  @Test func italicStrikethroughAndBackgroundReachTheTerminal() {
    let style = CellStyle(foreground: .red, background: .blue, isItalic: true, isStrikethrough: true)
    #expect(FrameWriter(colors: .ansi16).sgr(style) == "\u{1B}[0;3;9;31;44m")
  }

  @Test func backgroundColorsDegradeLikeForegrounds() {
    let style = CellStyle(background: Color(red: 1, green: 0.6, blue: 0))
    #expect(FrameWriter(colors: .trueColor).sgr(style) == "\u{1B}[0;48;2;255;153;0m")
    #expect(FrameWriter(colors: .ansi256).sgr(style) == "\u{1B}[0;48;5;214m")
    #expect(FrameWriter(colors: .ansi16).sgr(style) == "\u{1B}[0;43m")
    #expect(FrameWriter(colors: .none).sgr(style) == "\u{1B}[0m")
    #expect(FrameWriter(colors: .ansi16).sgr(CellStyle(background: .gray)) == "\u{1B}[0;100m")
  }

  @Test func translucentBackgroundsBlendTowardBlackOrVanishOnSixteenColors() {
    let style = CellStyle(background: Color(red: 1, green: 0.5, blue: 0).opacity(0.4))
    #expect(FrameWriter(colors: .trueColor).sgr(style) == "\u{1B}[0;48;2;102;51;0m")
    #expect(FrameWriter(colors: .ansi16).sgr(style) == "\u{1B}[0m")
    #expect(FrameWriter(colors: .ansi16).sgr(CellStyle(background: Color.green.opacity(0.7))) == "\u{1B}[0;42m")
  }

  @Test func translucentTextIsDimAndClearTextIsConcealed() {
    #expect(FrameWriter(colors: .ansi16).sgr(CellStyle(foreground: Color.red.opacity(0.5))) == "\u{1B}[0;2;31m")
    #expect(FrameWriter(colors: .ansi16).sgr(CellStyle(foreground: .secondary)) == "\u{1B}[0;2m")
    #expect(FrameWriter(colors: .none).sgr(CellStyle(foreground: .secondary)) == "\u{1B}[0;2m")
    #expect(FrameWriter(colors: .ansi16).sgr(CellStyle(foreground: .clear)) == "\u{1B}[0;8m")
  }

  @Test func namedColorsUseThePalette() {
    #expect(FrameWriter(colors: .trueColor).sgr(CellStyle(foreground: .cyan)) == "\u{1B}[0;36m")
    #expect(FrameWriter(colors: .trueColor).sgr(CellStyle(foreground: .gray)) == "\u{1B}[0;90m")
    #expect(FrameWriter(colors: .trueColor).sgr(CellStyle(foreground: .mint)).hasPrefix("\u{1B}[0;38;2;"))
  }
}
