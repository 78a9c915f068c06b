#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's modes for the life of an app: raw input, the alternate
/// screen, mouse reporting; the original settings come back on `stop()` and
/// on the signals that end the process.
final class TerminalSession {
  nonisolated(unsafe) private static var original = termios()
  nonisolated(unsafe) private static var isActive = false

  private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[2J"
  private static let leave = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  func start() {
    tcgetattr(STDIN_FILENO, &Self.original)
    var raw = Self.original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 1  // read() returns after 0.1 s without input
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    Self.isActive = true
    write(Self.enter)
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      Glibc.signal(signal) { number in
        TerminalSession.restore()
        Glibc.signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  func stop() {
    Self.restore()
  }

  /// Puts the terminal back as it was; safe to call from a signal handler.
  private static func restore() {
    guard isActive else { return }
    isActive = false
    leave.withCString { _ = Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  var size: Size {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
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

  /// Bytes available within 0.1 s, or `nil`.
  func read() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[0..<count]) : nil
  }
}
