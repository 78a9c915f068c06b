import ArgumentParser
import FocusDemoExamples
import FocusUI

/// `focus-demo previews`: the `#Preview` and `PreviewProvider` previews
/// compiled into the demo.
struct PreviewsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "previews",
    abstract: "List the #Preview and PreviewProvider previews compiled into focus-demo and exit.")

  func run() {
    MainActor.assumeIsolated {
      for preview in PreviewRegistry.previews {
        print(
          "\(preview.displayName.padding(toLength: 24, withPad: " ", startingAt: 0)) \(preview.fileID):\(preview.line)")
      }
    }
  }
}

/// `focus-demo preview NAME`: one preview, in the terminal or headless.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview", abstract: "Open the preview named (see `focus-demo previews`).")

  @Argument(help: "The preview's name.")
  var name: String

  @OptionGroup var options: RunOptions

  func validate() throws {
    let name = self.name
    let found = MainActor.assumeIsolated { PreviewRegistry.preview(named: name) != nil }
    if !found { throw ValidationError("no preview named '\(name)'; try `focus-demo previews`") }
  }

  func run() {
    let name = self.name
    let options = self.options
    MainActor.assumeIsolated {
      guard let view = PreviewRegistry.preview(named: name)?.makeView() else { return }
      options.run(view)
    }
  }
}
