// Flat memory (issue #14): 100,000 Tab presses, and 100,000 state changes,
// in a form of 10,000 text fields driven through TestHost, each followed by
// drawing the 80x24 frame and writing its terminal bytes, as the terminal
// host does after every key. One iteration is the whole 100,000.
//
// What should stay flat over an iteration, reported per iteration:
//   - mallocFreeDelta, memoryLeakedBytes: allocations made and not freed
//     during the 100,000 operations (package-benchmark's malloc interposer;
//     the jemalloc-only allocatedResidentMemory and memoryLeaked metrics
//     are not produced by Swift 6.3's backend).
//   - peakMemoryResidentDelta: the peak resident memory above the
//     iteration's start.
//   - residentStartKB / residentEndKB: the process's resident memory
//     (/proc/self/statm) just before and just after the 100,000.
//   - liveNodesStart / liveNodesEnd: host.stats.liveNodes, the graph's
//     nodes, before and after.

import Benchmark
import BenchmarkSupport
import FocusUI
import FocusUITerminal
import FocusUITesting
import Foundation

/// The Tab form with a button whose action changes a parent `@State`,
/// shown in a line of its own.
struct CountingForm: View {
  let fields: Int
  @State private var count = 0
  @FocusState private var focused: Int?

  var body: some View {
    Form {
      CountLine(count: count)
      Button("Count") { count += 1 }
      ForEach(0..<fields, id: \.self) { FieldRow(index: $0, focus: $focused) }
    }
  }
}

struct CountLine: View {
  let count: Int

  var body: some View {
    Text("count \(count)")
  }
}

@MainActor
enum MemoryFixture {
  static var host: TestHost?
  static var writer = FrameWriter()
  /// Iterations finished on the current host.
  static var iterations = 0

  nonisolated static let operations = 100_000
  nonisolated static let fields = 10_000

  /// The host after its first frame; `focusButton` presses Tab once, onto
  /// the Count button.
  static func start(focusButton: Bool) {
    let host = TestHost(CountingForm(fields: fields), size: Fixture.screen)
    if focusButton { host.press(.tab) }
    writer = FrameWriter()
    _ = writer.frame(host.canvas, cursor: host.textCursor)
    self.host = host
    iterations = 0
  }

  static func stop() {
    host = nil
  }

  /// The key press, then the frame and its bytes, as the terminal host does.
  static func pressAndDraw(_ host: TestHost, _ key: KeyEquivalent) {
    host.press(key)
    blackHole(writer.frame(host.canvas, cursor: host.textCursor).utf8.count)
  }
}

/// This process's resident memory in KB, from /proc/self/statm (Linux), or
/// 0 where there is none.
func residentKilobytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

enum MemoryMetrics {
  static func custom(_ name: String) -> BenchmarkMetric {
    .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
  }
  static let residentStart = custom("residentStartKB")
  static let residentEnd = custom("residentEndKB")
  static let liveNodesStart = custom("liveNodesStart")
  static let liveNodesEnd = custom("liveNodesEnd")
}

func flatMemoryBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [
      .wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes, .peakMemoryResident,
      .peakMemoryResidentDelta, MemoryMetrics.residentStart, MemoryMetrics.residentEnd,
      MemoryMetrics.liveNodesStart, MemoryMetrics.liveNodesEnd,
    ],
    warmupIterations: 0,
    maxDuration: .seconds(60),
    maxIterations: 3
  )
  let n = grouped(MemoryFixture.fields)
  let operations = grouped(MemoryFixture.operations)

  // `operation` 100,000 times on the fixture's host, measured as one.
  // `check` (not measured) says what is wrong after `iterations` runs, if
  // anything.
  func memory(
    _ name: String, focusButton: Bool, _ operation: @escaping @MainActor (TestHost) -> Void,
    check: @escaping @MainActor (TestHost, _ iterations: Int) -> String?
  ) {
    Benchmark(name, configuration: configuration) { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = MemoryFixture.host else { return benchmark.error("no host") }
        let nodes = host.stats.liveNodes
        let resident = residentKilobytes()
        benchmark.startMeasurement()
        for _ in 0..<MemoryFixture.operations { operation(host) }
        benchmark.stopMeasurement()
        benchmark.measurement(MemoryMetrics.residentStart, resident)
        benchmark.measurement(MemoryMetrics.residentEnd, residentKilobytes())
        benchmark.measurement(MemoryMetrics.liveNodesStart, nodes)
        benchmark.measurement(MemoryMetrics.liveNodesEnd, host.stats.liveNodes)
        MemoryFixture.iterations += 1
        if let problem = check(host, MemoryFixture.iterations) { benchmark.error(problem) }
      }
    } setup: { @MainActor in
      MemoryFixture.start(focusButton: focusButton)
    } teardown: { @MainActor in
      MemoryFixture.stop()
    }
  }

  // Tab moves focus through the button and the fields, wrapping (10 laps).
  memory("Memory, \(operations) Tabs, \(n) fields", focusButton: false) { host in
    MemoryFixture.pressAndDraw(host, .tab)
  } check: { host, _ in
    host.focusedElement == nil ? "nothing is focused" : nil
  }
  // Space presses the focused Count button: count += 1, the count line's
  // body runs.
  memory("Memory, \(operations) state changes, \(n) fields", focusButton: true) { host in
    MemoryFixture.pressAndDraw(host, .space)
  } check: { host, iterations in
    let expected = "count \(iterations * MemoryFixture.operations)"
    return host.screen.contains(expected) ? nil : "the screen does not show \(expected):\n\(host.screen)"
  }
}
