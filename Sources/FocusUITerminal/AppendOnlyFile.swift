#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the terminal host's logs append whole lines to, unbuffered, so
/// that `tail -f` (or a script waiting for a line) sees each at once. A
/// failed write is dropped: a log never stops the app.
///
/// ```swift
/// let file = AppendOnlyFile(environment: ["FOCUSUI_FOCUS_LOG": "/tmp/focus.txt"], key: "FOCUSUI_FOCUS_LOG")
/// file?.append(line: "1.204s keyboard: … · Tab")
/// ```
final class AppendOnlyFile {
  private let descriptor: Int32

  /// The file the variable `key` of `environment` names, or `nil` when it
  /// names none or the file cannot be opened.
  convenience init?(environment: [String: String], key: String) {
    guard let path = environment[key], !path.isEmpty else { return nil }
    self.init(path: path)
  }

  /// Opens `path` for appending (created when missing, so several runs
  /// add to one file).
  init?(path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Appends `line` and a line break.
  func append(line text: String) {
    var line = Array((text + "\n").utf8)[...]
    while !line.isEmpty {
      let count = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return
      }
      line = line.dropFirst(count)
    }
  }
}
