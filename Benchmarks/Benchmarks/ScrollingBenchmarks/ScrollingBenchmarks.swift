// Lazy stacks at a million rows, driven through TestHost.
//
// Run from Benchmarks/:
//
//   swift package --disable-sandbox benchmark --target ScrollingBenchmarks
//
// The view is a LazyVStack of n text fields in a ScrollView, each bound to
// one @FocusState Int? with its row index, in an 80x24 host (the scenario of
// the eager form benchmarks, lazily). One operation:
//   - "Mount": TestHost(LazyRows(rows: n)): build the graph, make the rows
//     near the screen, lay out. Releasing the host is not measured.
//   - "Tab": host.press(.tab) from a row: focus moves to the next row, the
//     stack scrolls by one row (making one row and releasing one).
//   - "Write to a row never made": focused = k through the state's binding,
//     then host.resize(to: host.size), which applies the write (the row is
//     found by its id, made, focused) and lays out (the stack scrolls to it
//     and makes the rows around it). k jumps between far rows, so every
//     write lands on a row not made.
//
// Custom metrics: "rowEvaluations" (rows made or run per operation) and
// "liveNodes" (nodes in the graph after the operation).

import Benchmark
import BenchmarkSupport
import Dispatch
import FocusUI
import FocusUITesting
import Foundation

struct LazyRow: View {
  let index: Int
  let focus: FocusState<Int?>.Binding

  var body: some View {
    TextField("Row \(index)", text: .constant("")).focused(focus, equals: index)
  }
}

struct LazyRows: View {
  let rows: Int
  @FocusState private var focused: Int?

  var body: some View {
    let _ = LazyProbe.offer($focused)
    ScrollView {
      LazyVStack(alignment: .leading) {
        ForEach(0..<rows, id: \.self) { LazyRow(index: $0, focus: $focused) }
      }
    }
  }
}

/// Where LazyRows leaves its FocusState binding for the write benchmarks.
@MainActor
enum LazyProbe {
  static var binding: FocusState<Int?>.Binding?

  static func offer(_ binding: FocusState<Int?>.Binding) {
    if self.binding == nil { self.binding = binding }
  }
}

@MainActor
enum LazyFixture {
  static var host: TestHost?
  static var random = BenchmarkSupport.SplitMix64(seed: 42)
  static let screen = Size(width: 80, height: 24)

  static func start(rows: Int) {
    LazyProbe.binding = nil
    host = TestHost(LazyRows(rows: rows), size: screen)
  }

  static func stop() {
    host = nil
    LazyProbe.binding = nil
  }
}

enum LazyMetrics {
  static var rowEvaluations: BenchmarkMetric {
    .custom("rowEvaluations", polarity: .prefersSmaller, useScalingFactor: false)
  }
  static var liveNodes: BenchmarkMetric {
    .custom("liveNodes", polarity: .prefersSmaller, useScalingFactor: false)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [
      .wallClock, .mallocCountTotal, .peakMemoryResident, LazyMetrics.rowEvaluations, LazyMetrics.liveNodes,
    ],
    warmupIterations: 3,
    maxDuration: .seconds(3),
    maxIterations: 10_000
  )

  for rows in [100_000, 1_000_000] {
    let n = grouped(rows)

    Benchmark("Mount lazy list, \(n) rows") { benchmark in
      onMainActor(benchmark) { benchmark in
        benchmark.startMeasurement()
        let host = TestHost(LazyRows(rows: rows), size: LazyFixture.screen)
        benchmark.stopMeasurement()
        benchmark.measurement(LazyMetrics.rowEvaluations, host.stats.rowEvaluations)
        benchmark.measurement(LazyMetrics.liveNodes, host.stats.liveNodes)
        if host.element("Row 0") == nil { benchmark.error("row 0 is not on screen") }
        blackHole(host)
        LazyProbe.binding = nil
      }
    }

    Benchmark("Tab in lazy list, \(n) rows") { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = LazyFixture.host, let focused = LazyProbe.binding else {
          return benchmark.error("no host or no FocusState binding")
        }
        let expected = focused.wrappedValue.map { ($0 + 1) % rows } ?? 0
        let before = host.stats.rowEvaluations
        benchmark.startMeasurement()
        host.press(.tab)
        benchmark.stopMeasurement()
        benchmark.measurement(LazyMetrics.rowEvaluations, host.stats.rowEvaluations - before)
        benchmark.measurement(LazyMetrics.liveNodes, host.stats.liveNodes)
        if focused.wrappedValue != expected {
          benchmark.error("focus is on \(String(describing: focused.wrappedValue)), expected \(expected)")
        }
      }
    } setup: { @MainActor in
      LazyFixture.start(rows: rows)
    } teardown: { @MainActor in
      LazyFixture.stop()
    }

    Benchmark("Write to a row never made, \(n) rows") { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = LazyFixture.host, let focused = LazyProbe.binding else {
          return benchmark.error("no host or no FocusState binding")
        }
        // Far from the rows made: a row never made.
        let target = (focused.wrappedValue ?? 0) + rows / 3 + LazyFixture.random.next(below: 1_000)
        let row = target % rows
        let before = host.stats.rowEvaluations
        benchmark.startMeasurement()
        focused.wrappedValue = row
        host.resize(to: host.size)  // settles: applies the write, makes the row, lays out
        benchmark.stopMeasurement()
        benchmark.measurement(LazyMetrics.rowEvaluations, host.stats.rowEvaluations - before)
        benchmark.measurement(LazyMetrics.liveNodes, host.stats.liveNodes)
        if focused.wrappedValue != row {
          benchmark.error("focus is on \(String(describing: focused.wrappedValue)), expected \(row)")
        }
      }
    } setup: { @MainActor in
      LazyFixture.start(rows: rows)
    } teardown: { @MainActor in
      LazyFixture.stop()
    }
  }
}
