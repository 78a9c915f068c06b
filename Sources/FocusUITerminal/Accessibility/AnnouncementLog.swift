#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the screen reader appends its announcements to, one per line:
/// what `FOCUSUI_ANNOUNCE_LOG` names.
///
/// ```swift
/// let log = try AnnouncementLog(path: "/tmp/announcements.txt")
/// log.append("Priority notification 1")
/// // $ tail -f /tmp/announcements.txt
/// ```
///
/// The file is opened for appending (created when missing), so several runs
/// add to one log. Each line is written at once, unbuffered: a script or a
/// test reading the file sees it immediately. Line breaks inside an
/// announcement become spaces, and its other control characters are written
/// as `\u{1B}` (see ``ControlCharacters``): the text comes from the app, and
/// a `tail -f` of the log must not let it retitle or reprogram the reader's
/// terminal.
final class AnnouncementLog {
  /// The file could not be opened: the message says which and why.
  struct OpenError: Error, CustomStringConvertible {
    let description: String
  }

  /// The variable that names the log file.
  static let environmentKey = "FOCUSUI_ANNOUNCE_LOG"

  let path: String
  private let descriptor: Int32

  /// Opens `path` for appending.
  ///
  /// ```swift
  /// do {
  ///   log = try AnnouncementLog(path: path)
  /// } catch {
  ///   status = "warning: \(error)"
  /// }
  /// ```
  init(path: String) throws(OpenError) {
    self.path = path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw OpenError(description: "cannot open the announcement log \(path): \(String(cString: strerror(errno)))")
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Appends `announcement` as one line. A failed write is dropped: the
  /// log never stops the app.
  func append(_ announcement: String) {
    let line = ControlCharacters.escaped(announcement, lineBreaks: .spaces) + "\n"
    var bytes = Array(line.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
