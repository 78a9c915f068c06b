import ArgumentParser
import FocusPort
import Foundation

/// `focus-port PATH`: writes a Swift package beside an Xcode project that
/// builds its SwiftUI app on Linux with FocusUI, sources unchanged.
@main
struct FocusPortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "focus-port",
    abstract: "Port a SwiftUI app's Xcode project to a Swift package that builds on Linux with FocusUI.",
    discussion: """
      Reads the .xcodeproj in PATH (or the folder's Swift files), writes Package.swift beside it with the \
      app target's sources as they are (Swift 5 mode, FocusUI's SwiftUI, Combine and UniformTypeIdentifiers), \
      leaves out the files that need UIKit or AppKit views, SwiftData, Core Data or frameworks Linux lacks, \
      and prints what it left out and how to run the app.
      """)

  @Argument(help: "The Xcode project folder, or its .xcodeproj.")
  var path: String

  @Option(help: "The app target to port (default: the one with a SwiftUI App marked @main).")
  var target: String?

  @Option(help: "Where to write Package.swift (default: beside the .xcodeproj); it must hold the sources.")
  var output: String?

  @Option(help: "Depend on a local FocusUI checkout at this path instead of the published package.")
  var focusuiPath: String?

  @Option(help: "The URL of the FocusUI package.")
  var focusuiURL = "https://github.com/focusui/FocusUI"

  @Option(help: "The FocusUI version to depend on (from this version up to the next major).")
  var focusuiVersion = "0.1.0"

  func run() throws {
    let focusUI: PackageManifest.FocusUIDependency =
      if let focusuiPath {
        .path(URL(filePath: focusuiPath).standardizedFileURL.path)
      } else {
        .url(focusuiURL, from: focusuiVersion)
      }
    let options = Port.Options(target: target, output: output.map { URL(filePath: $0) }, focusUI: focusUI)
    do {
      print(try Port.run(at: URL(filePath: path), options: options))
    } catch let error as PortError {
      throw ValidationError(error.description)
    }
  }
}
