import Foundation

/// The `Package.swift` that `focus-port` writes: one target holding the
/// app's sources as they are, in Swift 5 mode, against FocusUI's
/// `SwiftUI`, `Combine` and `UniformTypeIdentifiers`, with the one setting
/// that lets Foundation-only model files see `ObservableObject`.
///
/// ```swift
/// let manifest = PackageManifest(
///   name: "Notes", path: "Notes", exclude: [], leftOut: [:], isExecutable: true,
///   defaultsToMainActor: false, focusUI: .url("https://github.com/focusui/FocusUI", from: "0.1.0"))
/// try manifest.text.write(to: packageURL, atomically: true, encoding: .utf8)
/// ```
public struct PackageManifest: Sendable, Equatable {
  /// Where the package finds FocusUI.
  public enum FocusUIDependency: Sendable, Equatable {
    /// A local checkout.
    case path(String)
    /// A published version.
    case url(String, from: String)
  }

  /// The first line of every manifest the tool writes: it overwrites only
  /// those.
  public static let marker = "// Written by focus-port"

  public var name: String
  /// The target's folder, relative to the package.
  public var path: String
  /// What the target's folder holds that is not compiled, relative to it.
  public var exclude: [String]
  /// The files left out, relative to the target's folder, with why.
  public var leftOut: [String: [String]]
  public var isExecutable: Bool
  public var defaultsToMainActor: Bool
  public var focusUI: FocusUIDependency
  /// The project it was written from, for the header.
  public var origin = ""

  public init(
    name: String, path: String, exclude: [String], leftOut: [String: [String]], isExecutable: Bool,
    defaultsToMainActor: Bool, focusUI: FocusUIDependency
  ) {
    self.name = name
    self.path = path
    self.exclude = exclude
    self.leftOut = leftOut
    self.isExecutable = isExecutable
    self.defaultsToMainActor = defaultsToMainActor
    self.focusUI = focusUI
  }

  public var text: String {
    var lines: [String] = []
    // `defaultIsolation` needs the 6.2 manifest API.
    lines.append("// swift-tools-version: \(defaultsToMainActor ? "6.2" : "6.0")")
    lines.append("\(Self.marker)\(origin.isEmpty ? "" : " from \(origin)"): the app's sources, unchanged,")
    lines.append("// built on Linux against FocusUI's stand-ins for SwiftUI, Combine and")
    lines.append(
      isExecutable
        ? "// UniformTypeIdentifiers. Run it with `swift run \(name)`."
        : "// UniformTypeIdentifiers. It has no SwiftUI App with @main: drive its views with TestHost.")
    lines.append("// focus-port rewrites this file; write your own to keep changes.")
    lines.append("import PackageDescription")
    lines.append("")
    lines.append("let package = Package(")
    lines.append("  name: \(literal(name)),")
    lines.append("  platforms: [.macOS(.v14)],")
    if !isExecutable {
      lines.append("  products: [.library(name: \(literal(name)), targets: [\(literal(name))])],")
    }
    lines.append("  dependencies: [")
    switch focusUI {
    case .path(let path): lines.append("    .package(name: \"FocusUI\", path: \(literal(path)))")
    case .url(let url, let version): lines.append("    .package(url: \(literal(url)), from: \(literal(version)))")
    }
    lines.append("  ],")
    lines.append("  targets: [")
    lines.append("    .\(isExecutable ? "executableTarget" : "target")(")
    lines.append("      name: \(literal(name)),")
    lines.append("      dependencies: [")
    for product in ["SwiftUI", "Combine", "UniformTypeIdentifiers"] {
      lines.append(
        "        .product(name: \"\(product)\", package: \"FocusUI\", condition: .when(platforms: [.linux])),")
    }
    lines.append("      ],")
    lines.append("      path: \(literal(path)),")
    if !exclude.isEmpty {
      lines.append("      exclude: [")
      for entry in exclude.sorted() {
        for reason in leftOut[entry] ?? [] { lines.append("        // Left out: \(reason)") }
        lines.append("        \(literal(entry)),")
      }
      lines.append("      ],")
    }
    lines.append("      swiftSettings: [")
    lines.append("        // Model files that import only Foundation see ObservableObject and")
    lines.append("        // @Published, as on Apple's platforms (FocusUI: \"Your SwiftUI app on Linux\").")
    lines.append(
      "        .unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Combine\"], .when(platforms: [.linux])),"
    )
    if defaultsToMainActor {
      lines.append("        // The project's SWIFT_DEFAULT_ACTOR_ISOLATION.")
      lines.append("        .defaultIsolation(MainActor.self),")
    }
    lines.append("      ]")
    lines.append("    )")
    lines.append("  ],")
    lines.append("  // As the Xcode project builds it.")
    lines.append("  swiftLanguageModes: [.v5]")
    lines.append(")")
    return lines.joined(separator: "\n") + "\n"
  }

  private func literal(_ string: String) -> String {
    "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
