// Tab in the peers' scenario (`../shared/peers/textual_focus.py`): n text
// fields in a scroll view bound to one @FocusState Int?, and nothing else —
// no status line reading the state, so a Tab runs no body. Issue #31's
// "Tab at 10,000 / 100,000 fields" goal is measured here.

import BenchmarkSupport
import FocusUI

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
    tabBenchmark("Tab, peers' scenario, \(grouped(fields)) fields", fields: fields, scenario: .peers)
  }
}
