// swift-tools-version: 6.1
// Benchmarks for FocusUI, kept in their own package so that FocusUI itself
// does not depend on package-benchmark. Run from this folder:
//
//   swift package --disable-sandbox benchmark
//   swift package --disable-sandbox benchmark --target FocusEngineBenchmarks
//
import PackageDescription

let package = Package(
  name: "FocusUIBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "FocusUI", path: ".."),
    // "MallocInterposer" alone: the malloc metrics, without the default
    // "RuntimeInterposer" trait (its package is not needed for these metrics).
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // What the benchmark targets share: the main-actor hop, size names, a
    // seeded random number generator.
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "Benchmark", package: "benchmark")],
      path: "Sources/BenchmarkSupport"
    ),
    // The forms the benchmarks measure and `focus-profile` loops over,
    // written once so both time the same views.
    .target(
      name: "BenchmarkScenes",
      dependencies: [.product(name: "FocusUI", package: "FocusUI")],
      path: "Sources/BenchmarkScenes"
    ),
    .executableTarget(
      name: "FocusUIBenchmarks",
      dependencies: [
        .product(name: "FocusUI", package: "FocusUI"),
        .product(name: "FocusUITesting", package: "FocusUI"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/FocusUIBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // The focus engine alone (pure Swift, no views): Tab, Shift-Tab,
    // programmatic focus, insert + remove and order queries at 1,000 to
    // 1,000,000 focusable nodes.
    .executableTarget(
      name: "FocusEngineBenchmarks",
      dependencies: [
        .product(name: "FocusEngine", package: "FocusUI"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/FocusEngineBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // A plain loop over one scenario, to run under a profiler (perf).
    .executableTarget(
      name: "focus-profile",
      dependencies: [
        .product(name: "FocusUI", package: "FocusUI"),
        .product(name: "FocusUITesting", package: "FocusUI"),
        .product(name: "FocusUITerminal", package: "FocusUI"),
        .product(name: "FocusUIAccessibilityBus", package: "FocusUI"),
        "BenchmarkScenes",
      ],
      path: "Sources/focus-profile"
    ),
    // A minute of model changes at 100,000 a second: cost per change and
    // resident memory, printed per 5 seconds (`focus-soak [SECONDS]`).
    .executableTarget(
      name: "focus-soak",
      dependencies: [
        .product(name: "FocusUI", package: "FocusUI"),
        .product(name: "FocusUITesting", package: "FocusUI"),
      ],
      path: "Sources/focus-soak"
    ),
    // Focus through the whole runtime: Tab and FocusState writes in a form of
    // text fields, driven through TestHost.
    .executableTarget(
      name: "FocusEndToEndBenchmarks",
      dependencies: [
        .product(name: "FocusUI", package: "FocusUI"),
        .product(name: "FocusUITesting", package: "FocusUI"),
        .product(name: "FocusUITerminal", package: "FocusUI"),
        .product(name: "FocusUIAccessibilityBus", package: "FocusUI"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkScenes",
        "BenchmarkSupport",
      ],
      path: "Benchmarks/FocusEndToEndBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // Lazy stacks at up to a million rows: mount, Tab, a write to a row
    // never made.
    .executableTarget(
      name: "ScrollingBenchmarks",
      dependencies: [
        .product(name: "FocusUI", package: "FocusUI"),
        .product(name: "FocusUITesting", package: "FocusUI"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/ScrollingBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
