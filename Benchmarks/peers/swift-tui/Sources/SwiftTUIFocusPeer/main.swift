// The peers' focus scenario in swift-tui, measured in process through the
// framework's own run loop and its terminal emission (the planner and escape
// builder its terminal host uses, writing to a byte counter instead of a tty).
//
//   SwiftTUIFocusPeer N PRESSES
//
// Mounts `BigForm(n: N)` at 80×24, then times PRESSES Tab keys and PRESSES
// F2 keys that run Jump's action (a focus write to a far field), each from the
// event sent to the presented frame that shows the focus moved; "settled"
// waits until no frame follows for 50 ms and times to the last one.
// PEER_DEBUG=1 prints the first screen and every step.
import Foundation
@_spi(Runners) import SwiftTUIRuntime

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("SwiftTUIFocusPeer: \(message)\n".utf8))
  exit(2)
}

/// Writes a line at once (unbuffered), so a slow run shows how far it got.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fixed(_ value: Double, _ digits: Int = 3) -> String {
  String(format: "%.\(digits)f", value)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 2 else { fail("usage: SwiftTUIFocusPeer [N=1000] [PRESSES=50]") }
let numbers = arguments.map { Int($0) }
guard numbers.allSatisfy({ ($0 ?? 0) > 1 }) else {
  fail("N and PRESSES are whole numbers above 1 (got \(arguments.joined(separator: " ")))")
}
let n = numbers.first.flatMap { $0 } ?? 1000
let presses = numbers.dropFirst().first.flatMap { $0 } ?? 50
let debug = ProcessInfo.processInfo.environment["PEER_DEBUG"] != nil

@MainActor
struct Step {
  var toFocusMoved: Duration
  var toSettled: Duration
  var frames: Int
  var bytes: Int
}

@MainActor
final class PeerRun {
  let log = FrameLog()
  let input = ScriptedInput()
  let signals = InProcessSignalReader()
  let focus: FocusTracker
  let state: StateContainer<SceneSessionState>
  let selection: SelectedWindowScene
  /// Steps whose focus did not end on the field they should have.
  var misses = 0

  init() {
    let scene = WindowGroup("peers") { BigForm(n: n) }
    guard let selection = collectWindowSceneSelections(from: scene).first else {
      fail("the scene has no window")
    }
    self.selection = selection
    state = StateContainer(
      initialState: SceneSessionState(), invalidationIdentities: [selection.rootIdentity])
    focus = FocusTracker(invalidationIdentities: [selection.rootIdentity])
  }

  func start() -> Task<RunLoopResult<SceneSessionState>, any Error> {
    let log = log
    let host = TerminalEmissionSimulationHost(
      surfaceSize: CellSize(width: 80, height: 24),
      onPresent: { surface, metrics in
        MainActor.assumeIsolated { log.record(surface, metrics) }
      })
    let resources = SceneSessionResources(
      presentationSurface: host, terminalInputReader: input, signalReader: signals,
      progressProbe: nil, renderMode: nil)
    let selection = selection
    let state = state
    let focus = focus
    return Task { @MainActor in
      try await selection.run(
        sessionName: "peers", resources: resources, stateContainer: state, focusTracker: focus)
    }
  }

  /// Waits until no frame has come for 50 ms.
  func settle() async {
    while true {
      let seen = log.count
      try? await Task.sleep(for: .milliseconds(50))
      if log.count == seen { return }
    }
  }

