import Foundation

/// What `focus-port` did: the package written, the files kept and left
/// out (with why), and how to run the app.
///
/// ```swift
/// let report = try Port.run(at: folder)
/// report.leftOut.map(\.file)   // ["Views/MapView.swift"]
/// print(report)
/// ```
public struct PortReport: Sendable, CustomStringConvertible {
  public let manifestURL: URL
  public let manifest: PackageManifest
  /// The `.xcodeproj` (or folder) it was read from.
  public let origin: String
  /// The project's other app targets (`--target` chooses one of them).
  public let otherAppTargets: [String]
  /// The Swift files compiled, relative to the package.
  public let kept: [String]
  /// The Swift files left out, relative to the package, with why.
  public let leftOut: [(file: String, reasons: [String])]
  /// The `@main` SwiftUI `App`, when the kept files have one.
  public let mainApp: String?

  public var description: String {
    var lines = ["Wrote \(manifestURL.path)"]
    lines.append(
      "  target \(manifest.name) from \(origin): \(kept.count) Swift file\(kept.count == 1 ? "" : "s") kept"
        + (mainApp.map { ", @main \($0)" } ?? ""))
    if !otherAppTargets.isEmpty {
      lines.append("  other app targets (choose with --target): \(otherAppTargets.joined(separator: ", "))")
    }
    if leftOut.isEmpty {
      lines.append("Left out: nothing.")
    } else {
      lines.append("Left out (\(leftOut.count)):")
      for (file, reasons) in leftOut {
        lines.append("  \(file): \(reasons.joined(separator: "; "))")
      }
      lines.append("  Code that uses what was left out will not compile: move it into the kept files or rewrite it.")
    }
    let folder = manifestURL.deletingLastPathComponent().path
    if mainApp != nil {
      lines.append("Run it:")
      lines.append("  cd \(folder) && swift run \(manifest.name)")
    } else {
      lines.append("No SwiftUI App with @main was kept: the sources build as a library (cd \(folder) && swift build);")
      lines.append("  drive their views with TestHost from FocusUITesting.")
    }
    return lines.joined(separator: "\n")
  }
}
