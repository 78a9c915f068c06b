import FocusDocuments
import Foundation
import UniformTypeIdentifiers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app's state file: ``AppStorage`` and ``SceneStorage`` values as a
/// JSON object of namespaces, each an object of keys and values.
///
/// Each write runs under an exclusive lock (a `.lock` file beside it): it
/// reads the file again, changes the one key and saves it atomically
/// (temporary file, `fsync`, `rename`), so two instances of the app running
/// at once keep each other's keys and never leave half a file. A file that
/// is not valid JSON is renamed aside (`AppStorage.json.corrupt-<time>`)
/// with a runtime warning, never deleted; a file that cannot be read is left
/// alone and the values live in memory for this run.
@MainActor
final class StateFile: StorageBackend {
  typealias Contents = [String: [String: StoredValue]]

  let url: URL
  private var contents: Contents = [:]
  private var isLoaded = false
  /// Set when the file could not be read or written: values then live in
  /// memory only, and the file is never overwritten.
  private var isDetached = false

  init(url: URL) {
    self.url = url
  }

  func value(in domain: String, forKey key: String, kind: StoredValue.Kind) -> StoredValue? {
    loadIfNeeded()
    return contents[domain]?[key]
  }

  func setValue(_ value: StoredValue?, in domain: String, forKey key: String, kind: StoredValue.Kind) {
    loadIfNeeded()
    contents[domain, default: [:]][key] = value
    save(value, in: domain, forKey: key)
  }

  // MARK: - Reading

  private func loadIfNeeded() {
    guard !isLoaded else { return }
    isLoaded = true
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    withLock {
      if let contents = read() { self.contents = contents }
    }
  }

  /// The file's contents: empty when it is missing or was corrupt (and is
  /// now set aside), `nil` when it cannot be read.
  private func read() -> Contents? {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return [:] }
      detach(
        "could not be read (\(error.localizedDescription)); values are kept in memory for this run and the file is left as it is"
      )
      return nil
    }
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [:] }
    do {
      let decoded = try JSONDecoder().decode([String: [String: StoredValue?]].self, from: data)
      return decoded.mapValues { $0.compactMapValues { $0 } }
    } catch {
      setAside()
      return [:]
    }
  }

  /// Renames a corrupt file aside, keeping every byte for the user.
  private func setAside() {
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
    var aside = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
    var attempt = 1
    while FileManager.default.fileExists(atPath: aside.path) {
      attempt += 1
      aside = url.deletingLastPathComponent().appendingPathComponent(
        "\(url.lastPathComponent).corrupt-\(stamp)-\(attempt)")
    }
    if rename(url.path, aside.path) == 0 {
      RuntimeWarnings.emitGlobally(
        "The app's stored settings at \(url.path) were not valid JSON; the file was kept as \(aside.lastPathComponent) and the app starts from the defaults."
      )
    } else {
      detach(
        "is not valid JSON and could not be renamed aside; values are kept in memory for this run and the file is left as it is"
      )
    }
  }

  // MARK: - Writing

  private func save(_ value: StoredValue?, in domain: String, forKey key: String) {
    guard !isDetached else { return }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      detach("could not be created (\(error.localizedDescription)); values are kept in memory for this run")
      return
    }
    withLock {
      // Another instance may have changed other keys since we read.
      guard var onDisk = read() else { return }
      onDisk[domain, default: [:]][key] = value
      if onDisk[domain]?.isEmpty == true { onDisk[domain] = nil }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      do {
        let data = try encoder.encode(onDisk)
        try DocumentFile.write(to: url, contentType: .json, writableContentTypes: [.json]) {
          FileWrapper(regularFileWithContents: data + Data("\n".utf8))
        }
      } catch {
        detach("could not be saved (\(error.localizedDescription)); values are kept in memory for this run")
      }
    }
  }

  /// Runs `body` holding the file's lock; without a lock file (a read-only
  /// folder), runs it anyway: reading still works, writing will fail.
  private func withLock(_ body: () -> Void) {
    let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    body()
  }

  private func detach(_ problem: String) {
    isDetached = true
    RuntimeWarnings.emitGlobally("The app's stored settings at \(url.path) \(problem).")
  }
}
