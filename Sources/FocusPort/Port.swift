import Foundation

/// Ports an Xcode project folder to a Swift package that builds the app's
/// sources unchanged on Linux: finds the app target and its Swift files,
/// leaves out the files Linux cannot compile (UIKit and AppKit views,
/// SwiftData, Core Data, frameworks Linux lacks), and writes
/// `Package.swift` beside the `.xcodeproj`.
///
/// ```swift
/// let report = try Port.run(at: URL(filePath: "FocusCookbook"), options: .init(focusUI: .path("../FocusUI")))
/// print(report)   // what was written, what was left out, and `swift run FocusCookbook`
/// ```
///
/// Without an `.xcodeproj`, the folder's Swift files are taken, except those
/// of test folders (`…Tests`), `Pods` and packages.
public enum Port {
  public struct Options: Sendable {
    /// The app target to port; the first that declares a SwiftUI `App`
    /// with `@main` when `nil`.
    public var target: String?
    /// Where to write `Package.swift`; the folder holding the
    /// `.xcodeproj` when `nil`. It must hold the sources: SwiftPM needs a
    /// target's files inside its package.
    public var output: URL?
    public var focusUI: PackageManifest.FocusUIDependency

    public init(
      target: String? = nil, output: URL? = nil,
      focusUI: PackageManifest.FocusUIDependency = .url("https://github.com/focusui/FocusUI", from: "0.1.0")
    ) {
      self.target = target
      self.output = output
      self.focusUI = focusUI
    }
  }

  /// Reads the project at `path`, writes the package and says what it did.
  public static func run(at path: URL, options: Options = Options()) throws -> PortReport {
    let path = path.standardizedFileURL
    guard FileManager.default.fileExists(atPath: path.path) else { throw PortError.notFound(path.path) }
    let app = try AppSources(at: path, target: options.target)
    var kept: [URL] = []
    var leftOut: [(URL, [String])] = []
    var mainApp: String?
    for file in app.files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else {
        leftOut.append((file, ["cannot be read as UTF-8 text"]))
        continue
      }
      let review = SourceReview(SwiftSource(text))
      if review.isPortable {
        kept.append(file)
        mainApp = mainApp ?? review.mainApp
      } else {
        leftOut.append((file, review.reasons))
      }
    }
    guard !kept.isEmpty else { throw PortError.noSwiftFiles(path.path) }

    let packageFolder = (options.output?.standardizedFileURL ?? app.root)
    let targetFolder = commonFolder(of: kept)
    guard targetFolder.path.hasPrefix(packageFolder.path) else {
      throw PortError.unreadable(
        packageFolder.path,
        reason: "the sources (\(targetFolder.path)) are outside it; SwiftPM needs them inside the package")
    }
    let manifestURL = packageFolder.appending(path: "Package.swift")
    if let existing = try? String(contentsOf: manifestURL, encoding: .utf8),
      !existing.contains(PackageManifest.marker)
    {
      throw PortError.packageExists(manifestURL.path)
    }

