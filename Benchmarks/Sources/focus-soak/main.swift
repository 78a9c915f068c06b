// A long run: an app whose `@Observable` model changes 100,000 times a
// second for a minute, in a host that draws after every batch of changes,
// as a terminal app fed a flood of typing does. Prints, for each 5-second
// window, the changes made, the cost of one (the change and its share of
// the frames), the frames drawn and the resident memory: all flat, or a
// change costs more as the run goes on.
//
//   swift build -c release --product focus-soak
//   .build/release/focus-soak [SECONDS] [CHANGES_PER_SECOND] [CHANGES_PER_FRAME]
//
// Defaults: 60 seconds, 100,000 changes a second, a frame per 100 changes.
// A second thread also changes a model of its own once per frame, the way
// a network callback would: those changes reach the host through the
// observation wake-up, the path that once slowed down with every post.

import FocusUI
import FocusUITesting
import Foundation
import Synchronization

@MainActor @Observable final class Editor {
  var text = ""
  var count = 0
}

@Observable final class Feed: @unchecked Sendable {
  // @unchecked: written by the feeding thread, read in a body on the main
  // actor; the run measures cost, and a torn read would only show a stale
  // count.
  var items = 0
}

struct SoakView: View {
  let editor: Editor
  let feed: Feed

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Text", text: Binding(get: { editor.text }, set: { editor.text = $0 }))
      Text("changes: \(editor.count)")
      Text("feed: \(feed.items)")
    }
  }
}

func residentMiB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return 0 }
  let kib = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  return kib / 1024
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let seconds = arguments.first ?? 60
let perSecond = arguments.dropFirst().first ?? 100_000
let perFrame = max(1, arguments.dropFirst(2).first ?? 100)

MainActor.assumeIsolated {
  let editor = Editor()
  let feed = Feed()
  let host = TestHost(SoakView(editor: editor, feed: feed), size: Size(width: 80, height: 24))
  host.press(.tab)
  let feeding = Atomic<Bool>(true)
  let frameTick = Atomic<Int>(0)
  let thread = Thread {
    var seen = 0
    while feeding.load(ordering: .relaxed) {
      let tick = frameTick.load(ordering: .relaxed)
      if tick != seen {
        seen = tick
        feed.items += 1
      } else {
        usleep(50)
      }
    }
  }
  thread.start()
  print("focus-soak: \(seconds) s, \(perSecond) changes/s, a frame per \(perFrame) changes")
  print("window   changes    ns/change  frames  bodies     resident")
  let clock = ContinuousClock()
  let start = clock.now
  var made = 0
  var window = (changes: 0, time: Duration.zero, frames: 0, bodies: host.stats.bodyEvaluations)
  var nextReport = 5
  while clock.now - start < .seconds(seconds) {
    // Pace: as many changes as the schedule says by now.
    let due = Int(Double(perSecond) * ((clock.now - start) / .seconds(1)))
    guard made < due else {
      usleep(200)
      continue
    }
    let began = clock.now
    for _ in 0..<perFrame {
      editor.count += 1
      editor.text = editor.count % 80 == 0 ? "" : editor.text + "x"
    }
    made += perFrame
    host.runUntilIdle()
    _ = host.canvas
    frameTick.add(1, ordering: .relaxed)
    window.time += clock.now - began
    window.changes += perFrame
    window.frames += 1
    let elapsed = Int((clock.now - start) / .seconds(1))
    if elapsed >= nextReport {
      let bodies = host.stats.bodyEvaluations
      let nanoseconds = window.time / .nanoseconds(1) / Double(max(1, window.changes))
      print(
        String(
          format: "%3d s  %9d  %10.0f  %6d  %9d  %7.1f MiB", nextReport, window.changes, nanoseconds, window.frames,
          bodies - window.bodies, residentMiB()))
      window = (0, .zero, 0, bodies)
      nextReport += 5
    }
  }
  feeding.store(false, ordering: .relaxed)
  print("total: \(made) changes, \(made / max(1, seconds))/s; feed items seen: \(feed.items)")
}
