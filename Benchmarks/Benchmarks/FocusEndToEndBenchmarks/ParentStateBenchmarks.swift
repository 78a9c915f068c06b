// Issue #14's scenario: n text fields bound to one @FocusState Int? in a
// ScrollView, and a button whose action changes a parent @State (its own
// label reads it) and writes the focus state to a far row.
//
//   - "Parent state change and far focus write, n fields": Ctrl-J, the
//     button's keyboard shortcut, through host.press (no label search):
//     the parent's body runs, the ForEach has the same range and a content
//     closure with equal captures, so no row runs; focus moves to a row at
//     the other end of the list, which scrolls to it. The rows sit in
//     ScrollView { VStack { ForEach } } (issue #31's shape), at 100 to
//     100,000; custom metrics placements and measurements count the layout
//     work, which must not grow with n (see FarFocusWriteCostTests).
//   - "Mount eager form, n fields": TestHost(JumpForm(fields: n)): every
//     row is built, measured and placed. Peak resident memory shows the
//     cost per row.
//
// Custom metrics: bodyEvaluations and rowEvaluations (ForEach row closures
// run) per operation.

import Benchmark
import BenchmarkScenes
import BenchmarkSupport
import FocusUI
import FocusUITesting

@MainActor
enum JumpFixture {
  static var host: TestHost?
  static var focus: FocusState<Int?>.Binding?

  static func offer(_ binding: FocusState<Int?>.Binding) {
    if focus == nil { focus = binding }
  }
}

extension Metrics {
  /// host.stats.rowEvaluations during the measured operation.
  static var rowEvaluations: BenchmarkMetric {
    .custom("rowEvaluations", polarity: .prefersSmaller, useScalingFactor: false)
  }
  /// host.stats.placements during the measured operation.
  static var placements: BenchmarkMetric {
    .custom("placements", polarity: .prefersSmaller, useScalingFactor: false)
  }
  /// host.stats.measurements during the measured operation.
  static var measurements: BenchmarkMetric {
    .custom("measurements", polarity: .prefersSmaller, useScalingFactor: false)
  }
}

func parentStateBenchmarks() {
  for fields in [100, 1_000, 10_000, 100_000] {
    Benchmark(
      "Parent state change and far focus write, \(grouped(fields)) fields",
      configuration: .init(
        metrics: [
          .wallClock, .mallocCountTotal, Metrics.bodyEvaluations, Metrics.rowEvaluations, Metrics.placements,
          Metrics.measurements,
        ],
        maxDuration: .seconds(3))
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = JumpFixture.host else { return benchmark.error("no host") }
        let before = host.stats
        let from = JumpFixture.focus?.wrappedValue
        benchmark.startMeasurement()
        host.press("j", modifiers: .control)
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.bodyEvaluations, host.stats.bodyEvaluations - before.bodyEvaluations)
        benchmark.measurement(Metrics.rowEvaluations, host.stats.rowEvaluations - before.rowEvaluations)
        benchmark.measurement(Metrics.placements, host.stats.placements - before.placements)
        benchmark.measurement(Metrics.measurements, host.stats.measurements - before.measurements)
        // Not measured: focus must have crossed the list.
        let to = JumpFixture.focus?.wrappedValue
        guard let to, abs(to - (from ?? 0)) >= fields / 2 - 20 else {
          return benchmark.error("focus went from \(String(describing: from)) to \(String(describing: to))")
        }
      }
    } setup: { @MainActor in
      JumpFixture.focus = nil
      JumpFixture.host = TestHost(JumpForm(fields: fields, offer: JumpFixture.offer))
    } teardown: { @MainActor in
      JumpFixture.host = nil
      JumpFixture.focus = nil
    }
  }

  for fields in [10_000, 100_000] {
    Benchmark(
      "Mount eager form, \(grouped(fields)) fields",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, Metrics.rowEvaluations],
        warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 3)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        JumpFixture.focus = nil
        benchmark.startMeasurement()
        let host = TestHost(JumpForm(fields: fields, offer: JumpFixture.offer))
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.rowEvaluations, host.stats.rowEvaluations)
        blackHole(host)
      }
    }
  }
}
