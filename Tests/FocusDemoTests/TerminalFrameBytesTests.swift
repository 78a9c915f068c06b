import Foundation
import Testing

@testable import FocusUITesting

/// What the terminal host writes per key: nothing when nothing changed, a
/// few hundred bytes at most for a Tab, whatever the form's size. Read
/// from the host's own record (`FOCUSUI_LATENCY_LOG`: per read of input,
/// the bytes its frame wrote) and checked against what reached the
/// terminal. Counts only: the times in the record are for
/// `Benchmarks/terminal-latency.sh`.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct TerminalFrameBytesTests {
  /// The demo in a terminal, with its latency log and its output recorded.
  final class Recorded {
    let terminal: Terminal
    let log = NSTemporaryDirectory() + "focus-latency-\(UUID().uuidString)"
    let output = NSTemporaryDirectory() + "focus-output-\(UUID().uuidString)"

    init(example: String, columns: Int, rows: Int, ready: String) throws {
      terminal = try Terminal(
        "FOCUSUI_LATENCY_LOG=\(log) \(Terminal.demo) \(example)", columns: columns, rows: rows)
      // Building 10,000 fields takes a while in a debug build.
      try terminal.wait(for: ready, seconds: 120)
      try terminal.recordOutput(to: output)
    }

    deinit {
      try? FileManager.default.removeItem(atPath: log)
      try? FileManager.default.removeItem(atPath: output)
    }

    /// The bytes written for each read so far, oldest first.
    func written() -> [Int] {
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      return text.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: " ")
        return fields.count == 3 ? Int(fields[1]) : nil
      }
    }

    /// Sends `bytes` and returns what the frame after them wrote, once the
    /// host logged it.
    func press(_ bytes: [UInt8]) throws -> Int {
      let count = written().count
      try terminal.send(bytes)
      var result: [Int] = []
      let logged = eventually(seconds: 30) {
        result = written()
        return result.count > count
      }
      try #require(logged, "the host logged no frame after \(bytes)")
      return result[count]
    }

    /// How many bytes reached the terminal since recording began.
    var recordedBytes: Int {
      ((try? FileManager.default.attributesOfItem(atPath: output)[.size]) as? Int) ?? 0
    }
  }

  static let tab: [UInt8] = [0x09]

  @Test func aKeyThatChangesNothingWritesNoBytes() throws {
    let run = try Recorded(example: "login", columns: 60, rows: 16, ready: "focusedField = nil")
    let insert = try run.press(Array("\u{1B}[2~".utf8))  // a sequence no view handles
    let f5 = try run.press(Array("\u{1B}[15~".utf8))  // a key no view handles
    #expect(insert == 0)
    #expect(f5 == 0)
    let tab = try run.press(Self.tab)
    #expect(tab > 0)
    try run.terminal.wait(for: "focusedField = .username")
    // What reached the terminal is the Tab's frame alone.
    #expect(eventually { run.recordedBytes >= tab })
    #expect(run.recordedBytes == tab)
  }

  @Test func aTabInATenThousandFieldFormWritesAtMost200Bytes() throws {
    let run = try Recorded(example: "big-form", columns: 80, rows: 24, ready: "Field 0")
    // Past the bottom of the screen, so that the form scrolls too.
    var sizes: [Int] = []
    for _ in 0..<40 { sizes.append(try run.press(Self.tab)) }
    try run.terminal.wait(for: "focused = 39")
    #expect(sizes.allSatisfy { $0 > 0 }, "\(sizes)")
    #expect(sizes.allSatisfy { $0 <= 200 }, "bytes per Tab: \(sizes)")
    #expect(eventually { run.recordedBytes >= sizes.reduce(0, +) })
    #expect(run.recordedBytes == sizes.reduce(0, +))
  }
}
