import Foundation
import Testing

/// The hosts read one value (`HostFrame`) and send one kind of thing
/// (`InputEvent`): none reaches past `Screen` into the view graph, so a
/// third host needs nothing else.
@Suite struct HostSeamTests {
  /// The package's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each Swift file of the target `name`, with its text.
  static func sources(of name: String) throws -> [(name: String, text: String)] {
    let folder = root.appendingPathComponent("Sources/\(name)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    return try files.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test(arguments: ["FocusUITerminal", "FocusUIWeb"])
  func aHostNamesNoViewGraphMember(target: String) throws {
    let files = try Self.sources(of: target)
    #expect(!files.isEmpty, "no sources found for \(target) under \(Self.root.path)")
    for file in files {
      for forbidden in ["ViewGraph", "screen.content", ".content.", "accessibility.", "menuBar."] {
        #expect(!file.text.contains(forbidden), "\(target)/\(file.name) reaches past the seam: \(forbidden)")
      }
    }
  }
}
