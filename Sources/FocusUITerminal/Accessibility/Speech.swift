#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Speaks the screen reader's announcements through `espeak-ng`, when that
/// program is on the `PATH`.
///
/// ```swift
/// let speech = Speech(environment: ProcessInfo.processInfo.environment)
/// speech.speak("Post priority, button")
/// speech.speak("Clear, button")   // cuts the first one short
/// ```
///
/// Each utterance is a child process started without waiting for it
/// (`espeak-ng -- TEXT`, control characters in TEXT made spaces, standard input, output and error on `/dev/null`,
/// in its own process group so that terminal signals don't reach it). A new
/// utterance stops the one still running. Finished children are reaped
/// whenever the speech is used and on ``reap()``, which the screen reader
/// calls every frame: none is left a zombie.
///
/// Without `espeak-ng`, or with `FOCUSUI_SPEECH=off` in the environment,
/// ``program`` is `nil` and speaking does nothing: no error.
@MainActor
final class Speech {
  /// The variable that turns speech off when it is `off`.
  static let environmentKey = "FOCUSUI_SPEECH"
  /// The program's name, looked up on the `PATH`.
  static let programName = "espeak-ng"

  /// The program that speaks, or `nil` when there is none (or speech is
  /// off).
  let program: String?
  /// The utterance still running, if any.
  private(set) var speaking: pid_t?
  /// Utterances stopped but not yet reaped.
  private var stopped: [pid_t] = []

  /// Finds `espeak-ng` on the `PATH` of `environment`.
  ///
  /// ```swift
  /// Speech(environment: ["PATH": ""]).program               // nil: no speech, no error
  /// Speech(environment: ["FOCUSUI_SPEECH": "off"]).program  // nil
  /// ```
  init(environment: [String: String]) {
    if environment[Self.environmentKey]?.lowercased() == "off" {
      program = nil
    } else {
      program = Self.find(Self.programName, path: environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
    }
  }

  /// The first executable file called `name` in the directories of `path`
  /// (empty entries are skipped).
  private static func find(_ name: String, path: String) -> String? {
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      var info = stat()
      guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 else {
        continue
      }
      return candidate
    }
    return nil
  }

  /// Says `text`, stopping what is still being said. Returns at once.
  func speak(_ text: String) {
    reap()
    stop()
    guard let program else { return }
    // No control reaches espeak-ng: NUL would cut the argument short, and
    // the rest have nothing to say.
    let text = ControlCharacters.blanked(text)
    speaking = Self.spawn([program, "--", text])
  }

  /// Stops the utterance still running, if any.
  func stop() {
    guard let pid = speaking else { return }
    speaking = nil
    kill(pid, SIGKILL)
    stopped.append(pid)
    reap()
  }

  /// Collects the children that have ended: a finished utterance leaves
  /// no zombie.
  func reap() {
    if let pid = speaking, Self.hasEnded(pid) { speaking = nil }
    stopped.removeAll { Self.hasEnded($0) }
  }

  /// Whether `pid` has ended, reaping it if so (without waiting).
  private static func hasEnded(_ pid: pid_t) -> Bool {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == 0 { return false }
      if result < 0 && errno == EINTR { continue }
      return true  // reaped, or not our child any more
    }
  }

  /// Starts `arguments` (the first is the executable) with its standard
  /// streams on `/dev/null`: the child's id, or `nil` when it didn't start.
  private static func spawn(_ arguments: [String]) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Default signal actions and an empty mask, whatever the host set up;
    // a process group of its own.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD, SIGWINCH] { sigaddset(&defaults, signal) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ) == 0 else { return nil }
    return pid
  }
}
