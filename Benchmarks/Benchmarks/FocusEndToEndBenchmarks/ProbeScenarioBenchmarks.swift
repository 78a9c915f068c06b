// Tab in the peers' scenario (`../shared/peers/textual_focus.py`): n text
// fields in a scroll view bound to one @FocusState Int?, and nothing else —
// no status line reading the state, so a Tab runs no body. Issue #31's
// "Tab at 10,000 / 100,000 fields" goal is measured here.

import Benchmark
import BenchmarkSupport
import FocusUI
import FocusUITesting

struct ProbeForm: View {
  let fields: Int
  @FocusState private var focused: Int?

  var body: some View {
    let _ = Probe.offer($focused)
    ScrollView {
      VStack {
        ForEach(0..<fields, id: \.self) { FieldRow(index: $0, focus: $focused) }
      }
    }
  }
}

func probeScenarioBenchmarks() {
  for fields in [10_000, 100_000] {
    Benchmark("Tab, peers' scenario, \(grouped(fields)) fields") { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = Fixture.host, let focused = Probe.binding else {
          return benchmark.error("no host or no FocusState binding")
        }
        let expected = focused.wrappedValue.map { ($0 + 1) % fields } ?? 0
        let before = host.stats.bodyEvaluations
        benchmark.startMeasurement()
        host.press(.tab)
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.bodyEvaluations, host.stats.bodyEvaluations - before)
        Fixture.check(focused, is: expected, benchmark)
      }
    } setup: { @MainActor in
      Probe.binding = nil
      Fixture.host = TestHost(ProbeForm(fields: fields), size: Fixture.screen)
    } teardown: { @MainActor in
      Fixture.stop()
    }
  }
}
