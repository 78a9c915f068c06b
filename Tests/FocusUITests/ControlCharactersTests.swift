import Testing

@testable import FocusUITesting

/// Side channels (logs, standard error, printed screens) write control
/// characters visibly, and everything else as it is.
@Suite struct ControlCharactersTests {
  /// Whether `text` holds a scalar a terminal would obey: C0 (except those
  /// in `allowed`), DEL, C1, or a bidi embedding, override or isolate.
  func controls(in text: String, allowing allowed: Set<Unicode.Scalar> = []) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      guard !allowed.contains(scalar) else { return false }
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
      default: return false
      }
    }
  }

  @Test func noHostileStringKeepsAControlInAnyMode() {
    #expect(HostileText.corpus.count >= 50)
    for text in HostileText.corpus {
      #expect(controls(in: ControlCharacters.escaped(text)).isEmpty, "\(text.debugDescription)")
      #expect(controls(in: ControlCharacters.escaped(text, lineBreaks: .kept), allowing: ["\n"]).isEmpty)
      #expect(controls(in: ControlCharacters.escaped(text, lineBreaks: .spaces)).isEmpty)
      #expect(controls(in: ControlCharacters.blanked(text)).isEmpty)
    }
  }

  @Test func escapedTextStaysOnOneLineUnlessLineFeedsAreKept() {
    for text in HostileText.corpus {
      for mode in [ControlCharacters.LineBreaks.escaped, .spaces] {
        let escaped = ControlCharacters.escaped(text, lineBreaks: mode)
        #expect(!escaped.contains { $0.isNewline }, "\(text.debugDescription)")
      }
    }
    #expect(ControlCharacters.escaped("a\nb\r\nc", lineBreaks: .kept) == #"a"# + "\n" + #"b\u{0D}"# + "\nc")
  }

  @Test func controlsAreWrittenInSwiftsNotation() {
    #expect(ControlCharacters.escaped("\u{1B}]0;owned\u{07}") == #"\u{1B}]0;owned\u{07}"#)
    #expect(ControlCharacters.escaped("\u{00}\u{7F}\u{9B}2J") == #"\u{00}\u{7F}\u{9B}2J"#)
    #expect(ControlCharacters.escaped("\u{202E}gpj.exe") == #"\u{202E}gpj.exe"#)
    #expect(ControlCharacters.escaped("tab\there") == #"tab\u{09}here"#)
    #expect(ControlCharacters.escaped("two\nlines") == #"two\u{0A}lines"#)
    #expect(ControlCharacters.escaped("para\u{2029}graph") == #"para\u{2029}graph"#)
  }

  @Test func lineBreaksBecomeOneSpaceEachForLogs() {
    let text = "one\ntwo\r\nthree\rfour\u{0B}five\u{0C}six\u{85}seven\u{2028}eight\u{2029}nine"
    #expect(
      ControlCharacters.escaped(text, lineBreaks: .spaces) == "one two three four five six seven eight nine")
    #expect(ControlCharacters.escaped("a\u{1B}[2J\nb", lineBreaks: .spaces) == #"a\u{1B}[2J b"#)
  }

  @Test func printableTextPassesUnchanged() {
    let printable = [
      "", "Sign In", "Café ☕️ 日本語", "👩‍💻👍🏽🇫🇷🏴󠁧󠁢󠁳󠁣󠁴󠁿", "e\u{301}\u{302}", "שלום עולם", "مرحبا\u{200F}",
      #"C:\path\u{1B} and \\ backslashes"#, "zero\u{200B}width\u{200D}joiner\u{FEFF}", "soft\u{AD}hyphen",
      String(repeating: "long line ", count: 1000),
    ]
    for text in printable {
      #expect(ControlCharacters.escaped(text) == text)
      #expect(ControlCharacters.escaped(text, lineBreaks: .spaces) == text)
      #expect(ControlCharacters.escaped(text, lineBreaks: .kept) == text)
      #expect(ControlCharacters.blanked(text) == text)
    }
  }

  @Test func theTextAroundAControlIsKeptWhole() {
    #expect(ControlCharacters.escaped("👩‍💻\u{1B}👍🏽") == #"👩‍💻\u{1B}👍🏽"#)
    #expect(ControlCharacters.escaped("é\u{1B}\u{301}ñ") == "é" + #"\u{1B}"# + "\u{301}ñ")
  }

  @Test func speechGetsASpaceForEachControl() {
    #expect(ControlCharacters.blanked("Sign\u{1B}In\nbutton\u{9B}") == "Sign In button ")
    #expect(ControlCharacters.blanked("nul\u{0}byte") == "nul byte")
  }

  struct Empty: View {
    var body: some View { Text("Nothing to focus") }
  }

  @MainActor @Test func warningsThatQuoteHostileTextHoldNoControl() {
    let host = TestHost(Empty(), size: Size(width: 40, height: 4))
    for text in HostileText.corpus {
      host.type(text)
      host.click(text)
    }
    #expect(host.runtimeWarnings.count >= HostileText.corpus.count)
    for warning in host.runtimeWarnings {
      #expect(controls(in: warning).isEmpty, "\(warning.debugDescription)")
    }
    #expect(host.runtimeWarnings.contains(#"TestHost.click("\u{1B}]0;owned\u{07}"): no element has that label."#))
  }

  struct Hostile: View {
    let lines: [String]
    var body: some View {
      VStack(alignment: .leading) {
        ForEach(lines.indices, id: \.self) { index in
          Text(lines[index])
        }
      }
    }
  }

  @MainActor @Test func theScreenHoldsNoControlFromHostileText() {
    let host = TestHost(Hostile(lines: HostileText.corpus), size: Size(width: 200, height: HostileText.corpus.count))
    #expect(controls(in: host.screen, allowing: ["\n"]).isEmpty)
  }
}
