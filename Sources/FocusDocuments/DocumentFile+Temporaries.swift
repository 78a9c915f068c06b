import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Hidden temporaries beside a document, and the cleanup of those that killed
// saves left behind.
extension DocumentFile {
  /// What a hidden temporary beside a document is for; the word in its
  /// name. Every temporary is made with one of these, so the cleanup, which
  /// looks for all of them, finds every kind a killed process can leave.
  enum TemporaryPurpose: String, CaseIterable {
    /// The new contents of a save, before they are renamed into place (after
    /// a folder exchange, the old folder on its way out).
    case saving
    /// The old folder, renamed aside where folders cannot be exchanged.
    case replaced
    /// What `FileWrapper.write(to:options: .atomic)` writes before swapping
    /// it in.
    case writing
  }

  /// A hidden, unused name beside `url`, naming the process that made it:
  /// `.notes.txt.saving-4242-1a2b3c4d5e6f7a8b`.
  static func temporarySibling(of url: URL, purpose: TemporaryPurpose) -> URL {
    let token = String(UInt64.random(in: .min ... .max), radix: 16)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(purpose.rawValue)-\(getpid())-\(token)")
  }

  /// Removes the temporaries that saves of `url` — and atomic
  /// `FileWrapper` writes to it — left behind when they were killed
  /// mid-write (the document itself was never at risk). A temporary
  /// is stale when the process named in it is gone or is this one (a
  /// process saves a path one save at a time, so none of ours is in
  /// progress); a name without
  /// a process (older versions) is stale after a minute. Another live
  /// process's save in progress is left alone. Failures are ignored: a
  /// temporary that stays harms nothing.
  ///
  /// ```swift
  /// DocumentFile.removeStaleTemporaries(of: URL(filePath: "/tmp/notes.txt"))
  /// ```
  package static func removeStaleTemporaries(of url: URL) {
    // Saves write beside the file a link points to; atomic `FileWrapper`
    // writes beside the path they were given.
    let target = target(of: url)
    removeStaleTemporaries(of: target.lastPathComponent, in: target.deletingLastPathComponent())
    let given = url.standardizedFileURL
    if given.path != target.path {
      removeStaleTemporaries(of: given.lastPathComponent, in: given.deletingLastPathComponent())
    }
  }

  private static func removeStaleTemporaries(of document: String, in folder: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    let prefixes = TemporaryPurpose.allCases.map { ".\(document).\($0.rawValue)-" }
    for name in names {
      guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { continue }
      let path = folder.appendingPathComponent(name).path
      if isStale(temporary: path, suffix: name.dropFirst(prefix.count)) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }

  /// `suffix` is `PID-TOKEN`, or `TOKEN` alone in names made before the
  /// process was part of them.
  private static func isStale(temporary path: String, suffix: Substring) -> Bool {
    let parts = suffix.split(separator: "-")
    if parts.count == 2, let pid = pid_t(parts[0]) {
      return pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
    }
    var info = stat()
    guard lstat(path, &info) == 0 else { return false }
    #if canImport(Darwin)
      let modified = info.st_mtimespec.tv_sec
    #else
      let modified = info.st_mtim.tv_sec
    #endif
    return time(nil) - modified > 60
  }
}
