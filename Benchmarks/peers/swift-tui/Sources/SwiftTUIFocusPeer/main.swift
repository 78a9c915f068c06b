// The peers' focus scenario in swift-tui, measured in process through the
// framework's own run loop and its terminal emission (the planner and escape
// builder its terminal host uses, writing to a byte counter instead of a tty).
//
//   SwiftTUIFocusPeer N PRESSES
//
// Mounts `BigForm(n: N)` at 80×24, then times PRESSES Tab keys and PRESSES
// clicks on Jump (a focus write to a far field), each from the event sent to
// the presented frame that shows the focus moved; "settled" waits until no
// frame follows for 50 ms and times to the last one.
import Foundation
@_spi(Runners) import SwiftTUIRuntime

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("SwiftTUIFocusPeer: \(message)\n".utf8))
  exit(2)
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
  /// was (and is not on `passing`: the Jump button, which a click focuses on
  /// its way to the field; and is on the field `landing` if given), then for
  /// the frames to settle.
  func step(_ events: [InputEvent], passing: Identity? = nil, landing: Int? = nil) async -> Step {
    let before = focus.currentFocusIdentity
    let frames = log.count
    let bytes = log.bytes
    let sent = ContinuousClock.now
    for event in events { input.send(event) }
    var seen = frames
    repeat {
      await log.waitForFrame(after: seen)
      seen = log.count
    } while focus.currentFocusIdentity == before || focus.currentFocusIdentity == passing
      || landing.map { !isField($0) } ?? false
    let moved = log.lastPresentedAt - sent
    await settle()
    if debug {
      print("  focus \(String(describing: before)) -> \(String(describing: focus.currentFocusIdentity))")
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
  await run.log.waitForFrame(after: 0)
  let mount = run.log.lastPresentedAt - mountStart
  await run.settle()
  if debug {
    print(run.log.lastSurface?.lines.joined(separator: "\n") ?? "no frame")
    print(
      "focus regions: \(run.focus.focusRegions.count), focused: \(String(describing: run.focus.currentFocusIdentity))")
  }

  var tabs: [Step] = []
  for _ in 0..<presses {
    tabs.append(await run.step([.key(.tab)]))
  }
  guard let jump = run.log.cell(of: "Jump") else {
    fail("no Jump button on the screen:\n\(run.log.lastSurface?.lines.joined(separator: "\n") ?? "")")
  }
  let location = Point(x: Double(jump.x) + 0.5, y: Double(jump.y) + 0.5)
  let button = run.focus.focusRegions.first { $0.rect.contains(jump) }?.identity
  // The first click must move the focus: if the Tabs ended on its field,
  // one more Tab (not counted) moves off it.
  if run.isField(BigForm.jumpTarget(1, n: n)) { _ = await run.step([.key(.tab)]) }
  var jumps: [Step] = []
  for jump in 1...presses {
    jumps.append(
      await run.step(
        [
          .mouse(MouseEvent(kind: .down(.primary), location: location)),
          .mouse(MouseEvent(kind: .up(.primary), location: location)),
        ], passing: button, landing: BigForm.jumpTarget(jump, n: n)))
  }
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  print(
    "swift-tui N=\(n) presses=\(presses) mount_s=\(fixed(milliseconds(mount) / 1e3)) "
      + "\(describe("tab", tabs)) \(describe("jump", jumps)) "
      + "maxrss_mb=\(fixed(Double(usage.ru_maxrss) / 1024, 0)) frames=\(run.log.count)")
  run.input.finish()
  run.signals.finish()
  session.cancel()
}

await measure()
