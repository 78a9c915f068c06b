import ArgumentParser
import FocusDemoExamples
import FocusUITerminal

/// `focus-demo [open] [NAME]`: the gallery, or one example, in the
/// terminal or headless. The default subcommand, so `focus-demo login`
/// opens the login form.
struct OpenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open the gallery, or the example named, in the terminal.",
    discussion: """
      An example that is an app (`focus-demo recipes`) runs with its menus: F10 opens the menu bar.

      Headless mode runs without a terminal and prints the final screen, for scripts and docs:
        focus-demo login --keys 'tab "bob" tab tab return' --print-screen
      Keys: tab shift-tab return space escape delete delete-forward up down left right home end pageup \
      pagedown f1…f12, with ctrl- alt- shift- cmd- before a key or a character (ctrl-u, alt-right), \
      "quoted text" to type, click:"Label" to click, wait:300ms (or wait:2s) to let time pass for the app's \
      timed work (its Task.sleeps end).
      """)

  @Argument(help: "The example to open (see `focus-demo list`); the gallery when omitted.")
  var name: String?

  @OptionGroup var options: RunOptions

  func validate() throws {
    guard let name, !Self.isHidden(name), Example.named(name) == nil else { return }
    throw ValidationError("no example named '\(name)'; try `focus-demo list`")
  }

  /// The examples outside the gallery that tests open by name.
  static func isHidden(_ name: String) -> Bool {
    (name == TrapExample.name && TrapExample.isEnabled) || name == AsyncProbe.name || name == AccessibilityProbe.name
      || name == ChurnProbe.name
  }

  func run() {
    let name = self.name
    let options = self.options
    MainActor.assumeIsolated {
      switch name {
      case TrapExample.name: options.run(TrapExample())
      case AsyncProbe.name: options.run(AsyncProbe())
      case ChurnProbe.name: options.run(ChurnProbe())
      case AccessibilityProbe.name: options.run(AccessibilityProbe(), startsScreenReader: true)
      default:
        let example = name.flatMap(Example.named)
        // An example that is an app, opened by name, runs with its menus.
        if let app = example?.makeApp?() {
          options.run(app: app)
        } else {
          options.run(DemoRoot(initial: name), startsScreenReader: example?.startsScreenReader == true)
        }
      }
    }
  }
}
