// Benchmarks of the FocusUI view runtime, driven through TestHost.
//
// Run from /work/main/Benchmarks:
//
//   swift package --disable-sandbox benchmark
//
// For each form size n (100, 1,000, 10,000 rows):
//   - "Build n-row form": TestHost(BigForm(rows: n)), i.e. build the graph,
//     run every body once and lay out.
//   - "State change, click, n rows": host.click("Bump <n/2>"). TestHost.click
//     looks the label up through the runtime's element index (the elements of
//     the few views filed under the label, O(depth)) before it presses the
//     button, so this includes that lookup. The setup makes the index with a
//     first lookup, which files every view (O(n), not measured).
//   - "State change, no search, n rows": writes the same @State through a
//     binding captured from the probed row, then lets TestHost settle (update +
//     layout) with resize(to:) its current size. Same state change, same update,
//     no element search.
//
// Each state-change benchmark also reports the custom metric
// "bodyEvaluations", the delta of host.stats.bodyEvaluations per change
// (expected: 1, only the clicked row's body), and the click benchmark
// "elementsBuilt", the delta of host.stats.elementsBuilt (a handful at every n).

import Benchmark
import BenchmarkSupport
import Dispatch
import FocusUI
import FocusUITesting
import Foundation

// MARK: - Views under test

/// One row: a label, a button that bumps the row's own state, and the count.
struct Row: View {
  let index: Int
  @State private var count = 0

  var body: some View {
    // Hands the probed row's binding to the "no search" benchmarks; costs an
    // integer comparison on every other row (the binding is not built).
    let _ = Probe.offer(index, binding: $count)
    HStack {
      Text("Row \(index)")
      Button("Bump \(index)") { count += 1 }
      Text("\(count)")
    }
  }
}

/// A form of `rows` rows, each with its own state.
struct BigForm: View {
  let rows: Int

  var body: some View {
    Form {
      ForEach(0..<rows, id: \.self) { Row(index: $0) }
    }
  }
}

/// Where the row that the "no search" benchmarks change leaves its binding.
@MainActor
enum Probe {
  /// The row whose binding is wanted, or nil for none.
  static var index: Int?
  /// The binding of row `index`'s count, once its body has run.
  static var binding: Binding<Int>?

  static func offer(_ index: Int, binding: @autoclosure () -> Binding<Int>) {
    guard index == self.index else { return }
    self.binding = binding()
  }
}

/// The host the state-change benchmarks drive, built in their setup.
@MainActor
enum Fixture {
  static var host: TestHost?

  static let screen = Size(width: 80, height: 24)

  static func start(rows: Int, probe: Int?) {
    Probe.index = probe
    Probe.binding = nil
    host = TestHost(BigForm(rows: rows), size: screen)
  }

  static func stop() {
    host = nil
    Probe.index = nil
    Probe.binding = nil
  }
}

// MARK: - Benchmarks

enum Metrics {
  /// host.stats.bodyEvaluations during the measured operation.
  static var bodyEvaluations: BenchmarkMetric {
    .custom("bodyEvaluations", polarity: .prefersSmaller, useScalingFactor: false)
  }

  /// host.stats.elementsBuilt during the measured operation.
  static var elementsBuilt: BenchmarkMetric {
    .custom("elementsBuilt", polarity: .prefersSmaller, useScalingFactor: false)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    // Not .instructions: no hardware counters in this VM (the metric is
    // silently left out). Not .cpuTotal: it has a 10 ms resolution here.
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, Metrics.bodyEvaluations],
    warmupIterations: 3,
    maxDuration: .seconds(3),
    maxIterations: 10_000
  )

  for rows in [100, 1_000, 10_000] {
    let n = grouped(rows)
    let middle = rows / 2
    let label = "Bump \(middle)"

    Benchmark("Build \(n)-row form") { benchmark in
      onMainActor(benchmark) { benchmark in
        benchmark.startMeasurement()
        let host = TestHost(BigForm(rows: rows), size: Fixture.screen)
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.bodyEvaluations, host.stats.bodyEvaluations)
        blackHole(host)  // released here, after the measurement
      }
    }

    Benchmark(
      "State change, click, \(n) rows",
      configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [Metrics.elementsBuilt])
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = Fixture.host else { return benchmark.error("no host") }
        let before = host.stats
        benchmark.startMeasurement()
        host.click(label)
        benchmark.stopMeasurement()
        let after = host.stats
        benchmark.measurement(Metrics.bodyEvaluations, after.bodyEvaluations - before.bodyEvaluations)
        benchmark.measurement(Metrics.elementsBuilt, after.elementsBuilt - before.elementsBuilt)
      }
    } setup: { @MainActor in
      Fixture.start(rows: rows, probe: nil)
      // The first lookup files every view in the index; clicks use it.
      _ = Fixture.host?.element(label)
    } teardown: { @MainActor in
      Fixture.stop()
    }

    Benchmark("State change, no search, \(n) rows") { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = Fixture.host, let count = Probe.binding else {
          return benchmark.error("no host or no binding for row \(middle)")
        }
        let before = host.stats.bodyEvaluations
        benchmark.startMeasurement()
        count.wrappedValue += 1
        host.resize(to: host.size)  // settles: runs the dirty body, lays out
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.bodyEvaluations, host.stats.bodyEvaluations - before)
      }
    } setup: { @MainActor in
      Fixture.start(rows: rows, probe: middle)
    } teardown: { @MainActor in
      Fixture.stop()
    }
  }
}
