/// A file ``TerminalHost`` appends one line to per frame that answers
/// input, when `FOCUSUI_LATENCY_LOG` names it: how long the host took from
/// the first read the frame answers to the frame written, how many bytes
/// that frame was, and how many bytes of input it answers (every read
/// since the last frame: a burst of keys is one frame).
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
/// bytes written is input that changed nothing on the screen.
final class LatencyLog: HostLog {
  static let environmentKey = "FOCUSUI_LATENCY_LOG"

  private let file: AppendOnlyFile

  init(file: AppendOnlyFile) {
    self.file = file
  }

  /// Appends one record: `nanoseconds` from the first read answered to
  /// the end of the frame's write, the frame's `written` bytes and the
  /// `read` bytes it answers. A failed write is dropped: the log never
  /// stops the app.
  func append(nanoseconds: Int64, written: Int, read: Int) {
    file.append(line: "\(nanoseconds) \(written) \(read)")
  }
}
