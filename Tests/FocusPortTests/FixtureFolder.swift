import Foundation

/// A copy of a fixture project in a temporary folder, so that a port can
/// write its `Package.swift` without touching the source tree.
struct FixtureFolder {
  let url: URL

  init(_ name: String) throws {
    let source = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/\(name)")
    url = FileManager.default.temporaryDirectory.appending(path: "focus-port-\(UUID().uuidString)/\(name)")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: url)
  }

  func text(_ path: String) throws -> String {
    try String(contentsOf: url.appending(path: path), encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}