  /// Sends `events`, waits for a frame in which the focus moved off where it
  /// was, then for the frames to settle; `landing` is the field the step
  /// should end on: a step that ends elsewhere is counted.
  func step(_ events: [InputEvent], landing: Int? = nil) async -> Step {
    let before = focus.currentFocusIdentity
    let frames = log.count
    let bytes = log.bytes
    let sent = ContinuousClock.now
    for event in events { input.send(event) }
    var seen = frames
    // Done once a frame came since the event and the focus moved (swift-tui
    // may move its tracker a moment after the frame that shows it).
    while true {
      let arrived = await log.waitForFrame(after: seen, within: .seconds(30))
      seen = log.count
      if seen > frames && focus.currentFocusIdentity != before { break }
      if !arrived {
        let waited = ContinuousClock.now - sent
        say(
          "no frame with the focus moved \(fixed(milliseconds(waited) / 1e3, 0)) s after \(events.count) "
            + "event(s): \(log.count - frames) frame(s) since, focus on \(String(describing: focus.currentFocusIdentity))"
            + (landing.map { ", waiting for field \($0)" } ?? ""))
        if waited > .seconds(600) { fail("gave up: the step did not move the focus in 10 minutes") }
      }
    }
    let moved = log.lastPresentedAt - sent
    await settle()
    if debug {
      say(
        "  \(fixed(milliseconds(moved))) ms, \(fixed(milliseconds(log.lastPresentedAt - sent))) settled, "
          + "\(log.count - frames) frames: focus \(String(describing: before)) -> "
          + String(describing: focus.currentFocusIdentity))
    }
    if let landing, !isField(landing) {
      misses += 1
      if misses <= 3 {
        say("the focus landed on \(String(describing: focus.currentFocusIdentity)), not on field \(landing)")
      }
    }
    return Step(
      toFocusMoved: moved, toSettled: log.lastPresentedAt - sent, frames: log.count - frames,
      bytes: log.bytes - bytes)
  }
}

extension PeerRun {
  /// Whether the focus is on field `index`: its identity ends in the
  /// `ForEach` element's id.
  func isField(_ index: Int) -> Bool {
    focus.currentFocusIdentity.map { "\($0)".hasSuffix("/ID[\(index)]") } ?? false
  }
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

@MainActor
func describe(_ name: String, _ steps: [Step]) -> String {
  let moved = steps.map { milliseconds($0.toFocusMoved) }
  let settled = steps.map { milliseconds($0.toSettled) }
  let frames = Double(steps.map(\.frames).reduce(0, +)) / Double(steps.count)
  let bytes = steps.map(\.bytes).reduce(0, +) / steps.count
  return "\(name)_p50_ms=\(fixed(median(moved))) "
    + "\(name)_mean_ms=\(fixed(moved.reduce(0, +) / Double(moved.count))) "
    + "\(name)_settled_p50_ms=\(fixed(median(settled))) \(name)_frames=\(fixed(frames, 1)) "
    + "\(name)_bytes=\(bytes)"
}

@MainActor
func measure() async {
  let mountStart = ContinuousClock.now
  let run = PeerRun()
  let session = run.start()
  while await !run.log.waitForFrame(after: 0, within: .seconds(60)) {
    say("no first frame yet after \(fixed(milliseconds(.now - mountStart) / 1e3, 0)) s")
  }
  let mount = run.log.lastPresentedAt - mountStart
  await run.settle()
  if debug {
    say(run.log.lastSurface?.lines.joined(separator: "\n") ?? "no frame")
    say(
      "focus regions: \(run.focus.focusRegions.count), focused: \(String(describing: run.focus.currentFocusIdentity))")
  }

  var tabs: [Step] = []
  for _ in 0..<presses {
    tabs.append(await run.step([.key(.tab)]))
  }
  // The first jump must move the focus: if the Tabs ended on its field, one
  // more Tab (not counted) moves off it.
  if run.isField(BigForm.jumpTarget(1, n: n)) { _ = await run.step([.key(.tab)]) }
  var jumps: [Step] = []
  for jump in 1...presses {
    jumps.append(
      await run.step([.key(.functionKey(2))], landing: BigForm.jumpTarget(jump, n: n)))
  }
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  say(
    "swift-tui N=\(n) presses=\(presses) mount_s=\(fixed(milliseconds(mount) / 1e3)) "
      + "\(describe("tab", tabs)) \(describe("jump", jumps)) "
      + "maxrss_mb=\(fixed(Double(usage.ru_maxrss) / 1024, 0)) frames=\(run.log.count) "
      + "jumps_off_target=\(run.misses)")
  run.input.finish()
  run.signals.finish()
  session.cancel()
}

await measure()