    let keptPaths = Set(kept.map(\.path))
    let targetPath = relative(targetFolder, to: packageFolder)
    let leftOutByPath = Dictionary(
      leftOut.map { (relative($0.0, to: targetFolder), $0.1) }, uniquingKeysWith: { first, _ in first })
    var exclude = excluded(in: targetFolder, keeping: keptPaths, relativeTo: targetFolder)
    if targetFolder == packageFolder { exclude.append("Package.swift") }
    var manifest = PackageManifest(
      name: app.name, path: targetPath.isEmpty ? "." : targetPath, exclude: exclude,
      leftOut: leftOutByPath.filter { exclude.contains($0.key) }, isExecutable: mainApp != nil,
      defaultsToMainActor: app.defaultsToMainActor, focusUI: options.focusUI)
    manifest.origin = app.origin
    do {
      try manifest.text.write(to: manifestURL, atomically: true, encoding: .utf8)
    } catch {
      throw PortError.unreadable(manifestURL.path, reason: "cannot write it: \(error.localizedDescription)")
    }
    return PortReport(
      manifestURL: manifestURL, manifest: manifest, origin: app.origin, otherAppTargets: app.otherTargets,
      kept: kept.map { relative($0, to: packageFolder) }.sorted(),
      leftOut: leftOut.map { (relative($0.0, to: packageFolder), $0.1) }.sorted { $0.0 < $1.0 }, mainApp: mainApp)
  }

  /// The deepest folder holding all of `files`.
  static func commonFolder(of files: [URL]) -> URL {
    var components = files[0].deletingLastPathComponent().pathComponents
    for file in files.dropFirst() {
      let other = file.deletingLastPathComponent().pathComponents
      var count = 0
      while count < min(components.count, other.count), components[count] == other[count] { count += 1 }
      components = Array(components.prefix(count))
    }
    return URL(filePath: "/" + components.dropFirst().joined(separator: "/"), directoryHint: .isDirectory)
      .standardizedFileURL
  }

  static func relative(_ url: URL, to folder: URL) -> String {
    let base = folder.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(base) else { return path }
    return String(path.dropFirst(base.count).drop { $0 == "/" })
  }

  /// The entries of `folder` (recursively) that SwiftPM must not compile:
  /// a folder without kept sources whole, other files one by one.
  static func excluded(in folder: URL, keeping kept: Set<String>, relativeTo base: URL) -> [String] {
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
    var result: [String] = []
    for entry in entries.map(\.standardizedFileURL).sorted(by: { $0.path < $1.path }) {
      let isFolder = (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isFolder {
        if kept.contains(where: { $0.hasPrefix(entry.path + "/") }) {
          result += excluded(in: entry, keeping: kept, relativeTo: base)
        } else {
          result.append(relative(entry, to: base))
        }
      } else if !kept.contains(entry.path) {
        result.append(relative(entry, to: base))
      }
    }
    return result
  }
}

/// The app found at a path: its name, root, Swift files and settings.
struct AppSources {
  var name: String
  var root: URL
  var files: [URL]
  var defaultsToMainActor = false
  var origin: String
  var otherTargets: [String] = []

  init(at path: URL, target requested: String?) throws {
    if let projectURL = try Self.project(at: path) {
      let project = try XcodeProject(contentsOf: projectURL)
      let targets = project.appTargets
      let chosen: XcodeProject.Target
      if let requested {
        guard let match = targets.first(where: { $0.name == requested }) else {
          throw PortError.noSuchTarget(requested, available: targets.map(\.name))
        }
        chosen = match
      } else {
        guard
          let first = targets.first(where: { target in
            target.swiftFiles.contains { file in
              (try? String(contentsOf: file, encoding: .utf8)).map { SwiftSource($0).mainApp != nil } ?? false
            }
          }) ?? targets.first
        else { throw PortError.noSuchTarget("(an app)", available: []) }
        chosen = first
      }
      name = chosen.name
      root = project.root
      files = chosen.swiftFiles.filter { FileManager.default.fileExists(atPath: $0.path) }
      defaultsToMainActor = chosen.defaultsToMainActor
      origin = projectURL.lastPathComponent
      otherTargets = targets.map(\.name).filter { $0 != chosen.name }
    } else {
      name = path.lastPathComponent
      root = path
      files = Self.appFiles(under: path)
      origin = path.lastPathComponent + "/"
    }
    name = Self.targetName(name)
  }

  /// The `.xcodeproj` at `path`, in it, or one folder down.
  static func project(at path: URL) throws -> URL? {
    if path.pathExtension == "xcodeproj" { return path }
    for folder in [path] + subfolders(of: path) {
      let projects = subfolders(of: folder).filter { $0.pathExtension == "xcodeproj" && !$0.path.contains("/Pods/") }
      if let project = projects.first(where: { $0.deletingPathExtension().lastPathComponent == path.lastPathComponent })
        ?? projects.first
      {
        return project
      }
    }
    return nil
  }

  static func subfolders(of folder: URL) -> [URL] {
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
    return entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false }
      .map(\.standardizedFileURL).sorted { $0.path < $1.path }
  }

  /// A folder's Swift files without tests, pods and packages.
  static func appFiles(under folder: URL) -> [URL] {
    ProjectObjects.swiftFiles(under: folder).filter { file in
      let parts = file.pathComponents.dropFirst(folder.standardizedFileURL.pathComponents.count)
      return file.lastPathComponent != "Package.swift"
        && !parts.contains { $0.hasSuffix("Tests") || $0 == "Pods" || $0 == "Packages" || $0.hasSuffix(".build") }
    }
  }

  /// A SwiftPM target name for an Xcode target's: spaces become `_`.
  static func targetName(_ name: String) -> String {
    let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
    return cleaned.isEmpty ? "App" : cleaned
  }
}
