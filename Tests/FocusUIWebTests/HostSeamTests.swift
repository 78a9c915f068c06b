import Foundation
import Testing

/// The hosts read one value (`HostFrame`) and send one kind of thing
/// (`InputEvent`) through `Screen`, and none reaches past it into the view
/// graph. The compiler holds that: the host targets are built with
/// `packageAccess: false`, so FocusUI's `package` members (the graph, the
/// runtime, the menu bar) do not exist for them. What access control
/// cannot say about itself is checked here: that the manifest keeps the
/// flag on every host, and that no host source opens the door again with
/// `@testable import` (which reaches internal and package members in a
/// debug build) or an `@_spi` import.
@Suite struct HostSeamTests {
  /// The package's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The targets that must see FocusUI as another package does, and where
  /// their sources are.
  static let hosts = [
    ("FocusUITerminal", "Sources/FocusUITerminal"), ("FocusUIWeb", "Sources/FocusUIWeb"),
    ("FocusUITesting", "Sources/FocusUITesting"), ("TinyHostKit", "Examples/TinyHost/Sources/TinyHostKit"),
  ]

  /// Each Swift file under `folder`, at any depth, with its text.
  static func sources(under folder: String) throws -> [(name: String, text: String)] {
    let base = root.appendingPathComponent(folder)
    guard let walk = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return try walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// The text of the manifest's declaration of target `name`: from its
  /// `.target(name:` to the next target.
  static func declaration(of name: String, in manifest: String) throws -> Substring? {
    let opening = try Regex("\\.target\\(\\s*name: \"\(name)\"")
    guard let start = manifest.firstRange(of: opening) else { return nil }
    let rest = manifest[start.upperBound...]
    let ends = [".target(", ".testTarget(", ".executableTarget(", ".macro("].compactMap {
      rest.range(of: $0)?.lowerBound
    }
    return rest[..<(ends.min() ?? rest.endIndex)]
  }

  @Test(arguments: hosts.map(\.0))
  func aHostTargetIsBuiltWithoutPackageAccess(target: String) throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declaration = try #require(
      try Self.declaration(of: target, in: manifest), "no target \(target) in Package.swift")
    #expect(
      declaration.contains("packageAccess: false"),
      "\(target) must be built with packageAccess: false, as a host in another package is")
  }

  @Test(arguments: hosts.map(\.1))
  func aHostSourceImportsFocusUIOnlyAsAClient(folder: String) throws {
    let files = try Self.sources(under: folder)
    #expect(!files.isEmpty, "no sources found under \(folder)")
    for file in files {
      for line in file.text.split(separator: "\n") where line.contains("import ") {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { continue }
        #expect(!code.contains("@testable"), "\(folder)/\(file.name) reaches past the seam: \(code)")
        #expect(!code.contains("@_spi"), "\(folder)/\(file.name) reaches past the seam: \(code)")
      }
    }
  }
}
