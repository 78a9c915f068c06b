// One frame per batch (issue #39): a task that changes an `@Observable`
// model in a loop (`count += 1; await Task.yield()`), run through TestHost,
// then one frame drawn and written as the terminal's bytes. One iteration is
// 10,000 changes and their one frame: the engine's speed for a streaming app,
// which the terminal host now reaches between two paced frames (see
// `Benchmarks/churn-rate.py` for the terminal itself).

import Benchmark
import BenchmarkSupport
import FocusUI
import FocusUITerminal
import FocusUITesting
import Observation

@MainActor @Observable final class ChurnModel {
  var count = 0
  /// Changes the next run makes; a run starts when it is set.
  var pending = 0
}

struct ChurnView: View {
  let model: ChurnModel

  var body: some View {
    Text("changes: \(model.count)")
      .task(id: model.pending) {
        for _ in 0..<model.pending {
          model.count += 1
          await Task.yield()
        }
      }
  }
}

@MainActor
enum ChurnFixture {
  static var host: TestHost?
  static var model = ChurnModel()
  static var writer = FrameWriter()

  nonisolated static let changes = 10_000
}

func churnBenchmarks() {
  Benchmark(
    "Churn loop, 10,000 changes with Task.yield() and one frame",
    configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal, Metrics.bodyEvaluations])
  ) { benchmark in
    onMainActor(benchmark) { benchmark in
      guard let host = ChurnFixture.host else { return benchmark.error("no host") }
      let model = ChurnFixture.model
      let before = (count: model.count, bodies: host.stats.bodyEvaluations)
      benchmark.startMeasurement()
      // A new id starts a new run (10,000 or 10,001 changes, alternately).
      model.pending = model.pending == ChurnFixture.changes ? ChurnFixture.changes + 1 : ChurnFixture.changes
      host.runUntilIdle()
      blackHole(ChurnFixture.writer.frame(host.canvas, cursor: nil))
      benchmark.stopMeasurement()
      benchmark.measurement(Metrics.bodyEvaluations, host.stats.bodyEvaluations - before.bodies)
      if model.count - before.count != model.pending {
        benchmark.error("\(model.count - before.count) changes, expected \(model.pending)")
      }
    }
  } setup: { @MainActor in
    ChurnFixture.model = ChurnModel()
    ChurnFixture.host = TestHost(ChurnView(model: ChurnFixture.model))
    ChurnFixture.writer = FrameWriter()
    _ = ChurnFixture.writer.frame(ChurnFixture.host!.canvas, cursor: nil)
  } teardown: { @MainActor in
    ChurnFixture.host = nil
  }
}
