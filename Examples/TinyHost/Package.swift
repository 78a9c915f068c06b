// swift-tools-version: 6.0
// A host of its own, in a package of its own: it sees FocusUI as any
// other package would, through its public API alone (`Screen`,
// `InputEvent`, `HostFrame`). FocusUI's CI builds and runs it, and
// FocusUI's own `swift test` builds its sources too (the `TinyHostKit`
// target there), so a change to the seam that breaks a host breaks a test.
//
//   swift run tiny-host <<< $'tab\ntype Ada\ntab\nactivate Greet'
import PackageDescription

let package = Package(
  name: "TinyHost",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Your host names FocusUI by its URL and a version; this sample sits
    // inside FocusUI's repository.
    .package(name: "FocusUI", path: "../..")
  ],
  targets: [
    .target(name: "TinyHostKit", dependencies: [.product(name: "FocusUI", package: "FocusUI")]),
    .executableTarget(name: "tiny-host", dependencies: ["TinyHostKit"]),
  ]
)
