import Foundation

/// An Xcode project as `focus-port` needs it: its app targets, the Swift
/// files each compiles, and the build settings that change what the
/// sources mean.
///
/// ```swift
/// let project = try XcodeProject(contentsOf: URL(filePath: "Cookbook/Cookbook.xcodeproj"))
/// project.appTargets.map(\.name)          // ["FocusCookbook"]
/// project.appTargets[0].swiftFiles        // absolute URLs
/// ```
///
/// Both ways Xcode lists a target's files are read: the classic groups and
/// build phases, and the folders Xcode 16 keeps in sync
/// (`PBXFileSystemSynchronizedRootGroup`), minus their membership
/// exceptions.
public struct XcodeProject: Sendable {
  /// A target that builds an application.
  public struct Target: Sendable, Equatable {
    public let name: String
    /// The Swift files of its Sources phase, absolute, in the project's
    /// order.
    public let swiftFiles: [URL]
    /// Whether the target's code is on the main actor unless it says
    /// otherwise (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, the default
    /// of new projects since Xcode 26).
    public let defaultsToMainActor: Bool
  }

  /// The `.xcodeproj` folder.
  public let url: URL
  /// The folder the project's paths are relative to (the one holding the
  /// `.xcodeproj`).
  public let root: URL
  /// The targets that build applications, in the project's order.
  public let appTargets: [Target]

  /// Reads `project.pbxproj` of the `.xcodeproj` at `url`.
  public init(contentsOf url: URL) throws {
    self.url = url
    root = url.deletingLastPathComponent()
    let file = url.appending(path: "project.pbxproj")
    let text: String
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw PortError.unreadable(file.path, reason: "\(error.localizedDescription)")
    }
    let list: PropertyList
    do {
      list = try PropertyList(parsing: text)
    } catch {
      throw PortError.unreadable(file.path, reason: error.description)
    }
    let objects = ProjectObjects(list["objects"]?.dictionary ?? [:], root: root, rootObject: list["rootObject"]?.string)
    appTargets = objects.appTargets()
  }
}

/// The objects table of a `project.pbxproj`, with the lookups that find a
/// target's files.
struct ProjectObjects {
  let objects: [String: PropertyList]
  let root: URL
  let rootObject: String?
  /// Each group or file's parent group.
  let parents: [String: String]

  init(_ objects: [String: PropertyList], root: URL, rootObject: String?) {
    self.objects = objects
    self.root = root
    self.rootObject = rootObject
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.strings ?? [] { parents[child] = id }
    }
    self.parents = parents
  }

  func appTargets() -> [XcodeProject.Target] {
    let order = rootObject.flatMap { objects[$0]?["targets"]?.strings } ?? objects.keys.sorted()
    return order.compactMap { id in
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
        target["productType"]?.string == "com.apple.product-type.application"
      else { return nil }
      return XcodeProject.Target(
        name: target["name"]?.string ?? target["productName"]?.string ?? "App",
        swiftFiles: swiftFiles(ofTarget: id, target),
        defaultsToMainActor: buildSetting("SWIFT_DEFAULT_ACTOR_ISOLATION", of: target) == "MainActor")
    }
  }

  private func swiftFiles(ofTarget id: String, _ target: PropertyList) -> [URL] {
    var files: [URL] = []
    for phase in target["buildPhases"]?.strings ?? [] where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
      for buildFile in objects[phase]?["files"]?.strings ?? [] {
        guard let reference = objects[buildFile]?["fileRef"]?.string, let url = path(of: reference),
          url.pathExtension == "swift"
        else { continue }
        files.append(url)
      }
    }
    for group in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
      guard let folder = path(of: group)?.standardizedFileURL else { continue }
      let excluded = Set(
        (objects[group]?["exceptions"]?.strings ?? []).flatMap { exception -> [String] in
          guard objects[exception]?["target"]?.string == id else { return [] }
          return objects[exception]?["membershipExceptions"]?.strings ?? []
        })
      files += Self.swiftFiles(under: folder).filter { file in
        !excluded.contains(String(file.path.dropFirst(folder.path.count + 1)))
      }
    }
    return files
  }

  /// The absolute location of a file reference or group, following
  /// `<group>` paths up to the main group.
  func path(of id: String) -> URL? {
    guard let object = objects[id] else { return nil }
    let path = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<absolute>":
      return path.map { URL(filePath: $0) }
    case "SOURCE_ROOT":
      return path.map { root.appending(path: $0) } ?? root
    case "<group>":
      let parent = parents[id].flatMap { self.path(of: $0) } ?? root
      return path.map { parent.appending(path: $0) } ?? parent
    default:
      // BUILT_PRODUCTS_DIR, SDKROOT, …: not a source of the project.
      return nil
    }
  }

  /// The target's value of a build setting, from its first configuration
  /// that has one, else the project's.
  private func buildSetting(_ name: String, of target: PropertyList) -> String? {
    func value(in list: String?) -> String? {
      guard let list, let configurations = objects[list]?["buildConfigurations"]?.strings else { return nil }
      return configurations.lazy.compactMap { objects[$0]?["buildSettings"]?[name]?.string }.first
    }
    return value(in: target["buildConfigurationList"]?.string)
      ?? value(in: rootObject.flatMap { objects[$0]?["buildConfigurationList"]?.string })
  }

  /// The Swift files in `folder` and its subfolders, sorted by path.
  static func swiftFiles(under folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var files: [URL] = []
    while let file = enumerator?.nextObject() as? URL {
      if file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }
}
