// A loop to profile with perf: one scenario of the benchmarks, repeated for
// a number of seconds in a plain process (package-benchmark runs its
// executables under a tool, which makes attaching a profiler awkward).
//
//   swift build -c release --product focus-profile
//   perf record -g .build/release/focus-profile tab 10000 5
//   perf report --no-children
//
// Scenarios: tab (Tab in a form of n text fields), tab-draw (and render the
// 80x24 canvas), tab-frame (and turn it into terminal bytes), mount (build a
// form of n fields, again and again), jump (the parent-state benchmark: a
// shortcut that changes a parent @State and writes focus to a far row of a
// ScrollView { VStack { ForEach } }), mount-jump (build that form again and
// again), mount-once (build it once, then print resident memory),
// tab-probe (Tab in the peers' scenario: the fields in a scroll view, no
// status line), bigform-jump / bigform-click (issue #39's far write: Jump
// clicked at its cell / by its label; prints µs a click and the layout
// counters), bigform-mount (mount and draw issue #39's form once, print
// time and resident memory), lazy-mount (a LazyVStack of n rows, once),
// screen-tab / screen-tab-semantics (the terminal host's pass for a Tab in
// the accessibility bus benchmarks' form: the key, the 80x24 frame, without
// or with its semantics, and its terminal bytes; what a screen reader on
// the bus costs the main actor, counted with instructions-per-tab.sh),
// bus-paired (the same pass with a screen reader listening on the bus and
// without, taken in turns so that both see the same machine; 0 fields is
// the login form; run by `Benchmarks/accessibility-bus.sh paired`, which
// makes the bus).

import BenchmarkScenes
import FocusUI
import FocusUIAccessibilityBus
import FocusUITerminal
import FocusUITesting
import Foundation

struct ProfiledRow: View {
  let index: Int
  let focus: FocusState<Int?>.Binding

  var body: some View {
    TextField("Field \(index)", text: .constant("")).focused(focus, equals: index)
  }
}

struct ProfiledForm: View {
  let fields: Int
  @FocusState private var focused: Int?

  var body: some View {
    Form {
      Text("focused \(focused.map(String.init) ?? "nil")")
      ForEach(0..<fields, id: \.self) { ProfiledRow(index: $0, focus: $focused) }
    }
  }
}

/// The peers' scenario (`../shared/peers/`): n text fields in a scroll
/// view bound to one `@FocusState Int?`, nothing else.
struct ProfiledProbeForm: View {
  let fields: Int
  @FocusState private var focused: Int?

  var body: some View {
    ScrollView {
      VStack {
        ForEach(0..<fields, id: \.self) { ProfiledRow(index: $0, focus: $focused) }
      }
    }
  }
}

/// The form of the accessibility bus benchmarks: a status line that
/// reads the focus state, then n text fields.
struct ProfiledStatusForm: View {
  let fields: Int
  @FocusState private var focused: Int?

  var body: some View {
    Form {
      ProfiledStatusLine(focus: $focused)
      ForEach(0..<fields, id: \.self) { ProfiledRow(index: $0, focus: $focused) }
    }
  }
}

struct ProfiledStatusLine: View {
  let focus: FocusState<Int?>.Binding

  var body: some View {
    Text("focused \(focus.wrappedValue.map(String.init) ?? "nil")")
  }
}

/// A million rows in a lazy stack (`ScrollingBenchmarks`' scenario).
struct ProfiledLazyRows: View {
  let rows: Int
  @FocusState private var focused: Int?

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading) {
        ForEach(0..<rows, id: \.self) { ProfiledRow(index: $0, focus: $focused) }
      }
    }
  }
}

/// The counters of `host` that a far write must keep flat, as text.
@MainActor
func counters(_ stats: RuntimeStats, since before: RuntimeStats, per operations: Int) -> String {
  let per = Double(max(1, operations))
  return String(
    format: "a click: %.1f placements, %.1f measurements, %.1f elements built, %.1f bodies",
    Double(stats.placements - before.placements) / per, Double(stats.measurements - before.measurements) / per,
    Double(stats.elementsBuilt - before.elementsBuilt) / per,
    Double(stats.bodyEvaluations - before.bodyEvaluations) / per)
}

/// Resident memory in bytes, from /proc/self/statm.
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * 4096
}

