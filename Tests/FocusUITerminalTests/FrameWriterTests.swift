import FocusUITesting
import Testing

@testable import FocusUITerminal

@MainActor @Suite struct FrameWriterTests {
  struct Screen: View {
    @State private var name = ""
    var body: some View {
      VStack(alignment: .leading) {
        Text("a\u{1B}]0;title\u{7}b\u{1B}[2J").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
        TextField("Name", text: $name)
        Button("Go") {}
      }
    }
  }

  @Test func controlCharactersFromTheAppNeverReachTheTerminal() {
    let host = TestHost(Screen(), size: Size(width: 30, height: 3))
    var writer = FrameWriter(colors: .trueColor)
    let output = writer.frame(host.canvas, cursor: nil)
    #expect(!output.contains("\u{7}"))
    #expect(!output.contains("\u{1B}]"))
    #expect(!output.contains("\u{1B}[2J\u{FFFD}"))
    #expect(output.contains("a\u{FFFD}]0;title\u{FFFD}b\u{FFFD}[2J"))
  }

  @Test func aFrameWritesOnlyTheCellsThatChanged() {
    let host = TestHost(Screen(), size: Size(width: 30, height: 3))
    var writer = FrameWriter(colors: .ansi16)
    let first = writer.frame(host.canvas, cursor: nil)
    #expect(first.utf8.count > 60)
    #expect(writer.frame(host.canvas, cursor: nil).isEmpty)
    host.press(.tab)
    let afterTab = writer.frame(host.canvas, cursor: nil)
    // Only the focused field's row changes: its ring.
    #expect(afterTab.utf8.count < 200)
    #expect(afterTab.contains("7m"))
  }

  @Test func colorsDegradeToWhatTheTerminalShows() {
    let orange = CellStyle(foreground: Color(red: 1, green: 0.6, blue: 0))
    #expect(FrameWriter(colors: .trueColor).sgr(orange) == "\u{1B}[0;38;2;255;153;0m")
    #expect(FrameWriter(colors: .ansi256).sgr(orange) == "\u{1B}[0;38;5;214m")
    #expect(FrameWriter(colors: .ansi16).sgr(orange) == "\u{1B}[0;33m")
    #expect(FrameWriter(colors: .none).sgr(orange) == "\u{1B}[0m")
  }

  @Test func noColorAndDumbTerminalsTurnColorOff() {
    #expect(ColorSupport.detect(["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
    #expect(ColorSupport.detect(["TERM": "dumb"]) == .none)
    #expect(ColorSupport.detect(["TERM": "xterm-256color"]) == .ansi256)
    #expect(ColorSupport.detect(["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
    #expect(ColorSupport.detect(["TERM": "xterm"]) == .ansi16)
  }
}
