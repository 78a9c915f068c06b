// Focus through the whole FocusUI runtime, driven through TestHost.
//
// Run from /work/main/Benchmarks:
//
//   swift package --disable-sandbox benchmark --target FocusEndToEndBenchmarks
//
// The view is a form of n focusable text fields, each bound to one
// @FocusState, plus a status line that reads the state (n = 100 and 10,000).
// The host (80x24 cells) is built in each benchmark's setup. One operation:
//   - "Tab": host.press(.tab). Focus moves to the next field (wrapping), the
//     state changes, the status line's body runs, layout runs.
//   - "Tab and draw": the same, then host.canvas renders the 80x24 frame, as
//     a terminal host does after each key (TestHost's input methods update
//     and lay out, but do not draw).
//   - "FocusState write": focused = k through the form's FocusState binding,
//     then host.resize(to: host.size), which applies the write and lays out
//     (what TestHost does after every event). k alternates between rows n/4
//     and 3n/4, so focus really moves (and the form scrolls) each time.
//     Not through a Button: TestHost.click searched every element by label
//     (O(n)) when this was written (it now uses the element index); the
//     label lookup is not what is being measured.
//
// Each benchmark also reports the custom metric "bodyEvaluations", the delta
// of host.stats.bodyEvaluations per operation (expected: 1, the status line),
// and checks afterwards (not measured) that focus landed on the expected row.

import Benchmark
import BenchmarkSupport
import Dispatch
import FocusUI
import FocusUITerminal
import FocusUITesting
import Foundation

// MARK: - Views under test

struct FieldRow: View {
  let index: Int
  let focus: FocusState<Int?>.Binding

  var body: some View {
    TextField("Field \(index)", text: .constant("")).focused(focus, equals: index)
  }
}

struct StatusLine: View {
  let focus: FocusState<Int?>.Binding

  var body: some View {
    Text("focused \(focus.wrappedValue.map(String.init) ?? "nil")")
  }
}

struct FocusForm: View {
  let fields: Int
  @FocusState private var focused: Int?

  var body: some View {
    // Hands the state's binding to the "FocusState write" benchmarks.
    let _ = Probe.offer($focused)
    Form {
      StatusLine(focus: $focused)
      ForEach(0..<fields, id: \.self) { FieldRow(index: $0, focus: $focused) }
    }
  }
}

/// Where FocusForm leaves its FocusState binding, so a benchmark can write
/// the state as the form's own code would (`focused = k`).
@MainActor
enum Probe {
  static var binding: FocusState<Int?>.Binding?

  static func offer(_ binding: FocusState<Int?>.Binding) {
    if self.binding == nil { self.binding = binding }
  }
}

/// The host the benchmarks drive, built in their setup.
@MainActor
enum Fixture {
  static var host: TestHost?
  /// The terminal output of the last frame, for the "terminal bytes" runs.
  static var writer = FrameWriter()
  /// The next write's target row.
  static var nextTarget = 0

  static let screen = Size(width: 80, height: 24)

  /// The form a benchmark drives.
  enum Scenario {
    /// ``FocusForm``: the fields and a status line reading the state.
    case statusLine
    /// ``ProbeForm``: the peers' scenario, the fields alone.
    case peers
  }

  static func start(fields: Int, scenario: Scenario = .statusLine) {
    Probe.binding = nil
    switch scenario {
    case .statusLine: host = TestHost(FocusForm(fields: fields), size: screen)
    case .peers: host = TestHost(ProbeForm(fields: fields), size: screen)
    }
  }

  static func stop() {
    host = nil
    Probe.binding = nil
  }

  /// Fails the benchmark if focus is not on row `expected`: the operation
  /// must really move focus. Not measured.
  static func check(_ focused: FocusState<Int?>.Binding, is expected: Int, _ benchmark: Benchmark) {
    guard focused.wrappedValue != expected else { return }
    benchmark.error("focus is on \(String(describing: focused.wrappedValue)), expected \(expected)")
  }
}

// MARK: - Benchmarks

