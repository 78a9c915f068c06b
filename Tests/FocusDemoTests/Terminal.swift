import Foundation

@testable import FocusUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// A real terminal for end-to-end tests: a tmux session running a command,
/// fed with raw bytes and read back as a screen.
final class Terminal {
  static let isAvailable =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")

  private let name: String
  private let socket: String
  private var serverPID: pid_t = 0

  /// Starts `command` (a shell command line) in a terminal of `columns` by `rows`.
  init(_ command: String, columns: Int = 60, rows: Int = 16) throws {
    name = "focus-\(UUID().uuidString.prefix(8))"
    socket = NSTemporaryDirectory() + name
    try tmux(
      "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)",
      "env TERM=xterm-256color \(command)")
    serverPID = pid_t(try pane("#{pid}")) ?? 0
  }

  /// Resizes the terminal, as dragging its window would (SIGWINCH).
  func resize(columns: Int, rows: Int) throws {
    try tmux("resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)")
  }

  /// Kills the terminal itself, as closing its window would.
  func close() {
    if serverPID > 0 { kill(serverPID, SIGKILL) }
    serverPID = 0
  }

  deinit {
    _ = try? tmux("kill-server")
    // The server may outlive a kill-server sent as the test process ends.
    if serverPID > 0 { kill(serverPID, SIGKILL) }
    try? FileManager.default.removeItem(atPath: socket)
  }

  /// The focus-demo binary built beside this test bundle.
  static var demo: String {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidate = bundle
    while candidate.path != "/" {
      let path = candidate.appendingPathComponent("focus-demo").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
      candidate.deleteLastPathComponent()
    }
    return "focus-demo"
  }

  /// Sends raw bytes, as a terminal would when keys are typed.
  func send(_ bytes: [UInt8]) throws {
    try tmux(["send-keys", "-t", name, "-H"] + bytes.map { String(format: "%02x", $0) })
  }

  func send(_ text: String) throws {
    try send(Array(text.utf8))
  }

  /// The visible screen, one line per row, trailing spaces removed.
  func screen() throws -> String {
    try tmux("capture-pane", "-p", "-t", name)
  }

  /// The visible screen with its colors and attributes as SGR sequences.
  func styledScreen() throws -> String {
    try tmux("capture-pane", "-p", "-e", "-t", name)
  }

  /// The screen and the scrollback above it, wrapped lines joined.
  func history() throws -> String {
    try tmux("capture-pane", "-p", "-J", "-S", "-", "-t", name)
  }

  /// Waits until the screen contains `text` and returns the screen; throws,
  /// with the screen it last saw, when the time runs out.
  @discardableResult
  func wait(for text: String, seconds: Double = 60) throws -> String {
    try wait(until: "the screen shows \"\(text)\"", seconds: seconds) { $0.contains(text) }
  }

  /// The screen once a capture equals the one before it, or, when it keeps
  /// changing (an animation) or stops meeting `condition` (a message that
  /// goes away), the last capture that met it.
  private func settled(from first: String, _ condition: (String) -> Bool) -> String {
    var last = first
    _ = try? eventually(seconds: 1) {
      let next = try screen()
      guard condition(next) else { return true }
      defer { last = next }
      return next == last
    }
    return last
  }

  /// Waits until `condition` holds for the screen and returns the screen;
  /// throws, with the screen it last saw, when the time runs out.
  ///
  /// The screen returned is one that two captures in a row agree on: tmux
  /// can capture a frame half written (the line waited for drawn, the rows
  /// below it not yet), and tests go on to check those rows.
  @discardableResult
  func wait(until description: String, seconds: Double = 60, _ condition: (String) -> Bool) throws -> String {
    var last = ""
    let held = try eventually(seconds: seconds) {
      last = try screen()
      return condition(last)
    }
    guard held else { throw TimedOut(waitingFor: description, screen: last) }
    return settled(from: last, condition)
  }

  /// A wait that ran out of time, with the screen seen last.
  struct TimedOut: Error, CustomStringConvertible {
    var waitingFor: String
    var screen: String
    var description: String { "Timed out waiting until \(waitingFor). The screen was:\n\(screen)" }
  }

  /// Appends everything the program writes from now on, escape sequences
  /// included, to the file at `path`.
  func recordOutput(to path: String) throws {
    try tmux("pipe-pane", "-o", "-t", name, "cat >> '\(path)'")
  }

  /// A tmux format value of the pane, such as `#{alternate_on}`.
  func pane(_ format: String) throws -> String {
    try tmux("display-message", "-p", "-t", name, format).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    // Output goes through a file, not a pipe: the tmux server a first
    // command starts inherits the descriptors and would hold a pipe open.
    let path = socket + ".out"
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = spawn(["/usr/bin/env", "tmux", "-S", socket] + arguments, output: path, error: "/dev/null")
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }
}

/// Runs `arguments` (the first is the executable) with standard output and
/// error sent to files and standard input from `input`, and waits for it:
/// posix_spawn and waitpid, which behave the same on every thread.
@discardableResult
func spawn(_ arguments: [String], output: String, error: String, input: String = "/dev/null") -> Int32 {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return -1 }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0, errno == EINTR {}
  // Exit status, or 128 + the signal.
  return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
}

/// Runs a command and collects its output and exit status.
func run(_ executable: String, _ arguments: [String], stdin: String = "/dev/null") throws -> (
  status: Int32, output: String, error: String
) {
  let base = NSTemporaryDirectory() + "focus-run-\(UUID().uuidString)"
  defer {
    try? FileManager.default.removeItem(atPath: base + ".out")
    try? FileManager.default.removeItem(atPath: base + ".err")
  }
  let status = spawn([executable] + arguments, output: base + ".out", error: base + ".err", input: stdin)
  let output = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
  let error = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
  return (status, output, error)
}
