#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's modes for the life of an app: raw input, the alternate
/// screen, mouse reporting and bracketed paste. The original settings come
/// back on `stop()`, and on the signals that end the process — including
/// the traps of a Swift runtime error — where the handler restores them
/// before the signal takes its default course.
///
/// While the app runs, standard error goes to a temporary file (log lines
/// would garble the screen); its content is written out after the terminal
/// is restored.
final class TerminalSession {
  // Read by the signal handler: plain C memory and flags only.
  nonisolated(unsafe) private static var original = termios()
  nonisolated(unsafe) private static var isActive: sig_atomic_t = 0
  nonisolated(unsafe) private static var leaveBytes: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var leaveCount = 0
  nonisolated(unsafe) private static var savedStandardError: Int32 = -1

  private static let enter =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[2J"
  private static let leave =
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  private var logPath: String?

  func start() {
    tcgetattr(STDIN_FILENO, &Self.original)
    var raw = Self.original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    let bytes = Array(Self.leave.utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    buffer.initialize(from: bytes, count: bytes.count)
    Self.leaveBytes = buffer
    Self.leaveCount = bytes.count
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    Self.isActive = 1
    redirectStandardError()
    write(Self.enter)
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] {
      Glibc.signal(signal) { number in
        TerminalSession.restore()
        Glibc.signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  func stop() {
    Self.restore()
    replayStandardError()
  }

  /// Puts the terminal back as it was: async-signal-safe (write, tcsetattr,
  /// dup2 on memory prepared in `start()`).
  private static func restore() {
    guard isActive == 1 else { return }
    isActive = 0
    if let leaveBytes { _ = Glibc.write(STDOUT_FILENO, leaveBytes, leaveCount) }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    if savedStandardError >= 0 { dup2(savedStandardError, STDERR_FILENO) }
  }

  private func redirectStandardError() {
    var template = Array("/tmp/focusui-stderr-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return }
    logPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    Self.savedStandardError = dup(STDERR_FILENO)
    dup2(fd, STDERR_FILENO)
    close(fd)
  }

  /// Writes what the app logged while running to the real standard error.
  private func replayStandardError() {
    guard let logPath else { return }
    defer {
      unlink(logPath)
      self.logPath = nil
    }
    guard let file = fopen(logPath, "r") else { return }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      _ = buffer.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, count) }
    }
  }

  var size: Size {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return Size(width: 80, height: 24)
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  func write(_ text: String) {
    guard !text.isEmpty else { return }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
  }

  /// What one wait for input brought.
  enum Input {
    case bytes([UInt8])
    /// Nothing within the timeout.
    case idle
    /// The terminal is gone (hung up, closed): the app must end.
    case closed
  }

  /// Waits up to `timeout` milliseconds for input.
  func read(timeout: Int32) -> Input {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, timeout)
    if ready < 0 { return errno == EINTR ? .idle : .closed }
    if ready == 0 { return .idle }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count > 0 { return .bytes(Array(buffer[0..<count])) }
    if count < 0, errno == EINTR || errno == EAGAIN { return .idle }
    return .closed
  }
}