/// A Tab in `scenario`'s form of `fields` fields, then `finish` (nothing,
/// or drawing the frame), measured together; focus must land on the next
/// field.
func tabBenchmark(
  _ name: String, fields: Int, scenario: Fixture.Scenario = .statusLine, journal: Bool = true,
  then finish: @escaping @MainActor (TestHost) -> Void = { _ in }
) {
  Benchmark(name) { benchmark in
    onMainActor(benchmark) { benchmark in
      guard let host = Fixture.host, let focused = Probe.binding else {
        return benchmark.error("no host or no FocusState binding")
      }
      let expected = focused.wrappedValue.map { ($0 + 1) % fields } ?? 0
      let before = host.stats.bodyEvaluations
      benchmark.startMeasurement()
      host.press(.tab)
      finish(host)
      benchmark.stopMeasurement()
      benchmark.measurement(Metrics.bodyEvaluations, host.stats.bodyEvaluations - before)
      Fixture.check(focused, is: expected, benchmark)
    }
  } setup: { @MainActor in
    Fixture.start(fields: fields, scenario: scenario)
    Fixture.host?.recordsFocusJournal = journal
  } teardown: { @MainActor in
    Fixture.stop()
  }
}

enum Metrics {
  /// host.stats.bodyEvaluations during the measured operation.
  static var bodyEvaluations: BenchmarkMetric {
    .custom("bodyEvaluations", polarity: .prefersSmaller, useScalingFactor: false)
  }
  /// Bytes written to the terminal for the frame after the operation.
  static var terminalBytes: BenchmarkMetric {
    .custom("terminalBytes", polarity: .prefersSmaller, useScalingFactor: false)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    // Not .instructions: no hardware counters in this VM (the metric is
    // silently left out). Not .cpuTotal: it has a 10 ms resolution here.
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, Metrics.bodyEvaluations, Metrics.terminalBytes],
    warmupIterations: 3,
    maxDuration: .seconds(3),
    maxIterations: 10_000
  )

  for fields in [100, 10_000] {
    let n = grouped(fields)
    let targets = (fields / 4, 3 * fields / 4)

    tabBenchmark("Tab, \(n) fields", fields: fields)
    // What the focus journal's recording costs a Tab.
    tabBenchmark("Tab, focus journal off, \(n) fields", fields: fields, journal: false)
    // Renders the 80x24 frame, as a terminal host does after each key.
    tabBenchmark("Tab and draw, \(n) fields", fields: fields) { host in blackHole(host.canvas) }

    Benchmark(
      "Tab, draw and write the terminal frame, \(n) fields",
      configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [Metrics.rowsComparedByCell])
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = Fixture.host, let focused = Probe.binding else {
          return benchmark.error("no host or no FocusState binding")
        }
        let expected = focused.wrappedValue.map { ($0 + 1) % fields } ?? 0
        benchmark.startMeasurement()
        host.press(.tab)
        let bytes = Fixture.writer.frame(host.canvas, cursor: nil).utf8.count
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.terminalBytes, bytes)
        benchmark.measurement(Metrics.rowsComparedByCell, Fixture.writer.rowsComparedByCell)
        Fixture.check(focused, is: expected, benchmark)
      }
    } setup: { @MainActor in
      Fixture.start(fields: fields)
      Fixture.writer = FrameWriter()
      _ = Fixture.writer.frame(Fixture.host!.canvas, cursor: nil)  // the first, whole frame
    } teardown: { @MainActor in
      Fixture.stop()
    }

    Benchmark("FocusState write, \(n) fields") { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = Fixture.host, let focused = Probe.binding else {
          return benchmark.error("no host or no FocusState binding")
        }
        let target = Fixture.nextTarget
        Fixture.nextTarget = target == targets.0 ? targets.1 : targets.0
        let before = host.stats.bodyEvaluations
        benchmark.startMeasurement()
        focused.wrappedValue = target
        host.resize(to: host.size)  // settles: applies the write, runs the dirty body, lays out
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.bodyEvaluations, host.stats.bodyEvaluations - before)
        Fixture.check(focused, is: target, benchmark)
      }
    } setup: { @MainActor in
      Fixture.start(fields: fields)
      Fixture.nextTarget = targets.0
    } teardown: { @MainActor in
      Fixture.stop()
    }
  }

  probeScenarioBenchmarks()
  terminalFrameBenchmarks()
  focusedValueAndAccessibilityBenchmarks()
  textEditingBenchmarks()
  parentStateBenchmarks()
  bigFormBenchmarks()
  flatMemoryBenchmarks()
  churnBenchmarks()
  accessibilityBusBenchmarks()
}
