// The terminal's frame path in process, at 80x24: a key event into the
// window, then the frame drawn and the bytes FrameWriter writes for it —
// what TerminalHost does between reading a key and writing, without the
// terminal. The 10,000-field form's run is "Tab, draw and write the
// terminal frame, 10,000 fields" (FocusEndToEndBenchmarks.swift); this file
// adds the documentation's login form:
//   - "Terminal frame: Tab, login form": focus moves to the next control
//     (Username → Password → Sign In → …), the status line changes.
//   - "Terminal frame: a key no view handles (F5), login form": routed,
//     settled, laid out, drawn and compared; nothing is written. The floor
//     under every key.
// Each reports "terminalBytes" and "rowsComparedByCell" (the rows the
// writer found changed and compared cell by cell).

import Benchmark
import BenchmarkScenes
import BenchmarkSupport
import FocusUI
import FocusUITerminal
import FocusUITesting

@MainActor
enum TerminalFrameFixture {
  static var host: TestHost?
  static var writer = FrameWriter()
}

extension Metrics {
  /// Rows of the frame the writer compared cell by cell.
  static var rowsComparedByCell: BenchmarkMetric {
    .custom("rowsComparedByCell", polarity: .prefersSmaller, useScalingFactor: false)
  }
}

func terminalFrameBenchmarks() {
  // F5 as the terminal decodes it (FocusUI names its function keys for
  // itself only).
  let f5 = KeyEquivalent("\u{F708}")
  for (name, key) in [("Tab", KeyEquivalent.tab), ("a key no view handles (F5)", f5)] {
    Benchmark(
      "Terminal frame: \(name), login form",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal, Metrics.terminalBytes, Metrics.rowsComparedByCell])
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = TerminalFrameFixture.host else { return benchmark.error("no host") }
        benchmark.startMeasurement()
        host.press(key)
        let bytes = TerminalFrameFixture.writer.frame(host.canvas, cursor: host.textCursor).utf8.count
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.terminalBytes, bytes)
        benchmark.measurement(Metrics.rowsComparedByCell, TerminalFrameFixture.writer.rowsComparedByCell)
      }
    } setup: { @MainActor in
      let host = TestHost(BenchmarkLoginForm(), size: Fixture.screen)
      TerminalFrameFixture.host = host
      TerminalFrameFixture.writer = FrameWriter()
      _ = TerminalFrameFixture.writer.frame(host.canvas, cursor: host.textCursor)  // the first, whole frame
    } teardown: { @MainActor in
      TerminalFrameFixture.host = nil
    }
  }
}
