// swift-tools-version: 6.0
// A SwiftUI app whose sources build unchanged on Apple's platforms (with
// Apple's SwiftUI and Combine) and on Linux (with FocusUI's stand-ins):
// the only Linux-specific lines are the two conditional products below.
//
//   swift run Notes        # on Linux: the app, in the terminal
import PackageDescription

let package = Package(
  name: "Notes",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    // Your app names FocusUI by its URL and a version; this sample sits
    // inside FocusUI's repository.
    .package(name: "FocusUI", path: "../..")
  ],
  targets: [
    .target(
      name: "NotesKit",
      dependencies: [
        .product(name: "SwiftUI", package: "FocusUI", condition: .when(platforms: [.linux])),
        .product(name: "Combine", package: "FocusUI", condition: .when(platforms: [.linux])),
      ]
    ),
    .executableTarget(name: "Notes", dependencies: ["NotesKit"]),
  ]
)
