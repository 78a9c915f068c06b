// Issue #39's form (BenchmarkScenes' BigForm, the peers' scenario): a
// button above a ScrollView { VStack { ForEach } } of n text fields bound
// to one @FocusState Int?, whose action writes focus to a row far from the
// last, (jumps * 7919) % n.
//
//   - "Jump clicked at its cell, n fields": host.click(at:) the button's
//     cell (no label lookup): the click finds the button (a binary search
//     per stack), the action writes focus, the form scrolls to the row.
//     Custom metric hitFramesTested counts the frames the click tested.
//   - "Jump clicked by its label, n fields": host.click("Jump"): the label
//     is found through the element index, which files again only the
//     items that changed since the last lookup.
//   - "Mount and draw issue 39's form, n fields": TestHost(BigForm(n:)) and
//     its first canvas; peak resident memory shows the cost per row.

import Benchmark
import BenchmarkScenes
import BenchmarkSupport
import FocusUI
import FocusUITesting

@MainActor
enum BigFormFixture {
  static var host: TestHost?
  static var cell = Point(x: 0, y: 0)
}

extension Metrics {
  /// host.stats.hitFramesTested during the measured operation.
  static var hitFramesTested: BenchmarkMetric {
    .custom("hitFramesTested", polarity: .prefersSmaller, useScalingFactor: false)
  }
}

func bigFormBenchmarks() {
  for fields in [1_000, 10_000, 100_000] {
    for byLabel in [false, true] {
      let how = byLabel ? "by its label" : "at its cell"
      Benchmark(
        "Jump clicked \(how), \(grouped(fields)) fields",
        configuration: .init(
          metrics: [
            .wallClock, .mallocCountTotal, Metrics.hitFramesTested, Metrics.placements, Metrics.measurements,
          ],
          maxDuration: .seconds(3))
      ) { benchmark in
        onMainActor(benchmark) { benchmark in
          guard let host = BigFormFixture.host else { return benchmark.error("no host") }
          let before = host.stats
          benchmark.startMeasurement()
          if byLabel { host.click("Jump") } else { host.click(at: BigFormFixture.cell) }
          benchmark.stopMeasurement()
          benchmark.measurement(Metrics.hitFramesTested, host.stats.hitFramesTested - before.hitFramesTested)
          benchmark.measurement(Metrics.placements, host.stats.placements - before.placements)
          benchmark.measurement(Metrics.measurements, host.stats.measurements - before.measurements)
          if host.focusedElement == nil { benchmark.error("no field has focus after a jump") }
        }
      } setup: { @MainActor in
        let host = TestHost(BigForm(n: fields))
        BigFormFixture.cell = host.element("Jump")?.frame.origin ?? Point(x: 0, y: 0)
        BigFormFixture.host = host
      } teardown: { @MainActor in
        BigFormFixture.host = nil
      }
    }
  }

  for fields in [10_000, 100_000] {
    Benchmark(
      "Mount and draw issue 39's form, \(grouped(fields)) fields",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 3)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        benchmark.startMeasurement()
        let host = TestHost(BigForm(n: fields))
        blackHole(host.canvas)
        benchmark.stopMeasurement()
        blackHole(host)
      }
    }
  }
}
