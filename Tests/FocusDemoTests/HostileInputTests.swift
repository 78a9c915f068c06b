import FocusDemoExamples
import Foundation
import Testing

@testable import FocusUITesting

/// The built `focus-demo` given text that tries to drive a terminal, as key
/// scripts and as arguments: what it writes to standard output and error
/// holds no raw control, only line feeds.
@Suite(.onItsOwnThread) struct HostileInputTests {
  /// Runs `arguments` (the first is the executable) and returns its exit
  /// status and the bytes of its standard output and error, together.
  func output(of arguments: [String]) throws -> (status: Int32, bytes: [UInt8]) {
    let base = NSTemporaryDirectory() + "focus-hostile-\(UUID().uuidString)"
    defer {
      try? FileManager.default.removeItem(atPath: base + ".out")
      try? FileManager.default.removeItem(atPath: base + ".err")
    }
    let status = spawn(arguments, output: base + ".out", error: base + ".err")
    let out = try Data(contentsOf: URL(fileURLWithPath: base + ".out"))
    let err = try Data(contentsOf: URL(fileURLWithPath: base + ".err"))
    return (status, Array(out) + Array(err))
  }

  /// The corpus in chunks of ten, one run each; without NUL, which no
  /// argument can hold (it ends the C string).
  var chunks: [[String]] {
    let corpus = HostileText.corpus.map { String($0.unicodeScalars.filter { $0 != "\0" }) }
    return stride(from: 0, to: corpus.count, by: 10).map { Array(corpus[$0..<min($0 + 10, corpus.count)]) }
  }

  @Test func hostileTypedTextAndLabelsLeaveNoControlInTheHeadlessRunsOutput() throws {
    for chunk in chunks {
      // Clicks on missing labels and typing with no field focused both
      // warn, quoting the text; then the text goes into a field, and the
      // screen is printed.
      let quoted = chunk.map { "\"\($0)\"" }
      let script = (quoted.map { "click:\($0)" } + quoted + ["tab"] + quoted).joined(separator: " ")
      _ = try KeyScript(parsing: script)
      let run = try output(of: [Terminal.demo, "login", "--keys", script, "--print-screen", "--size", "100x30"])
      #expect(run.status == 0)
      #expect(HostileText.rawControls(in: run.bytes) == [], "\(chunk.map(\.debugDescription))")
      let text = String(decoding: run.bytes, as: UTF8.self)
      #expect(text.contains("no element has that label"))  // the warnings were written
    }
  }

  @Test func hostileExampleNamesAreEscapedInTheError() throws {
    for name in HostileText.corpus {
      let run = try output(of: [Terminal.demo, name])
      #expect(run.status != 0)
      #expect(HostileText.rawControls(in: run.bytes) == [], "\(name.debugDescription)")
    }
    let run = try output(of: [Terminal.demo, "\u{1B}]0;owned\u{7}"])
    #expect(String(decoding: run.bytes, as: UTF8.self).contains(#"no example named '\u{1B}]0;owned\u{07}'"#))
  }

  @Test func hostileFilesSizesOptionsAndKeyScriptsAreEscapedInTheErrors() throws {
    // Each string through one of the other argument errors, in turn.
    let mistakes: [(String) -> [String]] = [
      { ["login", $0] },  // a file given to an example
      { ["login", "--keys", "\"" + $0] },  // a quoted text never closed
      { ["login", "--keys", "nokey" + $0] },  // an unknown key
      { ["--x" + $0] },  // an unknown option
      { ["login", "--size", $0] },  // a size that is not one
    ]
    for (index, text) in HostileText.corpus.enumerated() {
      let run = try output(of: [Terminal.demo] + mistakes[index % mistakes.count](text))
      #expect(run.status != 0)
      #expect(HostileText.rawControls(in: run.bytes) == [], "\(index % mistakes.count): \(text.debugDescription)")
    }
  }

  @Test func rawControlBytesInArgumentsLeaveNoControl() throws {
    // Bytes no Swift string holds: a lone 0x9B (CSI to a terminal that
    // reads bytes), ESC and BEL, and U+009B as UTF-8; given by the shell.
    let bytes = #"$(printf '\233[2J\033]0;X\007\302\233x')"#
    for arguments in [#""$0" "\#(bytes)""#, #""$0" login --keys "\"\#(bytes)" "#, #""$0" "--\#(bytes)""#] {
      let run = try output(of: ["/bin/sh", "-c", "exec " + arguments, Terminal.demo])
      #expect(run.status != 0)
      #expect(HostileText.rawControls(in: run.bytes) == [], "\(arguments)")
      #expect(String(decoding: run.bytes, as: UTF8.self).contains("Error"))
    }
  }
}
