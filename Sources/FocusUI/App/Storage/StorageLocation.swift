import Foundation

/// Where a host keeps the values of ``AppStorage`` and ``SceneStorage``.
///
/// ```swift
/// let host = TestHost(SettingsView())                    // .memory
/// let kept = TestHost(SettingsView(), storage: .directory(temporaryFolder))
/// ```
///
/// The terminal host uses ``standard``: the state file of the app,
/// `AppStorage.json` in `$XDG_STATE_HOME/<executable name>/` (or
/// `~/.local/state/<executable name>/` when `XDG_STATE_HOME` is unset or not
/// an absolute path). The executable's name, not the `App` type's, names the
/// folder: it is known before any view runs and is what the user runs.
/// `TestHost` uses ``memory`` unless told otherwise, so tests never
/// touch the user's files.
public enum StorageLocation: Hashable, Sendable {
  /// The app's state file, in the user's state folder.
  case standard
  /// In memory, for this host only; nothing is read or written on disk.
  case memory
  /// The state file `AppStorage.json` in `directory` (created when first
  /// written).
  case directory(URL)

  /// The state file's URL; `nil` for ``memory``, and for ``standard`` when
  /// neither `XDG_STATE_HOME` nor `HOME` gives a folder.
  public var fileURL: URL? {
    switch self {
    case .memory: return nil
    case .directory(let directory): return directory.appendingPathComponent("AppStorage.json")
    case .standard:
      let environment = ProcessInfo.processInfo.environment
      var base: URL
      if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
        base = URL(fileURLWithPath: state, isDirectory: true)
      } else if let home = environment["HOME"], home.hasPrefix("/") {
        base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state")
      } else {
        return nil
      }
      base.appendPathComponent(Self.appFolderName(ProcessInfo.processInfo.processName))
      return base.appendingPathComponent("AppStorage.json")
    }
  }

  /// The folder name for an executable: its name, with path separators and
  /// a leading dot replaced, so it stays one visible folder.
  static func appFolderName(_ name: String) -> String {
    var name = name.replacingOccurrences(of: "/", with: "_")
    if name.hasPrefix(".") { name = "_" + name.dropFirst() }
    return name.isEmpty ? "FocusUI" : name
  }
}

/// The stored values of one ``StorageLocation``: its namespaces (the app's,
/// each window's), shared by every host of the process that uses the same
/// file, so two windows or two hosts reading one key stay in sync.
@MainActor
final class StorageContainer {
  let backend: any StorageBackend
  private var domains: [String: StorageDomain] = [:]

  init(backend: any StorageBackend) {
    self.backend = backend
  }

  /// The namespace of ``AppStorage`` values.
  static let appDomain = "AppStorage"

  /// The namespace called `name`.
  func domain(_ name: String) -> StorageDomain {
    if let domain = domains[name] { return domain }
    let domain = StorageDomain(backend: backend, name: name)
    domains[name] = domain
    return domain
  }

  private static var files: [String: StorageContainer] = [:]
  private static var defaults: [ObjectIdentifier: StorageContainer] = [:]

  /// What views use when no host gave them storage (a graph made by hand):
  /// memory, so nothing touches disk unasked.
  static let unhosted = StorageContainer(backend: MemoryStorage())

  /// The container for `location`: a new one for ``StorageLocation/memory``,
  /// the shared one of its file otherwise.
  static func at(_ location: StorageLocation) -> StorageContainer {
    guard let url = location.fileURL else {
      if location == .standard {
        RuntimeWarnings.emitGlobally(
          "Neither XDG_STATE_HOME nor HOME is set: @AppStorage and @SceneStorage values last for this run only.")
      }
      return StorageContainer(backend: MemoryStorage())
    }
    let path = url.standardizedFileURL.path
    if let container = files[path] { return container }
    let container = StorageContainer(backend: StateFile(url: url))
    files[path] = container
    return container
  }

  /// The single namespace of `defaults`.
  static func domain(of defaults: UserDefaults) -> StorageDomain {
    let key = ObjectIdentifier(defaults)
    if let container = self.defaults[key] { return container.domain(appDomain) }
    let container = StorageContainer(backend: DefaultsStorage(defaults: defaults))
    self.defaults[key] = container
    return container.domain(appDomain)
  }
}

extension EnvironmentValues {
  private struct StorageContainerKey: EnvironmentKey {
    static var defaultValue: StorageContainer? { nil }
  }

  private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
  }

  private struct SceneStorageKey: EnvironmentKey {
    static var defaultValue: StorageDomain? { nil }
  }

  /// The host's stored values.
  var storageContainer: StorageContainer? {
    get { self[StorageContainerKey.self] }
    set { self[StorageContainerKey.self] = newValue }
  }

  /// The store ``View/defaultAppStorage(_:)`` gave this subtree.
  var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }

  /// The window's ``SceneStorage`` namespace.
  var sceneStorage: StorageDomain? {
    get { self[SceneStorageKey.self] }
    set { self[SceneStorageKey.self] = newValue }
  }
}
