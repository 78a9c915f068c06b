import Foundation
import Testing

@testable import FocusUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal's focus reports in a real terminal (tmux): the window's
/// focus drives the scene's phase, and reporting never outlives the app.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct FocusReportingEndToEndTests {
  static let focusOut = "\u{1B}[O"
  static let focusIn = "\u{1B}[I"

  @Test func focusOutMakesTheSceneInactiveAndFocusInActiveWithTheFieldStillFocused() throws {
    let terminal = try Terminal("\(Terminal.demo) async-probe", columns: 70, rows: 16)
    let start = try terminal.wait(for: "noteIsFocused = true")
    #expect(start.contains("scenePhase = active · appearsActive = true"))
    try terminal.send(Self.focusOut)
    let inactive = try terminal.wait(for: "scenePhase = inactive · appearsActive = false")
    #expect(inactive.contains("noteIsFocused = true"))
    try terminal.send(Self.focusIn)
    try terminal.wait(for: "scenePhase = active · appearsActive = true")
    // Keys go to the field that had focus before the window lost it.
    try terminal.send("kept")
    #expect(try terminal.wait(for: "kept").contains("noteIsFocused = true"))
  }

  /// One way for the app to end, and how to bring it about.
  struct ExitPath: CustomTestStringConvertible, Sendable {
    let name: String
    /// Environment for the demo, before its path.
    var environment = "SWIFT_BACKTRACE=enable=no"
    var example = "login"
    let end: @Sendable (Terminal, pid_t) throws -> Void
    var testDescription: String { name }

    static let all: [ExitPath] = [
      ExitPath(name: "Ctrl-Q") { terminal, _ in try terminal.send([0x11]) },
      ExitPath(name: "Ctrl-C") { terminal, _ in try terminal.send([0x03]) },
      ExitPath(name: "SIGTERM") { _, pid in kill(pid, SIGTERM) },
      ExitPath(name: "SIGHUP") { _, pid in kill(pid, SIGHUP) },
      ExitPath(name: "SIGINT") { _, pid in kill(pid, SIGINT) },
      // The Swift runtime's crash report, printed after the restore.
      ExitPath(name: "SIGSEGV with a crash report", environment: "SWIFT_BACKTRACE=interactive=no") { _, pid in
        kill(pid, SIGSEGV)
      },
      ExitPath(
        name: "a runtime trap", environment: "FOCUSUI_DEMO_TRAP=1 SWIFT_BACKTRACE=interactive=no", example: "trap"
      ) { terminal, _ in try terminal.send("\t\r") },
    ]
  }

  @Test(arguments: ExitPath.all)
  func everyExitPathTurnsFocusReportingOff(path: ExitPath) throws {
    let terminal = try Terminal(
      "sh -c '\(path.environment) \(Terminal.demo) \(path.example); echo exit-status $?; sleep 60'",
      columns: 100, rows: 40)
    try terminal.wait(for: path.example == "trap" ? "traps" : "focusedField = nil")
    let output = NSTemporaryDirectory() + "focus-reporting-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    try terminal.recordOutput(to: output)
    let pid = try #require(try demoPID(in: terminal))
    try path.end(terminal, pid)
    try terminal.wait(for: "exit-status", seconds: 60)
    // pipe-pane's `cat` may write the last bytes a moment later.
    #expect(eventually { Self.written(to: output).contains("\u{1B}[?1004l") }, "\(path.name) left focus reporting on")
    #expect(try terminal.pane("#{alternate_on}") == "0")
  }

  @Test func ctrlZTurnsFocusReportingOffAndFgOnAgain() throws {
    let terminal = try Terminal("bash --norc --noprofile", columns: 60, rows: 16)
    try terminal.send("PS1='$ ' \(Terminal.demo) login\r")
    try terminal.wait(for: "focusedField = nil")
    let output = NSTemporaryDirectory() + "focus-reporting-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    try terminal.recordOutput(to: output)
    try terminal.send([0x1A])  // Ctrl-Z
    try terminal.wait(for: "Stopped")
    #expect(eventually { Self.written(to: output).contains("\u{1B}[?1004l") })
    try terminal.send("fg\r")
    try terminal.wait(for: "Login form")
    let turnedOnAgain = eventually {
      let written = Self.written(to: output)
      guard let on = written.range(of: "\u{1B}[?1004h", options: .backwards),
        let off = written.range(of: "\u{1B}[?1004l", options: .backwards)
      else { return false }
      return off.lowerBound < on.lowerBound
    }
    #expect(turnedOnAgain, "fg did not turn focus reporting on again")
  }

  static func written(to path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  /// The demo's process id: the child of the pane's shell.
  func demoPID(in terminal: Terminal) throws -> pid_t? {
    let shell = try terminal.pane("#{pane_pid}")
    var pid: pid_t?
    _ = eventually {
      let children = (try? run("/usr/bin/pgrep", ["-P", shell]).output) ?? ""
      pid = children.split(separator: "\n").first.flatMap { pid_t($0) }
      return pid != nil
    }
    return pid
  }
}
