#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One long-lived `espeak-ng` that says each line written to its standard
/// input: the reader's voice where speech-dispatcher is not running.
///
/// ```swift
/// let espeak = EspeakProcess(program: "/usr/bin/espeak-ng")
/// espeak.say("Username, text field", priority: .default)
/// espeak.say("Download finished", priority: .low)   // said after the first
/// ```
///
/// Started with no arguments, `espeak-ng` reads its input a line at a time
/// and says each line before it reads the next, so phrases queue in it.
/// It has no command that cuts a line short; so a phrase that interrupts
/// (``SpeechPriority/interrupts``) while the process is still saying
/// something ends that process and starts a new one. Whether it is still
/// saying something is what Linux says of its system call: waiting in
/// `read` on its standard input means it has said everything
/// (`/proc/PID/syscall`; where that cannot be read, it counts as busy).
/// While idle, every phrase goes to the same process: a hundred phrases,
/// one process. A ``SpeechPriority/high`` phrase is not cut short: the
/// phrase after it waits in line.
///
/// The process runs with its standard output and error on `/dev/null`, in
/// its own process group (terminal signals don't reach it), with default
/// signal actions. Ended processes are reaped on ``reap()``: none is left a
/// zombie. Its input is one end of a socket pair, written without
/// blocking: a process that stopped reading loses phrases rather than
/// stopping the app, and one that ended raises no `SIGPIPE`.
@MainActor
final class EspeakProcess {
  /// The program.
  let program: String
  /// The running process, if any.
  private(set) var pid: pid_t?
  /// How many processes were started: the tests' count.
  private(set) var processesStarted = 0
  private var input: Int32 = -1
  /// Processes ended but not yet reaped.
  private var ended: [pid_t] = []
  private var lastWasHigh = false

  init(program: String) {
    self.program = program
  }

  /// Says `text` as `priority` asks. Returns at once.
  func say(_ text: String, priority: SpeechPriority) {
    reap()
    if priority.interrupts, !(lastWasHigh && priority != .high), isBusy { stop() }
    lastWasHigh = priority == .high
    if pid == nil { start() }
    // One line per phrase: no control, no line break inside.
    let line = ControlCharacters.blanked(text) + "\n"
    guard input >= 0 else { return }
    var bytes = Array(line.utf8)[...]
    while !bytes.isEmpty {
      // A socket, not a pipe: MSG_NOSIGNAL, so a process that ended
      // raises no SIGPIPE (which ends the app, the terminal restored).
      let written = bytes.withUnsafeBytes {
        send(input, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
      }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { stop() }
        return  // full (EAGAIN): the phrase is dropped
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Ends the process (what it was saying stops); the next phrase starts
  /// another.
  func stop() {
    guard let pid else { return }
    self.pid = nil
    close(input)
    input = -1
    kill(pid, SIGKILL)
    ended.append(pid)
    reap()
  }

  /// Collects ended processes without waiting.
  func reap() {
    if let pid, Self.hasEnded(pid) {
      self.pid = nil
      close(input)
      input = -1
    }
    ended.removeAll { Self.hasEnded($0) }
  }

  /// Whether the process is still saying something: not waiting in
  /// `read` on its standard input.
  var isBusy: Bool {
    guard let pid else { return false }
    guard let call = Self.systemCall(of: pid) else { return true }
    // "0 0x0 …": read (0 on x86-64; 63 on arm64) of descriptor 0.
    let fields = call.split(separator: " ")
    guard fields.count >= 2 else { return true }
    return !(Self.readCalls.contains(String(fields[0])) && fields[1] == "0x0")
  }

  #if arch(x86_64)
    private static let readCalls: Set<String> = ["0"]
  #elseif arch(arm64)
    private static let readCalls: Set<String> = ["63"]
  #else
    private static let readCalls: Set<String> = []
  #endif

  private static func systemCall(of pid: pid_t) -> String? {
    let descriptor = open("/proc/\(pid)/syscall", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count], as: UTF8.self)
  }

  private func start() {
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return }
    defer { close(ends[0]) }
    guard let pid = Self.spawn([program], input: ends[0]) else {
      close(ends[1])
      return
    }
    self.pid = pid
    input = ends[1]
    processesStarted += 1
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

  /// Starts `arguments` (the first is the executable) reading `input`,
  /// its output and error on `/dev/null`: the child's id, or `nil`.
  private static func spawn(_ arguments: [String], input: Int32) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
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