@MainActor
func profile(_ scenario: String, fields: Int, seconds: Double) -> Int {
  let deadline = Date().addingTimeInterval(seconds)
  var operations = 0
  switch scenario {
  case "mount":
    while Date() < deadline {
      _ = TestHost(ProfiledForm(fields: fields))
      operations += 1
    }
  case "mount-jump":
    while Date() < deadline {
      _ = TestHost(JumpForm(fields: fields))
      operations += 1
    }
  case "mount-once":
    let before = residentBytes()
    let start = Date()
    let cpuStart = clock()
    let host = TestHost(JumpForm(fields: fields))
    let cpu = Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC)
    let elapsed = Date().timeIntervalSince(start)
    let after = residentBytes()
    print(
      "mount \(elapsed) s (CPU \(cpu) s), resident \(after / 1_000_000) MB (+\((after - before) / fields) B a row)")
    withExtendedLifetime(host) { operations = 1 }
  case "jump":
    let host = TestHost(JumpForm(fields: fields))
    while Date() < deadline {
      for _ in 0..<100 { host.press("j", modifiers: .control) }
      operations += 100
    }
  case "bigform-jump", "bigform-click":
    // Jump clicked at its cell (no label lookup), or by its label.
    let host = TestHost(BigForm(n: fields))
    guard let jump = host.element("Jump") else { fatalError("no Jump button") }
    let cell = jump.frame.origin
    let before = host.stats
    // The mount is not timed: the clicks get `seconds` of their own.
    let start = Date()
    let cpuStart = clock()
    while Date().timeIntervalSince(start) < seconds {
      for _ in 0..<100 {
        if scenario == "bigform-jump" { host.click(at: cell) } else { host.click("Jump") }
      }
      operations += 100
    }
    let elapsed = Date().timeIntervalSince(start)
    let cpu = Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC)
    print(
      String(
        format: "%.1f µs a click (CPU %.1f µs); ", elapsed / Double(operations) * 1e6, cpu / Double(operations) * 1e6)
        + counters(host.stats, since: before, per: operations) + "; focused: \(host.focusedElement?.label ?? "none")")
  case "bigform-mount":
    let before = residentBytes()
    let start = Date()
    let cpuStart = clock()
    let host = TestHost(BigForm(n: fields))
    _ = host.canvas
    let cpu = Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC)
    let elapsed = Date().timeIntervalSince(start)
    let after = residentBytes()
    print(
      "mount and draw \(elapsed) s (CPU \(cpu) s), resident \(after / 1_000_000) MB (+\((after - before) / fields) B a row), \(host.stats.liveNodes) nodes"
    )
    withExtendedLifetime(host) { operations = 1 }
  case "lazy-mount":
    let before = residentBytes()
    let start = Date()
    let host = TestHost(ProfiledLazyRows(rows: fields))
    _ = host.canvas
    let elapsed = Date().timeIntervalSince(start)
    let after = residentBytes()
    print("lazy mount and draw \(elapsed) s, resident \(after / 1_000_000) MB (+\((after - before) / 1_000_000) MB)")
    withExtendedLifetime(host) { operations = 1 }
  case "tab-probe":
    let host = TestHost(ProfiledProbeForm(fields: fields))
    while Date() < deadline {
      for _ in 0..<100 { host.press(.tab) }
      operations += 100
    }
  case "screen-tab", "screen-tab-semantics":
    let screen = Screen(ProfiledStatusForm(fields: fields), size: Size(width: 80, height: 24))
    let semantics = scenario == "screen-tab-semantics"
    var writer = FrameWriter()
    func tab() {
      screen.send(.key(.tab, []))
      let frame = screen.frame(in: screen.size, semantics: semantics)
      _ = writer.frame(frame.canvas, cursor: frame.cursor, attention: frame.attention)
    }
    tab()  // the first, whole frame
    while Date() < deadline {
      for _ in 0..<100 { tab() }
      operations += 100
    }
  case "bus-paired":
    operations = pairedBusTabs(fields: fields, until: deadline)
  default:
    let host = TestHost(ProfiledForm(fields: fields))
    var writer = FrameWriter()
    while Date() < deadline {
      for _ in 0..<100 {
        host.press(.tab)
        if scenario == "tab-draw" || scenario == "tab-frame" {
          let canvas = host.canvas
          if scenario == "tab-frame" { _ = writer.frame(canvas, cursor: nil) }
        }
      }
      operations += 100
    }
  }
  return operations
}

