// What a screen reader listening on Linux's accessibility bus costs a Tab
// (issue #37: at most twice the Tab without one). One operation is the
// terminal host's pass for a key, in process: the Tab into the screen, the
// bridge's mail taken, the 80x24 frame drawn (with its semantics when the
// bridge wants them) and written as terminal bytes, and the frame posted to
// the bridge. The bridge builds its tree and sends the events on its own
// thread; what is measured is the main actor's path, the one a key waits on.
//   - "Tab, accessibility bus off, …": no bridge (FOCUSUI_ACCESSIBILITY_BUS=off,
//     or no bus): the frame without semantics.
//   - "Tab, accessibility bus off, semantics drawn, …": no bridge, but every
//     frame with its semantics, as for a listener: what the main actor pays
//     for them, apart from the bridge's thread and the bus daemons taking
//     the machine's cores meanwhile.
//   - "Tab, accessibility bus listening, …": the bridge on a bus where a
//     listener (pyatspi, as Orca registers) hears focus events: semantics on
//     every frame, each posted. Registered only on such a bus; run both with
//     `Benchmarks/accessibility-bus.sh`, which makes one.
// The login form and the 10,000-field form of FocusEndToEndBenchmarks.

import Benchmark
import BenchmarkSupport
import FocusUI
import FocusUIAccessibilityBus
import FocusUITerminal
import Foundation

@MainActor
enum BusFixture {
  static var screen: Screen?
  static var bus: AccessibilityBus?
  static var writer = FrameWriter()
  static var tabs = 0
  /// Whether frames carry semantics without a bridge.
  static var drawsSemantics = false

  /// One pass of the terminal host's loop for a Tab.
  static func tab(on screen: Screen) {
    if let bus {
      let mail = bus.takeMail()
      for event in mail.input { screen.send(event) }
    }
    screen.send(.key(.tab, []))
    let frame = screen.frame(in: screen.size, semantics: bus?.wantsSemantics ?? drawsSemantics)
    blackHole(writer.frame(frame.canvas, cursor: frame.cursor, attention: frame.attention))
    bus?.post(frame, isActive: screen.isActive)
  }

  /// Starts the bridge and waits, drawing frames as a host would, until a
  /// listener is heard; nil when none comes within `patience`.
  static func startListeningBus(patience: Duration = .seconds(30)) -> AccessibilityBus? {
    var environment = ProcessInfo.processInfo.environment
    environment[AccessibilityBus.environmentKey] = "on"
    guard let bus = AccessibilityBus.start(application: "focus-benchmark", environment: environment, wakeHost: {})
    else { return nil }
    let deadline = ContinuousClock.now + patience
    while !bus.wantsSemantics || !bus.isScreenReaderListening {
      guard ContinuousClock.now < deadline else {
        for line in bus.takeMail().log { print("accessibility bus: \(line)") }
        bus.stop()
        return nil
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return bus
  }
}

func accessibilityBusBenchmarks() {
  let isOnABus = ProcessInfo.processInfo.environment["FOCUSUI_BENCHMARK_ACCESSIBILITY_BUS"] != nil
  let forms: [(name: String, make: @MainActor () -> any View)] = [
    ("login form", { BenchmarkLoginForm() }),
    ("10,000 fields", { FocusForm(fields: 10_000) }),
  ]
  for form in forms {
    for (listening, semantics) in [(false, false), (false, true)] + (isOnABus ? [(true, true)] : []) {
      let mode = listening ? "listening" : semantics ? "off, semantics drawn" : "off"
      Benchmark(
        "Tab, accessibility bus \(mode), \(form.name)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal])
      ) { benchmark in
        onMainActor(benchmark) { benchmark in
          guard let screen = BusFixture.screen else { return benchmark.error("no screen") }
          if listening, BusFixture.bus == nil {
            return benchmark.error("no listener on the accessibility bus: run Benchmarks/accessibility-bus.sh")
          }
          benchmark.startMeasurement()
          BusFixture.tab(on: screen)
          benchmark.stopMeasurement()
          BusFixture.tabs += 1
          // The listening run must really feed a listener.
          if listening, BusFixture.tabs == 500, BusFixture.bus?.eventsSent ?? 0 == 0 {
            benchmark.error("the bridge sent no events after 500 Tabs: nothing listens")
          }
        }
      } setup: { @MainActor in
        BusFixture.screen = Screen(form.make(), size: Size(width: 80, height: 24))
        BusFixture.writer = FrameWriter()
        BusFixture.tabs = 0
        BusFixture.drawsSemantics = semantics
        if listening {
          BusFixture.bus = BusFixture.startListeningBus()
        }
        BusFixture.tab(on: BusFixture.screen!)  // the first, whole frame
      } teardown: { @MainActor in
        if let bus = BusFixture.bus {
          print("accessibility bus: \(bus.eventsSent) events sent for \(BusFixture.tabs) Tabs")
          bus.stop()
        }
        BusFixture.bus = nil
        BusFixture.screen = nil
      }
    }
  }
}
