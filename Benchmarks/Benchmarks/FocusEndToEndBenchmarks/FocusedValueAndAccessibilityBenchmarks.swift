// Focused values and assistive technologies at scale (issues 5 and 6).
//
// The view is a form of n text fields; each row publishes its index with
// focusedValue(\.benchmarkRow, index), and a status line reads
// @FocusedValue(\.benchmarkRow). One operation:
//   - "Tab, focused values": host.press(.tab). Focus moves to the next row,
//     the focused values are resolved again (a walk from the focused node
//     up), and the status line (the one reader) runs.
//   - "Screen reader next": VoiceOver's cursor moves to the next element and
//     announces it. The cursor's element list is built from the whole tree
//     (O(n)) on each move.
// Both report "bodyEvaluations" per operation.

import Benchmark
import BenchmarkSupport
import FocusUI
import FocusUITesting

extension FocusedValues {
  @Entry var benchmarkRow: Int?
}

struct PublishingRow: View {
  let index: Int
  var body: some View {
    TextField("Row \(index)", text: .constant("")).focusedValue(\.benchmarkRow, index)
  }
}

struct RowReader: View {
  @FocusedValue(\.benchmarkRow) var row
  var body: some View { Text("row \(row.map(String.init) ?? "nil")") }
}

struct PublishingForm: View {
  let rows: Int
  var body: some View {
    Form {
      RowReader()
      ForEach(0..<rows, id: \.self) { PublishingRow(index: $0) }
    }
  }
}

@MainActor
enum PublishingFixture {
  static var host: TestHost?
  static var voiceOver: AssistiveTechnologyDriver?
}

func focusedValueAndAccessibilityBenchmarks() {
  for rows in [100, 10_000] {
    let n = grouped(rows)

    Benchmark("Tab, focused values, \(n) rows") { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = PublishingFixture.host else { return benchmark.error("no host") }
        let before = host.stats.bodyEvaluations
        benchmark.startMeasurement()
        host.press(.tab)
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.bodyEvaluations, host.stats.bodyEvaluations - before)
        if host.stats.bodyEvaluations - before != 1 { benchmark.error("the reader did not run exactly once") }
      }
    } setup: { @MainActor in
      PublishingFixture.host = TestHost(PublishingForm(rows: rows), size: Fixture.screen)
    } teardown: { @MainActor in
      PublishingFixture.host = nil
    }

    Benchmark("Screen reader next, \(n) rows") { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let voiceOver = PublishingFixture.voiceOver else { return benchmark.error("no screen reader") }
        let before = voiceOver.announcements.count
        benchmark.startMeasurement()
        voiceOver.moveNext()
        benchmark.stopMeasurement()
        if voiceOver.announcements.count != before + 1 {
          // At the last element the cursor stays: start over.
          voiceOver.isRunning = false
          voiceOver.isRunning = true
        }
      }
    } setup: { @MainActor in
      let host = TestHost(PublishingForm(rows: rows), size: Fixture.screen)
      PublishingFixture.host = host
      PublishingFixture.voiceOver = host.assistiveTechnology(.voiceOver)
      PublishingFixture.voiceOver?.isRunning = true
    } teardown: { @MainActor in
      PublishingFixture.host = nil
      PublishingFixture.voiceOver = nil
    }
  }
}
