import FocusUITesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Async work in a real terminal (tmux): main-actor jobs run while the app
/// waits for keys, `.task` starts, restarts and stops, and an idle app
/// sleeps.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct AsyncEndToEndTests {
  /// The CPU time (user and system, in clock ticks) the process has used.
  static func cpuTicks(of pid: pid_t) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the name: state is the 3rd field; utime and stime the 14th and 15th.
    let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
  }

  @Test func everyWayToReachTheMainActorRunsAndAnIdleAppUsesNoCPU() throws {
    let terminal = try Terminal("\(Terminal.demo) async-probe", columns: 70, rows: 14)
    let screen = try terminal.wait(until: "every line ran and the note has focus") {
      $0.components(separatedBy: ": ran").count == 7 && $0.contains("noteIsFocused = true")
    }
    #expect(screen.contains("Task { @MainActor }: ran"))
    #expect(screen.contains("DispatchQueue.main.async: ran"))
    #expect(screen.contains("asyncAfter 0.2 s: ran"))
    #expect(screen.contains("MainActor.run from a detached task: ran"))
    #expect(screen.contains(".task after Task.sleep 0.3 s: ran"))
    #expect(screen.contains("@Observable set on another thread: ran"))
    #expect(screen.contains(".task(priority: .low) runs at: low"))
    #expect(screen.contains("task(id:) started: 0; cancelled: none"))
    // Keys still reach the field the delayed block focused.
    try terminal.send("hello")
    try terminal.wait(for: "hello")

    // A new id cancels the running task and starts another.
    try terminal.send("\t\r\r")  // Tab to Next id, press it twice
    try terminal.wait(for: "task(id:) started: 0 1 2; cancelled: 0 1")

    // Nothing is scheduled any more: the app sleeps in its wait. A busy
    // wait would use every tick of the second (100 a second).
    // `env` execs the demo: the pane's process is the app.
    let pid = try #require(pid_t(try terminal.pane("#{pane_pid}")))
    let before = try #require(Self.cpuTicks(of: pid))
    _ = poll(nil, 0, 2000)
    let after = try #require(Self.cpuTicks(of: pid))
    #expect(after - before <= 5, "an idle app used \(after - before) ticks of CPU in 2 s")
  }

  @Test func aSearchWaitsForAPauseInTheTypingThenFocusesTheFirstResult() throws {
    // A pause of 3 s: each burst is sent by a tmux process of its own, and
    // a loaded machine held the two 0.5 s apart (the search for "pas" ran
    // and took focus before "ta" arrived).
    let terminal = try Terminal(
      "env FOCUSUI_DEMO_SEARCH_PAUSE_MS=3000 \(Terminal.demo) async-search", columns: 90, rows: 24)
    try terminal.wait(for: "focus = .query")
    // Typed in two bursts, the second inside the pause: one search, for
    // the whole word.
    try terminal.send("pas")
    try terminal.send("ta")
    let screen = try terminal.wait(for: "2 found for “pasta”.")
    #expect(screen.contains("[ Pasta al limone ]"))
    #expect(screen.contains("[ Pasta e fagioli ]"))
    try terminal.wait(for: #"focus = .result("Pasta al limone")"#)
    try terminal.send(" ")
    try terminal.wait(for: "Opened Pasta al limone.")
  }

  @Test func aViewsTaskStopsWhenTheViewGoes() throws {
    let terminal = try Terminal("\(Terminal.demo) async-search", columns: 90, rows: 24)
    try terminal.wait(for: "focus = .query")
    try terminal.send("\t ")  // Tab to "Show clock", Space shows it
    try terminal.wait(for: "clock tasks running: 1")
    try terminal.wait(for: "Clock: 1 s")
    try terminal.send(" ")
    let hidden = try terminal.wait(for: "clock tasks running: 0")
    #expect(!hidden.contains("Clock:"))
    try terminal.send(" ")
    // A new clock, from zero: the first one's task is gone.
    let again = try terminal.wait(for: "clock tasks running: 1")
    #expect(again.contains("Clock: 0 s"))
  }
}
