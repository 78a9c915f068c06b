import Testing

@testable import FocusUITerminal

// The terminal's focus reports (mode 1004): decoded into window activation,
// turned on with the app's modes and off with them on every exit path.

@Test func focusInAndOutReportsAreWindowActivation() {
  var decoder = KeyDecoder()
  #expect(decoder.decode(Array("\u{1B}[O".utf8)) == [.windowActivation(false)])
  #expect(decoder.decode(Array("\u{1B}[I".utf8)) == [.windowActivation(true)])
}

@Test func aFocusReportSplitAcrossReadsAndAmongKeysIsDecoded() {
  var decoder = KeyDecoder()
  var events = decoder.decode(Array("a\u{1B}[".utf8))
  events += decoder.decode(Array("Ob".utf8))
  #expect(events == [.text("a"), .windowActivation(false), .text("b")])
}

@Test func aFocusReportWithParametersIsNotOne() {
  // `CSI 2 I` is no report a terminal sends: dropped, not an activation.
  var decoder = KeyDecoder()
  #expect(decoder.decode(Array("\u{1B}[2I\u{1B}[1;5O".utf8)).isEmpty)
}

@Test func theAppsModesTurnFocusReportingOnAndTheRestoreTurnsItOff() {
  #expect(TerminalDevice.enter.contains("\u{1B}[?1004h"))
  #expect(TerminalDevice.leave.contains("\u{1B}[?1004l"))
  // Every mode set is reset: the restore written by each exit path (quit,
  // signal handlers, `atexit`, Ctrl-Z) is this one string.
  let set = TerminalDevice.enter.split(separator: "\u{1B}").filter { $0.hasSuffix("h") }
  for mode in set {
    #expect(TerminalDevice.leave.contains("\u{1B}" + mode.dropLast() + "l"), "\(mode) is never reset")
  }
}
