import Foundation
import Testing

@testable import FocusUITesting

/// The terminal host draws once per batch: all the input that arrived and
/// all the main-actor work that is ready, then one frame, paced to the
/// frame rate (`FOCUSUI_FRAME_RATE`). Counts only: frames from the host's
/// own record (`FOCUSUI_LATENCY_LOG`, a line per frame that answered
/// input) and from the probe's body count.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct TerminalBatchTests {
  /// The frames the host logged: bytes read and written by each.
  static func frames(in log: String) -> [(read: Int, written: Int)] {
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ").compactMap { Int($0) }
      return fields.count == 3 ? (fields[2], fields[1]) : nil
    }
  }

  @Test func aThousandTabsInTenWritesDrawAFewFrames() throws {
    let log = NSTemporaryDirectory() + "focus-batch-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: log) }
    // Two frames a second: the writes below come well within one interval
    // of each other, so all but the first wait for the next frame.
    let terminal = try Terminal(
      "FOCUSUI_FRAME_RATE=2 FOCUSUI_LATENCY_LOG=\(log) \(Terminal.demo) login", columns: 60, rows: 16)
    try terminal.wait(for: "focusedField = nil")
    let before = Self.frames(in: log).count
    for _ in 0..<10 { try terminal.send([UInt8](repeating: 0x09, count: 100)) }
    var frames: [(read: Int, written: Int)] = []
    let answered = eventually(seconds: 60) {
      frames = Array(Self.frames(in: log).dropFirst(before))
      return frames.map(\.read).reduce(0, +) >= 1_000
    }
    try #require(answered, "the host answered \(frames.map(\.read).reduce(0, +)) of 1000 bytes: \(frames)")
    // The login form has three stops (username, password, Sign In): the
    // 1,000th Tab lands where the first did.
    try terminal.wait(for: "focusedField = .username")
    // Ten writes of a hundred keys: a frame answers every key that came
    // before it, so never more frames than writes (how many fewer depends
    // on how the writes fall into the 500 ms intervals: not asserted, as
    // a busy machine spreads them), and a frame answers a whole write.
    #expect(frames.count <= 10, "\(frames.count) frames: \(frames)")
    #expect(frames.map(\.read).max() ?? 0 >= 100, "no frame answered a whole write: \(frames)")
  }

  @Test func aTaskChangingAModelInALoopIsDrawnOncePerFrameNotPerChange() throws {
    let terminal = try Terminal("FOCUSUI_FRAME_RATE=20 \(Terminal.demo) churn", columns: 40, rows: 6)
    var counts: (changes: Int, bodies: Int) = (0, 0)
    let screen = try terminal.wait(until: "20,000 changes were made", seconds: 120) { screen in
      counts = Self.counts(on: screen)
      return counts.changes >= 20_000
    }
    counts = Self.counts(on: screen)
    // A frame shows the latest count; between two frames (50 ms) the task
    // changed the model many times, with one body evaluation for them all.
    // Drawn per change, the two counts would be about equal.
    #expect(counts.bodies > 0)
    #expect(counts.changes >= 10 * counts.bodies, "\(counts.changes) changes, \(counts.bodies) bodies")
    try terminal.send([0x11])  // Ctrl-Q
  }

  /// The numbers after "changes: " and "bodies: " on `screen`.
  static func counts(on screen: String) -> (changes: Int, bodies: Int) {
    func number(after label: String) -> Int {
      guard let range = screen.range(of: label) else { return 0 }
      return Int(screen[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    return (number(after: "changes: "), number(after: "bodies: "))
  }
}
