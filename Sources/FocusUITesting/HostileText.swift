/// Text that tries to drive a terminal, for tests of every channel that
/// writes text from an app or a user to a terminal, standard error or a log;
/// and the check that such output holds no raw control.
///
/// ```swift
/// let log = try AnnouncementLog(path: path)
/// for text in HostileText.corpus { log.append(text) }
/// let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
/// #expect(HostileText.rawControls(in: bytes).isEmpty)
/// ```
///
/// The corpus holds escape sequences a terminal obeys (window titles, the
/// clipboard, device reports, resets), every C0 and C1 control, DEL, NUL,
/// bidirectional overrides, and controls mixed into emoji, combining marks
/// and wide text, some very long. No string holds a double quote, so each
/// can be quoted in a key script.
enum HostileText {
  static let corpus: [String] = escapeSequences + c0Controls + c1Controls + bidiControls + mixed + long

  /// ESC-introduced sequences: CSI, OSC, DCS, APC, PM, SOS and single ones.
  static let escapeSequences = [
    "\u{1B}]0;owned\u{07}",  // OSC 0: window title, ended by BEL
    "\u{1B}]2;owned\u{1B}\\",  // OSC 2, ended by ST
    "\u{1B}]52;c;cm0gLXJmIH4K\u{07}",  // OSC 52: writes the clipboard
    "\u{1B}]52;c;?\u{07}",  // OSC 52: reads the clipboard back as input
    "\u{1B}]8;;https://example.com\u{1B}\\click\u{1B}]8;;\u{1B}\\",  // OSC 8: a hyperlink
    "\u{1B}]4;1;rgb:ff/00/00\u{07}",  // OSC 4: changes the palette
    "\u{1B}]10;?\u{07}",  // OSC 10: reports the foreground color as input
    "\u{1B}]1337;File=inline=1:AAAA\u{07}",  // iTerm2's inline file
    "\u{1B}[2J\u{1B}[H",  // CSI: clears the screen, homes the cursor
    "\u{1B}[31mred\u{1B}[0m",  // SGR colors
    "\u{1B}[?1049h",  // the alternate screen
    "\u{1B}[?1000h\u{1B}[?1006h",  // mouse reports on
    "\u{1B}[6n",  // cursor position report, answered as input
    "\u{1B}[c",  // device attributes, answered as input
    "\u{1B}[21t",  // reports the window title as input
    "\u{1B}[8;100;300t",  // resizes the window
    "\u{1B}[?25l",  // hides the cursor
    "\u{1B}[200~pasted\u{1B}[201~",  // bracketed paste markers
    "\u{1B}P$qm\u{1B}\\",  // DCS DECRQSS
    "\u{1B}P+q544e\u{1B}\\",  // DCS XTGETTCAP
    "\u{1B}_application program command\u{1B}\\",  // APC
    "\u{1B}^privacy message\u{1B}\\",  // PM
    "\u{1B}Xstart of string\u{1B}\\",  // SOS
    "\u{1B}c",  // RIS: resets the terminal
    "\u{1B}7moved\u{1B}8",  // saves and restores the cursor
    "\u{1B}(0lqqk\u{1B}(B",  // DEC line drawing
    "\u{1B}#8",  // DECALN: fills the screen with E
    "\u{1B}",  // a lone ESC
    "\u{1B}\u{1B}\u{1B}[",
  ]

  /// C0 controls and DEL, alone and in words.
  static let c0Controls = [
    "\u{07}bell",
    "back\u{08}\u{08}\u{08}\u{08}space",
    "carriage\rreturn",
    "line\nfeed",
    "crlf\r\nline",
    "tab\there",
    "vertical\u{0B}tab\u{0C}form feed",
    "nul\u{00}byte",
    "\u{00}",
    "shift\u{0E}out\u{0F}in",
    "xon\u{11}xoff\u{13}",
    "ctrl-c\u{03}ctrl-d\u{04}ctrl-z\u{1A}",
    "\u{18}cancel\u{1A}substitute",
    "fs\u{1C}gs\u{1D}rs\u{1E}us\u{1F}",
    String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))),  // every C0
    "del\u{7F}ete",
  ]

  /// C1 controls, as the characters U+0080–U+009F.
  static let c1Controls = [
    "\u{9B}2J",  // CSI
    "\u{9D}0;owned\u{9C}",  // OSC, ended by ST
    "\u{9D}52;c;cm0K\u{07}",  // OSC 52 by C1
    "\u{90}$qm\u{9C}",  // DCS
    "\u{9F}apc\u{9C}",  // APC
    "\u{9E}pm\u{9C}",  // PM
    "\u{98}sos\u{9C}",  // SOS
    "\u{85}next line",  // NEL
    "\u{84}\u{88}\u{8D}\u{8E}\u{8F}",  // IND, HTS, RI, SS2, SS3
    String(String.UnicodeScalarView((0x80...0x9F).compactMap(Unicode.Scalar.init))),  // every C1
  ]

  /// Bidirectional overrides and isolates ("Trojan Source").
  static let bidiControls = [
    "\u{202E}gpj.exe",
    "admin\u{2066}\u{2069}\u{202A}\u{202B}\u{202C}\u{202D}",
    "\u{2067}isolated\u{2069} text",
    "line\u{2028}separator\u{2029}paragraph",
  ]

  /// Controls among emoji, combining marks and wide text.
  static let mixed = [
    "👩‍💻\u{1B}]0;owned\u{07}👍🏽",
    "é\u{1B}[31m\u{301}ñ",  // a combining mark right after an escape
    "x\u{1B}\u{301}\u{302}\u{303}",  // marks on ESC itself
    "日本\u{9B}31m語",
    "🇫🇷\u{202E}🇩🇪",
    "Z\u{324}\u{354}\u{367}a\u{308}\u{356}\u{1B}[5mblink",
    "🏴󠁧󠁢󠁳󠁣󠁴󠁿\u{07}",  // a tag sequence, then BEL
  ]

  /// Long runs, to catch a channel that cuts or escapes only a prefix.
  static let long = [
    String(repeating: "\u{1B}[31m", count: 500),
    String(repeating: "a", count: 3000) + "\u{1B}]0;late\u{07}",
    String(repeating: "\u{9B}", count: 300),
    String(repeating: "ab\u{7F}", count: 400),
  ]

  /// The raw controls in `bytes`, described ("0x1B at 12"), except
  /// `allowed` bytes (a line feed, by default): C0 bytes, DEL, C1 and bidi
  /// controls as UTF-8, and bytes that are not UTF-8 at all (a stray 0x9B
  /// is a C1 CSI to a terminal that reads bytes). Empty when the output is
  /// clean.
  ///
  /// ```swift
  /// HostileText.rawControls(in: Array("ok\n".utf8))      // []
  /// HostileText.rawControls(in: Array("\u{1B}[2J".utf8))  // ["0x1B at 0"]
  /// ```
  static func rawControls(in bytes: [UInt8], allowing allowed: Set<UInt8> = [0x0A]) -> [String] {
    var found: [String] = []
    for (offset, byte) in bytes.enumerated() where (byte < 0x20 || byte == 0x7F) && !allowed.contains(byte) {
      found.append("0x\(hex(UInt32(byte))) at \(offset)")
    }
    var offset = 0
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        switch scalar.value {
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
          found.append("U+\(hex(scalar.value)) at \(offset)")
        default: break
        }
        offset += UTF8.width(scalar)
      case .error:
        found.append("a byte that is not UTF-8 near \(offset)")
        offset += 1
      case .emptyInput:
        break decoding
      }
    }
    return found
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count % 2 == 1 ? "0" + digits : digits
  }
}
