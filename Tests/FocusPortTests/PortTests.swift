import FocusPort
import Foundation
import Testing

/// `focus-port` on small Xcode project folders of the shapes real apps
/// have (Fixtures/): the package it writes, what it leaves out and why.
@Suite struct PortTests {
  @Test func aClassicProjectKeepsTheAppTargetsFilesAndLeavesOutViewsCoreDataAndMissingFrameworks() throws {
    let folder = try FixtureFolder("Groceries")
    defer { folder.remove() }
    let report = try Port.run(at: folder.url, options: .init(focusUI: .path("/src/FocusUI")))
    #expect(
      report.kept == [
        "Groceries/ContentView.swift", "Groceries/GroceriesApp.swift", "Groceries/Model/GroceryStore.swift",
        "Groceries/Model/Theme.swift",
      ])
    #expect(
      report.leftOut.map(\.file) == [
        "Groceries/Persistence/Persistence.swift", "Groceries/Views/ShareSheet.swift", "Groceries/Views/StoreMap.swift",
      ])
    #expect(report.leftOut[0].reasons == ["imports CoreData: Core Data is out of scope on Linux"])
    #expect(report.leftOut[1].reasons == ["uses UIViewControllerRepresentable: UIKit views do not exist on Linux"])
    #expect(report.leftOut[2].reasons == ["imports MapKit, which Linux lacks"])
    #expect(report.mainApp == "GroceriesApp")

    let manifest = try folder.text("Package.swift")
    #expect(manifest.contains(".executableTarget("))
    #expect(manifest.contains(#"path: "Groceries","#))
    #expect(manifest.contains(#".package(name: "FocusUI", path: "/src/FocusUI")"#))
    #expect(manifest.contains("swiftLanguageModes: [.v5]"))
    #expect(manifest.contains(#""-import-module", "-Xfrontend", "Combine""#))
    // Not a member of the target, the asset catalog, and the left-out
    // files are all excluded; the test target is not in the package.
    for excluded in [
      "Scratch", "Assets.xcassets", "Views", "Persistence",
    ] {
      #expect(manifest.contains("\"\(excluded)\","), "\(excluded) is not excluded")
    }
    #expect(!manifest.contains("GroceriesTests"))
    #expect(report.description.contains("swift run Groceries"))
  }

  @Test func aSynchronizedFolderProjectHonoursItsExceptionsAndMainActorDefault() throws {
    let folder = try FixtureFolder("Journal")
    defer { folder.remove() }
    let report = try Port.run(at: folder.url.appending(path: "Journal.xcodeproj"))
    #expect(report.kept == ["Journal/Entries/EntryList.swift", "Journal/JournalApp.swift"])
    #expect(report.leftOut.map(\.file) == ["Journal/Entries/StoredEntry.swift"])
    #expect(report.leftOut[0].reasons == ["imports SwiftData: SwiftData is out of scope on Linux"])
    let manifest = try folder.text("Package.swift")
    #expect(manifest.hasPrefix("// swift-tools-version: 6.2"))
    #expect(manifest.contains(".defaultIsolation(MainActor.self),"))
    #expect(manifest.contains(#""Preview Content","#))
    #expect(manifest.contains(#".package(url: "https://github.com/focusui/FocusUI", from: "0.1.0")"#))
  }

  @Test func aFolderWithoutAProjectWhoseAppIsUIKitBecomesALibrary() throws {
    let folder = try FixtureFolder("Stopwatch")
    defer { folder.remove() }
    let report = try Port.run(at: folder.url)
    #expect(report.kept == ["Sources/StopwatchView.swift"])
    #expect(report.leftOut.first?.file == "Sources/AppDelegate.swift")
    #expect(report.leftOut.first?.reasons.contains { $0.contains("UIApplicationDelegate") } == true)
    #expect(report.mainApp == nil)
    let manifest = try folder.text("Package.swift")
    #expect(manifest.contains(".target("))
    #expect(manifest.contains(#"products: [.library(name: "Stopwatch", targets: ["Stopwatch"])],"#))
    #expect(report.description.contains("TestHost"))
  }

  @Test func aPackageTheToolDidNotWriteIsNeverOverwritten() throws {
    let folder = try FixtureFolder("Stopwatch")
    defer { folder.remove() }
    let own = "// swift-tools-version: 6.0\n// mine\n"
    try own.write(to: folder.url.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
    #expect(throws: PortError.packageExists(folder.url.appending(path: "Package.swift").standardizedFileURL.path)) {
      try Port.run(at: folder.url)
    }
    #expect(try folder.text("Package.swift") == own)
    // Its own manifest is rewritten.
    try FileManager.default.removeItem(at: folder.url.appending(path: "Package.swift"))
    _ = try Port.run(at: folder.url)
    _ = try Port.run(at: folder.url)
  }

  @Test func anUnknownTargetOrPathIsAClearError() throws {
    let folder = try FixtureFolder("Groceries")
    defer { folder.remove() }
    #expect(throws: PortError.noSuchTarget("Nope", available: ["Groceries"])) {
      try Port.run(at: folder.url, options: .init(target: "Nope"))
    }
    #expect(throws: PortError.notFound("/nonexistent/App")) {
      try Port.run(at: URL(filePath: "/nonexistent/App"))
    }
  }
}
