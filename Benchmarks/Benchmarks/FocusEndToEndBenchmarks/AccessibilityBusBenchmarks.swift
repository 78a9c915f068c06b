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
//     listener (pyatspi, as Orca registers) hears focus events: Tabs back to
//     back, as keys repeat; semantics on the frames the bridge is ready for
//     (it takes them at its own pace, and frames drawn while it is busy go
//     without). Registered only on such a bus; run both with
//     `Benchmarks/accessibility-bus.sh`, which makes one.
//   - "…, one at a time, …": as a person types: each Tab waits (unmeasured)
//     2 ms, and until the bridge took the last frame, so that it has sent
//     its events and the listener read them; every listening Tab's frame
//     carries its semantics. Caches are colder after a wait than in a run
//     of Tabs back to back: compare "off, one at a time" with "listening,
//     one at a time".
// The login form and the 10,000-field form of FocusEndToEndBenchmarks.

import Benchmark
import BenchmarkScenes
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
  /// The frames drawn with their semantics.
  static var framesWithSemantics = 0
  /// Whether frames carry semantics without a bridge.
  static var drawsSemantics = false

  /// Waits, outside the measurement, until the bridge has taken the last
  /// frame, then 2 ms for it to send what changed.
  static func waitForIdleBus() {
    if let bus {
      let deadline = ContinuousClock.now + .seconds(1)
      while !bus.wantsSemantics, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.0002) }
    }
    Thread.sleep(forTimeInterval: 0.002)
  }

  /// One pass of the terminal host's loop for a Tab.
  static func tab(on screen: Screen) {
    if let bus {
      let mail = bus.takeMail()
      for event in mail.input { screen.send(event) }
    }
    screen.send(.key(.tab, []))
    let frame = screen.frame(in: screen.size, semantics: bus?.wantsSemantics ?? drawsSemantics)
    if frame.semantics != nil { framesWithSemantics += 1 }
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
    let modes = [(false, false), (false, true)] + (isOnABus ? [(true, true)] : [])
    for (listening, semantics) in modes {
      for paced in [false, true] {
        let mode =
          (listening ? "listening" : semantics ? "off, semantics drawn" : "off") + (paced ? ", one at a time" : "")
        Benchmark(
          "Tab, accessibility bus \(mode), \(form.name)",
          configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(paced ? 10 : 3))
        ) { benchmark in
          onMainActor(benchmark) { benchmark in
            guard let screen = BusFixture.screen else { return benchmark.error("no screen") }
            if listening, BusFixture.bus == nil {
              return benchmark.error("no listener on the accessibility bus: run Benchmarks/accessibility-bus.sh")
            }
            if paced { BusFixture.waitForIdleBus() }
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
          BusFixture.framesWithSemantics = 0
          BusFixture.drawsSemantics = semantics
          if listening {
            BusFixture.bus = BusFixture.startListeningBus()
          }
          BusFixture.tab(on: BusFixture.screen!)  // the first, whole frame
        } teardown: { @MainActor in
          if let bus = BusFixture.bus {
            print(
              "accessibility bus: \(bus.eventsSent) events sent for \(BusFixture.tabs) Tabs, "
                + "\(BusFixture.framesWithSemantics) frames with semantics")
            bus.stop()
          }
          BusFixture.bus = nil
          BusFixture.screen = nil
        }
      }
    }
  }
}
