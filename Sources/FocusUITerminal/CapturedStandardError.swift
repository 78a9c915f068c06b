#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error while a terminal app runs: log lines written to the
/// terminal would garble the screen, so they go to a file no one else can
/// see — made and unlinked at once, it disappears with the process whatever
/// ends it. ``end()`` puts standard error back and copies out what was
/// written — warnings, a trap's "Fatal error: …" — with control characters
/// written visibly.
///
/// `end()` is async-signal-safe (a fatal signal's handler calls it): it
/// uses only descriptors and C buffers prepared beforehand.
enum CapturedStandardError {
  nonisolated(unsafe) private static var savedStandardError: Int32 = -1
  /// The unlinked file standard error goes to meanwhile.
  nonisolated(unsafe) private static var log: Int32 = -1
  nonisolated(unsafe) private static var copyBuffer = StaticBytes(count: 4096)
  nonisolated(unsafe) private static var escapeBuffer = StaticBytes(count: 4096)
  nonisolated(unsafe) private static var escapedCount = 0

  /// Sends standard error to the unlinked file.
  static func begin() {
    // Globals are made on first use, under a lock of the Swift runtime: a
    // signal handler that made one while the interrupted code held that
    // lock would wait for itself forever. Everything `end()` uses is made
    // here.
    _ = (copyBuffer.count, escapeBuffer.count, escapedCount, log, savedStandardError)
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(directory)/focusui-stderr-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    savedStandardError = dup(STDERR_FILENO)
    guard savedStandardError >= 0 else {
      close(fd)
      return
    }
    log = fd
    dup2(fd, STDERR_FILENO)
  }

  /// Copies the log to standard error, from its start, with control
  /// characters written visibly (`\u{1B}`), as every side channel does:
  /// what the app logged may quote text from anywhere. Line feeds and tabs
  /// stay. Async-signal-safe: bytes in, bytes out, through C buffers.
  private static func copyLog() {
    guard lseek(log, 0, SEEK_SET) == 0 else { return }
    // No allocation here (a signal handler calls this): static buffers and
    // counters only.
    escapedCount = 0
    var afterC2 = false  // a UTF-8 lead byte of U+0080…U+00BF came last
    while true {
      let count = Glibc.read(log, copyBuffer.base, copyBuffer.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      for index in 0..<count {
        let byte = copyBuffer.base[index]
        if afterC2 {
          afterC2 = false
          if byte >= 0x80 && byte <= 0x9F {
            putEscaped(byte)  // a C1 control
            continue
          }
          putEscapedByte(0xC2)
        }
        if byte == 0x0A || byte == 0x09 {
          putEscapedByte(byte)
        } else if byte < 0x20 || byte == 0x7F {
          putEscaped(byte)
        } else if byte == 0xC2 {
          afterC2 = true
        } else {
          putEscapedByte(byte)
        }
      }
    }
    if afterC2 { putEscapedByte(0xC2) }
    flushEscaped()
  }

  private static func putEscapedByte(_ byte: UInt8) {
    if escapedCount == escapeBuffer.count { flushEscaped() }
    escapeBuffer.base[escapedCount] = byte
    escapedCount += 1
  }

  /// Writes `value` as `\u{XX}`.
  private static func putEscaped(_ value: UInt8) {
    func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? 0x30 + digit : 0x41 + digit - 10 }
    putEscapedByte(0x5C)  // \
    putEscapedByte(0x75)  // u
    putEscapedByte(0x7B)  // {
    putEscapedByte(hex(value >> 4))
    putEscapedByte(hex(value & 0xF))
    putEscapedByte(0x7D)  // }
  }

  private static func flushEscaped() {
    StaticBytes(base: escapeBuffer.base, count: escapedCount).write(to: STDERR_FILENO)
    escapedCount = 0
  }

  /// Puts standard error back and copies out what was written meanwhile.
  /// Does its work once.
  static func end() {
    guard log >= 0 else { return }
    if savedStandardError >= 0 {
      dup2(savedStandardError, STDERR_FILENO)
      close(savedStandardError)
      savedStandardError = -1
    }
    copyLog()
    close(log)
    log = -1
  }
}
