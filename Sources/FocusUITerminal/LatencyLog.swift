/// A file ``TerminalHost`` appends one line to per read of input bytes,
/// when `FOCUSUI_LATENCY_LOG` names it: how long the host took from the
/// bytes read to the frame they caused written, and how many bytes that
/// frame was.
///
/// ```swift
/// // $ FOCUSUI_LATENCY_LOG=/tmp/latency.txt focus-demo big-form
/// // $ tail -f /tmp/latency.txt
/// // 93412 41 1      (ns from read to write, bytes written, bytes read)
/// let log = LatencyLog(environment: ["FOCUSUI_LATENCY_LOG": "/tmp/latency.txt"])
/// log?.append(nanoseconds: 93_412, written: 41, read: 1)
/// ```
///
/// Without the variable there is no log and the host measures nothing: a
/// benchmark opts in, an app pays nothing. Each line is written at once,
/// unbuffered, after the frame (never inside the measured span), so a
/// script can wait for it before it sends the next key. A line with 0
/// bytes written is a read that changed nothing on the screen.
final class LatencyLog {
  /// The variable that names the log file.
  static let environmentKey = "FOCUSUI_LATENCY_LOG"

  private let file: AppendOnlyFile

  /// The log `environment` asks for, or `nil` when it names none or the
  /// file cannot be opened (the app runs on unmeasured).
  init?(environment: [String: String]) {
    guard let file = AppendOnlyFile(environment: environment, key: Self.environmentKey) else { return nil }
    self.file = file
  }

  /// Opens `path` for appending (created when missing, so several runs
  /// add to one file).
  init?(path: String) {
    guard let file = AppendOnlyFile(path: path) else { return nil }
    self.file = file
  }

  /// Appends one record: `nanoseconds` from the read to the end of the
  /// frame's write, the frame's `written` bytes and the `read` bytes. A
  /// failed write is dropped: the log never stops the app.
  func append(nanoseconds: Int64, written: Int, read: Int) {
    file.append(line: "\(nanoseconds) \(written) \(read)")
  }
}
