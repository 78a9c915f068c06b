/// A log the terminal host keeps only when an environment variable names
/// its file (``FocusLog``, ``LatencyLog``): each is an ``AppendOnlyFile``
/// with lines of its own, opened the same way.
///
/// ```swift
/// let log = LatencyLog(environment: ProcessInfo.processInfo.environment)  // nil: not asked for
/// ```
protocol HostLog {
  /// The variable that names the log file.
  static var environmentKey: String { get }
  init(file: AppendOnlyFile)
}

extension HostLog {
  /// The log `environment` asks for, or `nil` when it names none or the
  /// file cannot be opened (the app runs on without it).
  init?(environment: [String: String]) {
    guard let file = AppendOnlyFile(environment: environment, key: Self.environmentKey) else { return nil }
    self.init(file: file)
  }

  /// Opens `path` for appending (created when missing, so several runs
  /// add to one file).
  init?(path: String) {
    guard let file = AppendOnlyFile(path: path) else { return nil }
    self.init(file: file)
  }
}