/// Issue #37's cost of a screen reader, measured in pairs: two screens of
/// the same form, one whose frames go to the accessibility bus (with their
/// semantics, as a listener asks) and one with no bridge, each Tabbed in
/// turn, one key at a time (2 ms apart, and after the bridge took the last
/// frame). Taken in turns, both see the VM's noise of the same moments,
/// which runs minutes apart do not. Prints each side's percentiles and
/// their ratio. Needs a listener on the bus.
@MainActor
func pairedBusTabs(fields: Int, until deadline: Date) -> Int {
  var environment = ProcessInfo.processInfo.environment
  environment[AccessibilityBus.environmentKey] = "on"
  guard let bus = AccessibilityBus.start(application: "focus-profile", environment: environment, wakeHost: {}) else {
    print("bus-paired: no accessibility bus")
    return 0
  }
  defer { bus.stop() }
  let patience = Date().addingTimeInterval(30)
  while !bus.wantsSemantics || !bus.isScreenReaderListening {
    guard Date() < patience else {
      print("bus-paired: no screen reader listening on the bus: run Benchmarks/accessibility-bus.sh paired")
      return 0
    }
    Thread.sleep(forTimeInterval: 0.01)
  }
  let size = Size(width: 80, height: 24)
  func form() -> any View { fields == 0 ? BenchmarkLoginForm() : ProfiledStatusForm(fields: fields) }
  let listening = Screen(form(), size: size)
  let off = Screen(form(), size: size)
  var writer = FrameWriter()
  func pass(_ screen: Screen, posting: Bool) -> Duration {
    let start = ContinuousClock.now
    if posting {
      for event in bus.takeMail().input { screen.send(event) }
    }
    screen.send(.key(.tab, []))
    let frame = screen.frame(in: size, semantics: posting && bus.wantsSemantics)
    _ = writer.frame(frame.canvas, cursor: frame.cursor, attention: frame.attention)
    if posting { bus.post(frame, isActive: true) }
    return ContinuousClock.now - start
  }
  func waitForIdleBus() {
    let patience = ContinuousClock.now + .seconds(1)
    while !bus.wantsSemantics, ContinuousClock.now < patience { Thread.sleep(forTimeInterval: 0.0002) }
    Thread.sleep(forTimeInterval: 0.002)
  }
  _ = (pass(listening, posting: true), pass(off, posting: false))  // the first, whole frames
  var times: (listening: [Double], off: [Double]) = ([], [])
  var pairs = 0
  while Date() < deadline {
    pairs += 1
    for turn in 0..<2 {
      waitForIdleBus()
      // Which goes first alternates, so neither always follows the other.
      let isListening = (turn == 0) == pairs.isMultiple(of: 2)
      let time = pass(isListening ? listening : off, posting: isListening)
      let microseconds = Double(time.components.attoseconds) / 1e12 + Double(time.components.seconds) * 1e6
      if isListening { times.listening.append(microseconds) } else { times.off.append(microseconds) }
    }
  }
  func percentiles(_ values: [Double]) -> [Double] {
    let sorted = values.sorted()
    return [0, 0.25, 0.5, 0.75, 0.9].map { sorted[min(sorted.count - 1, Int(Double(sorted.count) * $0))] }
  }
  let (on, without) = (percentiles(times.listening), percentiles(times.off))
  func row(_ values: [Double]) -> String { values.map { String(format: "%6.0f", $0) }.joined(separator: " ") }
  print(
    "bus-paired, \(fields == 0 ? "login form" : "\(fields) fields"), \(times.off.count) pairs, \(bus.eventsSent) events sent; µs p0 p25 p50 p75 p90"
  )
  print("  listening: \(row(on))")
  print("  off:       \(row(without))")
  print(String(format: "  ratio of medians: %.2f×, of p25: %.2f×", on[2] / without[2], on[1] / without[1]))
  return times.off.count
}

let arguments = CommandLine.arguments.dropFirst()
let scenario = arguments.first ?? "tab"
let fields = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
let seconds = arguments.dropFirst(2).first.flatMap { Double($0) } ?? 5
let operations = MainActor.assumeIsolated { profile(scenario, fields: fields, seconds: seconds) }
print("\(scenario), \(fields) fields: \(operations) operations in \(seconds) s")
