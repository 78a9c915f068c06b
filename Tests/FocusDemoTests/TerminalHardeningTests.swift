import Foundation
import Testing

@testable import FocusUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal app against what a real terminal and shell do to it:
/// signals, job control, crashes, a lost paste marker, absurd sizes, a dumb
/// terminal. Each runs the built demo in tmux.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct TerminalHardeningTests {
  /// Every signal whose default action ends the process (Linux numbering;
  /// RTMIN is 34, as glibc keeps 32 and 33 for itself).
  static let terminatingSignals: [(name: String, number: Int32)] = [
    ("HUP", 1), ("INT", 2), ("QUIT", 3), ("ILL", 4), ("TRAP", 5), ("ABRT", 6), ("BUS", 7), ("FPE", 8),
    ("USR1", 10), ("SEGV", 11), ("USR2", 12), ("PIPE", 13), ("ALRM", 14), ("TERM", 15), ("STKFLT", 16),
    ("XCPU", 24), ("XFSZ", 25), ("VTALRM", 26), ("PROF", 27), ("IO", 29), ("PWR", 30), ("SYS", 31),
    ("RTMIN", 34), ("RTMIN+5", 39), ("RTMAX", 64),
  ]

  /// The demo's process id, the child of the pane's shell.
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

  /// Whether process `pid` is stopped (state `T` in `/proc/PID/stat`).
  static func isStopped(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    // The state follows the command name, which is in parentheses.
    return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
  }

  @Test func everyTerminatingSignalRestoresTheTerminal() throws {
    // All at once, one terminal each: a signal after another would take a
    // minute.
    let folder = NSTemporaryDirectory() + "focus-signals-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminals = try Self.terminatingSignals.map { signal in
      // The crash reporter of the Swift runtime would print a backtrace for
      // the signals that dump core; here only the terminal matters.
      try Terminal(
        "sh -c 'SWIFT_BACKTRACE=enable=no \(Terminal.demo) login; stty -a > \(folder)/\(signal.number); sleep 60'")
    }
    for (terminal, signal) in zip(terminals, Self.terminatingSignals) {
      try terminal.wait(for: "focusedField", seconds: 60)
      #expect(try terminal.pane("#{alternate_on}") == "1", "SIG\(signal.name): the app did not start")
      // tmux shows no flag for focus reporting: the bytes tell.
      try terminal.recordOutput(to: "\(folder)/\(signal.number).out")
      let pid = try #require(try demoPID(in: terminal))
      kill(pid, signal.number)
    }
    for (terminal, signal) in zip(terminals, Self.terminatingSignals) {
      let marker = "\(folder)/\(signal.number)"
      #expect(eventually(seconds: 30) { FileManager.default.fileExists(atPath: marker) }, "SIG\(signal.name)")
      #expect(
        eventually { (try? terminal.pane("#{alternate_on}")) == "0" }, "SIG\(signal.name) left the alternate screen on")
      let settings = (try? String(contentsOfFile: marker, encoding: .utf8)) ?? ""
      #expect(
        settings.contains(" icanon") && settings.contains(" echo"), "SIG\(signal.name) left raw mode: \(settings)")
      #expect(try terminal.pane("#{cursor_flag}") == "1", "SIG\(signal.name) left the cursor hidden")
      #expect(
        eventually {
          let written = (try? String(contentsOfFile: "\(marker).out", encoding: .utf8)) ?? ""
          return written.contains("\u{1B}[?1004l")
        }, "SIG\(signal.name) left focus reporting on")
    }
  }

  @Test func ctrlZStopsTheAppAndFgBringsItBackWorkingAndRedrawn() throws {
    let terminal = try Terminal("bash --norc --noprofile", columns: 60, rows: 16)
    try terminal.send("PS1='$ ' \(Terminal.demo) login\r")
    try terminal.wait(for: "focusedField = nil")
    try terminal.send("\tbob")
    try terminal.wait(for: "bob___")
    try terminal.send([0x1A])  // Ctrl-Z
    let stopped = try terminal.wait(for: "Stopped")
    #expect(!stopped.contains("bob___"))
    #expect(try terminal.pane("#{alternate_on}") == "0")
    // The shell works as usual meanwhile: echo on, cooked mode.
    try terminal.send("echo still-here\r")
    try terminal.wait(for: "\nstill-here")
    try terminal.send("fg\r")
    // The whole frame comes back, not only what changes next.
    let back = try terminal.wait(for: "bob___")
    #expect(back.contains("Login form"))
    #expect(back.contains("focusedField = .username"))
    #expect(try terminal.pane("#{alternate_on}") == "1")
    try terminal.send("\t")  // keys work again: raw mode is back
    #expect(try terminal.wait(for: "focusedField = .password").contains("bob___"))
  }

  /// The demo as a terminal's first process, and run by a script that is:
  /// either way, no shell could continue it after a stop.
  @Test(arguments: ["\(Terminal.demo) login", "sh -c '\(Terminal.demo) login; sleep 60'"])
  func withNoShellToReturnToCtrlZLeavesTheAppInChargeOfTheTerminal(command: String) throws {
    let terminal = try Terminal(command, columns: 60, rows: 16)
    try terminal.wait(for: "focusedField = nil")
    let output = NSTemporaryDirectory() + "focus-output-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    try terminal.recordOutput(to: output)
    try terminal.send([0x1A])  // Ctrl-Z
    let pane = try terminal.pane("#{pane_pid}")
    let child = try run("/usr/bin/pgrep", ["-P", pane]).output.split(separator: "\n").first
    let demo = try #require(pid_t(child.map(String.init) ?? pane))
    kill(demo, SIGTSTP)
    // Still raw: Ctrl-\ is a byte for the app, not the kernel's SIGQUIT.
    try terminal.send([0x1C, 0x09])
    #expect(try terminal.wait(for: "focusedField = .username").contains("Login form"))
    #expect(try terminal.pane("#{pane_dead}") == "0")
    // The app never left the alternate screen, not even for a moment.
    let written = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    let leftTheAlternateScreen = written.contains("\u{1B}[?1049l")
    #expect(!leftTheAlternateScreen)
  }

  @Test func sigtstpFromOutsideStopsLikeCtrlZ() throws {
    let terminal = try Terminal("bash --norc --noprofile", columns: 60, rows: 16)
    try terminal.send("PS1='$ ' \(Terminal.demo) login\r")
    try terminal.wait(for: "focusedField = nil")
    let demo = try #require(try demoPID(in: terminal))
    kill(demo, SIGTSTP)
    try terminal.wait(for: "Stopped")
    #expect(try terminal.pane("#{alternate_on}") == "0")
    try terminal.send("fg\r")
    try terminal.wait(for: "Login form")
    try terminal.send("\t")
    #expect(try terminal.wait(for: "focusedField = .username").contains("Login form"))
  }

  @Test func startedInTheBackgroundItDrawsNothingUntilFg() throws {
    let terminal = try Terminal("bash --norc --noprofile", columns: 60, rows: 16)
    try terminal.send("PS1='$ ' \(Terminal.demo) login &\r")
    // The shell keeps the terminal; the app waits, stopped, without
    // drawing. The shell tells of the stop before its next prompt.
    let demo = try #require(try demoPID(in: terminal))
    #expect(eventually { Self.isStopped(demo) }, "the demo in the background stops")
    try terminal.send("\r")
    try terminal.wait(for: "Stopped")
    #expect(!(try terminal.screen()).contains("Login form"))
    #expect(try terminal.pane("#{alternate_on}") == "0")
    try terminal.send("fg\r")
    try terminal.wait(for: "Login form")
    try terminal.send("\t")
    #expect(try terminal.wait(for: "focusedField = .username").contains("Login form"))
  }

  /// A crash signal sent by another process (`kill -SEGV`, `kill -ABRT`)
  /// gets the Swift runtime's crash report, its prompt answered, and then
  /// ends the process — it once ran on and took the screen back.
  @Test(arguments: [("SEGV", SIGSEGV, 139), ("ABRT", SIGABRT, 134)])
  func aSentCrashSignalReportsThenEndsTheProcess(name: String, signal: Int32, status: Int) throws {
    let terminal = try Terminal(
      "sh -c '\(Terminal.demo) login; echo exit-status $?; sleep 60'", columns: 100, rows: 40)
    try terminal.wait(for: "focusedField = nil")
    let pid = try #require(try demoPID(in: terminal))
    kill(pid, signal)
    try terminal.wait(for: "any other key to quit", seconds: 60)
    #expect(try terminal.pane("#{alternate_on}") == "0", "SIG\(name): the report is on the alternate screen")
    try terminal.send("q")
    let screen = try terminal.wait(for: "exit-status", seconds: 30)
    #expect(screen.contains("exit-status \(status)"), "SIG\(name)")
    #expect(try terminal.pane("#{alternate_on}") == "0", "SIG\(name) took the alternate screen back")
    #expect(kill(pid, 0) != 0, "SIG\(name): the process still runs")
  }

  @Test func aTrapShowsItsMessageOnTheTerminalAndLeavesNoFile() throws {
    let folder = NSTemporaryDirectory() + "focus-trap-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminal = try Terminal(
      "sh -c 'TMPDIR=\(folder) FOCUSUI_DEMO_TRAP=1 SWIFT_BACKTRACE=interactive=no \(Terminal.demo) trap; "
        + "echo exit-status $?; sleep 60'", columns: 100, rows: 40)
    try terminal.wait(for: "traps: index out of range")
    // Standard error goes to a file no one can see, even while running.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    try terminal.send("\t\r")
    let screen = try terminal.wait(for: "exit-status", seconds: 60)
    #expect(try terminal.pane("#{alternate_on}") == "0")
    // What the app logged, then the runtime's message, on the real terminal.
    let history = try terminal.history()
    #expect(history.contains(#"focus-demo trap: about to trap \u{1B}]0;pwned\u{07}"#))
    #expect(history.contains("Fatal error: Index out of range"), "\(screen)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test func aStalledPasteEndsSoCtrlQStillQuits() throws {
    let terminal = try Terminal("sh -c '\(Terminal.demo) login; echo exit-status $?; sleep 60'")
    try terminal.wait(for: "focusedField = nil")
    try terminal.send("\t")
    try terminal.wait(for: "focusedField = .username")
    // A paste whose end marker never comes: what arrived is delivered.
    try terminal.send("\u{1B}[200~half a paste")
    try terminal.wait(for: "half a paste")
    _ = poll(nil, 0, 1000)  // longer than a paste may stall
    try terminal.send([0x11])  // Ctrl-Q
    #expect(try terminal.wait(for: "exit-status 0").contains("exit-status 0"))
  }

  @Test func aHugeReportedWindowSizeIsSurvived() throws {
    // stty sets the size on the pane's tty, as TIOCSWINSZ from anyone on it
    // would: the app gets SIGWINCH and reads 65535×65535, then the real
    // size again. Each resize waits for the test to make its marker file,
    // so the app is drawn at each size however slowly the machine runs.
    let marker = NSTemporaryDirectory() + "focus-winsize-\(UUID().uuidString)"
    defer { for step in ["1", "2"] { try? FileManager.default.removeItem(atPath: marker + step) } }
    let waitFor = { (step: String) in "while [ ! -e \(marker + step) ]; do sleep 0.05; done" }
    let terminal = try Terminal(
      "sh -c '(\(waitFor("1")); stty cols 65535 rows 65535; \(waitFor("2")); stty cols 60 rows 16) < /dev/tty & "
        + "exec \(Terminal.demo) login'", columns: 60, rows: 16)
    try terminal.wait(for: "focusedField = nil")
    let shell = try terminal.pane("#{pane_pid}")
    let size = { (try? run("/bin/sh", ["-c", "stty -F /proc/\(shell)/fd/0 size"]).output) ?? "" }
    #expect(FileManager.default.createFile(atPath: marker + "1", contents: nil))
    #expect(eventually { size().contains("65535 65535") })
    // Alive and answering at the absurd size: its frame does not fit the
    // real pane, and which piece of it shows depends on how tmux clamps the
    // cursor addresses of the changed cells, so the Tab is checked after…
    try terminal.send("\t")
    #expect(try terminal.pane("#{pane_dead}") == "0")
    // …the real size is back: the frame is whole, and focus moved.
    #expect(FileManager.default.createFile(atPath: marker + "2", contents: nil))
    #expect(eventually { size().contains("16 60") })
    #expect(try terminal.wait(for: "focusedField = .username").contains("Username"))
    #expect(try terminal.pane("#{pane_dead}") == "0")
  }

  @Test func termDumbIsRefusedWithAMessageAndStatusTwo() throws {
    let terminal = try Terminal("sh -c 'TERM=dumb \(Terminal.demo) login; echo exit-status $?; sleep 60'")
    let screen = try terminal.wait(for: "exit-status")
    #expect(screen.contains("TERM=dumb"))
    #expect(screen.contains("exit-status 2"))
    #expect(try terminal.pane("#{alternate_on}") == "0")
  }
}
