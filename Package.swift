// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "FocusUI",
  platforms: [.macOS(.v14)],
  products: [
    // The terminal host comes with FocusUI, so that an app with `@main`
    // and `import FocusUI` alone runs in the terminal (see `App.main()`).
    .library(name: "FocusUI", targets: ["FocusUI", "FocusUITerminal"]),
    .library(name: "FocusUITesting", targets: ["FocusUITesting"]),
    .library(name: "FocusUITerminal", targets: ["FocusUITerminal"]),
    .library(name: "FocusUIWeb", targets: ["FocusUIWeb"]),
    .library(name: "FocusUIAccessibilityBus", targets: ["FocusUIAccessibilityBus"]),
    .library(name: "FocusEngine", targets: ["FocusEngine"]),
    .library(name: "FocusDocuments", targets: ["FocusDocuments"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    // Stand-ins for Apple's modules of the same names, which Linux lacks:
    // name them for Linux only (`condition: .when(platforms: [.linux])`),
    // and sources that `import SwiftUI` and `import Combine` build
    // unchanged on both.
    .library(name: "SwiftUI", targets: ["SwiftUI", "FocusUI", "FocusUITerminal", "UIKit", "AppKit"]),
    .library(name: "Combine", targets: ["Combine"]),
    .executable(name: "focus-demo", targets: ["focus-demo"]),
    .executable(name: "focus-port", targets: ["focus-port"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    // `swift package generate-documentation`: the DocC archive CI builds.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "FocusEngine"),
    .target(name: "CCellWidth"),
    // Stands in for Apple's module of the same name, which Linux lacks.
    .target(name: "UniformTypeIdentifiers"),
    // The part of Combine SwiftUI apps use beside views (likewise).
    .target(name: "Combine"),
    // Document files on disk: wrappers, reading, atomic saving; no views.
    .target(
      name: "FocusDocuments",
      dependencies: [
        .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .macro(
      name: "FocusUIMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "FocusUI",
      dependencies: [
        "FocusEngine", "FocusDocuments", "FocusUIMacros", "CCellWidth",
        .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
        .target(name: "Combine", condition: .when(platforms: [.linux])),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The hosts and the test driver see FocusUI as any other package
    // would (`packageAccess: false`): only its public API, so the seam
    // (`Screen`, `HostFrame`, `InputEvent`) is held by the compiler.
    .target(name: "FocusUITesting", dependencies: ["FocusUI"], packageAccess: false),
    .target(
      name: "FocusUITerminal", dependencies: ["FocusUI", "FocusUIAccessibilityBus", "CTerminalHostRegistration"],
      packageAccess: false),
    // Linux's accessibility bus (AT-SPI): a host's frames on the bus, and
    // what assistive technologies do as input events. A host like the
    // others: FocusUI's public API only.
    .target(
      name: "FocusUIAccessibilityBus", dependencies: ["FocusUI", "FocusEngine", "CDBus"], packageAccess: false),
    // The few libdbus-1 functions the bridge calls, found with dlopen at
    // run time: nothing links against libdbus.
    .target(name: "CDBus"),
    // Registers the terminal host as the program loads (a C constructor).
    .target(name: "CTerminalHostRegistration"),
    // `import SwiftUI` on Linux: FocusUI and its terminal host, and the
    // UIKit and AppKit values SwiftUI code passes through (colors, fonts),
    // which Apple's SwiftUI re-exports too.
    .target(
      name: "SwiftUI",
      dependencies: [
        "FocusUI", "FocusUITerminal",
        .target(name: "UIKit", condition: .when(platforms: [.linux])),
        .target(name: "AppKit", condition: .when(platforms: [.linux])),
      ]),
    .target(name: "UIKit", dependencies: ["FocusUI", "_Testing_UIKit"]),
    .target(name: "AppKit", dependencies: ["FocusUI", "_Testing_AppKit"]),
    // The cross-import overlays Swift Testing declares for UIKit and AppKit
    // (empty: see their one file), so that tests import both.
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_AppKit"),
    // The browser host: a local server and a small hand-written client.
    .target(
      name: "FocusUIWeb",
      dependencies: [
        "FocusUI", "FocusEngine",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ],
      resources: [.copy("Client")],
      packageAccess: false
    ),
    .target(name: "FocusDemoExamples", dependencies: ["FocusUI"]),
    // The differential fuzzer: random view programs, run incrementally and
    // compared with fresh renders.
    .target(name: "FocusUIFuzz", dependencies: ["FocusUI", "FocusUITesting"]),
    .executableTarget(
      name: "focus-fuzz",
      dependencies: [
        "FocusUIFuzz",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(
      name: "focus-demo",
      dependencies: [
        "FocusUI", "FocusUITerminal", "FocusUIWeb", "FocusDemoExamples", "FocusUITesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Ports an Xcode project's SwiftUI app to a package that builds on
    // Linux (FocusPort reads the project, focus-port is its command).
    .target(name: "FocusPort"),
    .executableTarget(
      name: "focus-port",
      dependencies: ["FocusPort", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    // An app written with `import FocusUI` alone: `@main` must run it in
    // the terminal (FocusDemoTests launches it).
    .executableTarget(name: "focus-app-sample", dependencies: ["FocusUI", "FocusUITerminal"]),
    .testTarget(
      name: "FocusUITests",
      dependencies: [
        "FocusUI", "FocusUITesting", "FocusDemoExamples", "FocusUIFuzz",
        .target(name: "MallocCounter", condition: .when(platforms: [.linux])),
      ]),
    // Counts each thread's allocations in the test process (glibc only), for
    // tests that assert how many an operation makes.
    .target(name: "MallocCounter", path: "Tests/MallocCounter"),
    // Typical SwiftUI focus code, written with `import FocusUI` alone (and,
    // for the surface ported apps use, `import SwiftUI`): the target
    // compiling is the first test (the surface cannot regress).
    .testTarget(name: "FocusUISnippetTests", dependencies: ["FocusUI", "SwiftUI", "FocusUITesting"]),
    // Code in Swift 5 language mode, as most public SwiftUI samples are.
    .testTarget(
      name: "FocusUISwift5SnippetTests", dependencies: ["FocusUI", "SwiftUI", "FocusUITesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The sample app of "Your SwiftUI app on Linux" (Examples/SwiftUIOnLinux),
    // built here from its own sources: `import SwiftUI` and `import Combine`
    // must compile unchanged against the stand-ins.
    .target(name: "NotesKit", dependencies: ["SwiftUI", "Combine"], path: "Examples/SwiftUIOnLinux/Sources/NotesKit"),
    .testTarget(name: "SwiftUICompatibilityTests", dependencies: ["NotesKit", "SwiftUI", "Combine", "FocusUITesting"]),
    // The UIKit and AppKit values of the `SwiftUI` stand-in, and what they
    // draw in the terminal and the browser.
    .testTarget(name: "PlatformValuesTests", dependencies: ["SwiftUI", "FocusUITesting", "FocusUIWeb"]),
    // A model file that imports only Foundation, as on Apple's platforms,
    // where Foundation brings `ObservableObject` and `@Published`: the one
    // line below (documented in "Your SwiftUI app on Linux") makes the
    // `Combine` stand-in visible in every file of the target.
    .testTarget(
      name: "FoundationModelTests", dependencies: ["SwiftUI", "Combine", "FocusUITesting"],
      swiftSettings: [
        .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine"], .when(platforms: [.linux]))
      ]),
    .testTarget(
      name: "FocusPortTests", dependencies: ["FocusPort"],
      // Small Xcode project folders, read from the source tree.
      exclude: ["Fixtures"]),
    // The tiny host of Examples/TinyHost, built here from its own sources
    // as another package sees FocusUI (`packageAccess: false`): a change
    // to the host seam that would break a host outside breaks this build,
    // and TinyHostTests drives it.
    .target(
      name: "TinyHostKit", dependencies: ["FocusUI"], path: "Examples/TinyHost/Sources/TinyHostKit",
      packageAccess: false),
    .testTarget(name: "TinyHostTests", dependencies: ["TinyHostKit"]),
    .testTarget(name: "FocusEngineTests", dependencies: ["FocusEngine"]),
    .testTarget(name: "FocusDocumentsTests", dependencies: ["FocusDocuments"]),
    .testTarget(name: "FocusUITerminalTests", dependencies: ["FocusUITerminal", "FocusUITesting"]),
    .testTarget(
      name: "FocusUIAccessibilityBusTests",
      dependencies: ["FocusUIAccessibilityBus", "FocusUITesting", "FocusDemoExamples"]),
    .testTarget(
      name: "FocusUIWebTests",
      dependencies: [
        "FocusUIWeb", "FocusDemoExamples",
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
      ]
    ),
    .testTarget(
      name: "FocusDemoTests", dependencies: ["focus-demo", "focus-app-sample", "FocusDemoExamples", "FocusUITesting"],
      // The golden transcripts are read from the source tree, not bundled.
      exclude: ["Transcripts"]),
    .testTarget(
      name: "FocusUIMacrosTests",
      dependencies: [
        "FocusUIMacros",
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
