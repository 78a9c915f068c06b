import Testing

@testable import FocusUITerminal
@testable import FocusUITesting

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

  /// The frame's bytes with the writer's own sequences taken out: cursor
  /// moves, erases, SGR and cursor visibility (`ESC [ params final`).
  func withoutOwnSequences(_ frame: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var input = Array(frame.utf8)[...]
    while let byte = input.first {
      if byte == 0x1B, input.dropFirst().first == UInt8(ascii: "[") {
        let parameters = input.dropFirst(2).prefix { (0x30...0x3F).contains($0) }
        let final = input.dropFirst(2 + parameters.count).first
        if let final, "HJmhlC".utf8.contains(final) {
          input = input.dropFirst(3 + parameters.count)
          continue
        }
      }
      bytes.append(byte)
      input = input.dropFirst()
    }
    return bytes
  }

  struct Hostile: View {
    let lines: [String]
    var body: some View {
      VStack(alignment: .leading) {
        ForEach(lines.indices, id: \.self) { index in
          Text(lines[index]).foregroundStyle(.red)
        }
      }
    }
  }

  @Test func hostileTextDrawnOrFilledWritesNoControlButTheWritersOwn() {
    // One chunk of the corpus per frame, each redrawn over the last.
    var writer = FrameWriter(colors: .trueColor)
    let size = Size(width: 120, height: 12)
    for start in stride(from: 0, to: HostileText.corpus.count, by: size.height) {
      let lines = Array(HostileText.corpus[start..<min(start + size.height, HostileText.corpus.count)])
      let host = TestHost(Hostile(lines: lines), size: size)
      let frame = writer.frame(host.canvas, cursor: nil)
      #expect(HostileText.rawControls(in: withoutOwnSequences(frame), allowing: []) == [])
    }
    // A fill with a control character, such as a view drawing a border.
    var canvas = Canvas(size: Size(width: 40, height: 3))
    for (row, control) in ["\u{1B}", "\u{9B}", "\u{7}"].enumerated() {
      canvas.fill(Rect(x: 0, y: row, width: 40, height: 1), with: Character(control), style: .plain)
    }
    var fresh = FrameWriter(colors: .none)
    #expect(HostileText.rawControls(in: withoutOwnSequences(fresh.frame(canvas, cursor: nil)), allowing: []) == [])
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

  struct LongForm: View {
    let fields: Int
    @FocusState private var focused: Int?
    var body: some View {
      VStack(alignment: .leading) {
        Text("focused \(focused.map(String.init) ?? "nil")")
        Form {
          ForEach(0..<fields, id: \.self) { index in
            TextField("Field \(index)", text: .constant("")).focused($focused, equals: index)
          }
        }
      }
    }
  }

  @Test func aTabBetweenTwoFieldsComparesAFewRowsCellByCellAndWritesTheirSpans() {
    let host = TestHost(LongForm(fields: 1_000), size: Size(width: 80, height: 24))
    var writer = FrameWriter(colors: .ansi256)
    _ = writer.frame(host.canvas, cursor: nil)
    #expect(writer.rowsComparedByCell == 0)  // a whole frame compares nothing
    for _ in 0..<10 {
      host.press(.tab)
      let bytes = writer.frame(host.canvas, cursor: nil).utf8.count
      // The field that lost focus, the one that got it, the status line.
      #expect(writer.rowsComparedByCell <= 3)
      #expect(bytes < 200)
    }
    _ = writer.frame(host.canvas, cursor: nil)
    #expect(writer.rowsComparedByCell == 0)  // nothing changed
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
