// swift-tools-version: 6.3
// The peers' focus scenario written for swift-tui (SwiftTUI/swift-tui), so
// FocusUI's numbers can be set beside it on one machine in one hour. Our own
// code only: swift-tui itself is a local checkout named by SWIFT_TUI_PATH
// (see ../swift-tui.sh, which clones it at a pinned commit).
import Foundation
import PackageDescription

guard let swiftTUIPath = ProcessInfo.processInfo.environment["SWIFT_TUI_PATH"] else {
  fatalError("Set SWIFT_TUI_PATH to a swift-tui checkout (../swift-tui.sh does it for you).")
}
// SwiftPM names a path dependency after its folder; this package's own folder
// is already called swift-tui, so the checkout's folder must have another name.
let swiftTUIPackage = URL(fileURLWithPath: swiftTUIPath).lastPathComponent.lowercased()
if swiftTUIPackage == "swift-tui" {
  fatalError(
    "SWIFT_TUI_PATH's folder must not be named swift-tui (it clashes with this package): link it as swift-tui-src.")
}

let package = Package(
  name: "SwiftTUIFocusPeer",
  dependencies: [
    .package(path: swiftTUIPath)
  ],
  targets: [
    .executableTarget(
      name: "SwiftTUIFocusPeer",
      dependencies: [
        .product(name: "SwiftTUIRuntime", package: swiftTUIPackage)
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
