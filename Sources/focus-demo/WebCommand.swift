import ArgumentParser
import FocusDemoExamples
import FocusUIWeb

/// `focus-demo web [NAME]`: the gallery, an example or the document app,
/// served to browsers on localhost, a new one for every browser tab.
struct WebCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "web",
    abstract: "Serve the gallery (or the example named, or `documents`) to web browsers on localhost.",
    discussion: "Prints the URL to open: http://localhost:8080/?token=… (without --no-token, a token guards it).")

  @Argument(help: "The example to serve (see `focus-demo list`), or `documents`; the gallery when omitted.")
  var name: String?

  @Option(help: "The port to serve on.")
  var port = 8080

  @Flag(help: "Serve without a token in the URL (any local user or process can open a window).")
  var noToken = false

  @Option(help: "How many seconds a window waits for its page to reconnect.")
  var reconnectGrace = 120

  func validate() throws {
    if let name, ![FocusDemo.documentsName, AsyncProbe.name, AccessibilityProbe.name].contains(name),
      Example.named(name) == nil
    {
      throw ValidationError("no example named '\(name)'; try `focus-demo list`")
    }
    guard (1...65535).contains(port) else { throw ValidationError("--port: expected a port from 1 to 65535") }
    guard (0...86_400).contains(reconnectGrace) else {
      throw ValidationError("--reconnect-grace: expected seconds from 0 to 86400")
    }
  }

  func run() {
    let name = self.name
    let port = self.port
    let token = !noToken
    let grace = Duration.seconds(reconnectGrace)
    MainActor.assumeIsolated {
      @MainActor func serve<V: View>(_ title: String, _ view: @escaping @MainActor @Sendable () -> V) -> Never {
        WebHost.run(title: title, port: port, requiresToken: token, reconnectGracePeriod: grace, view)
      }
      switch name {
      case FocusDemo.documentsName:
        WebHost.run(
          title: FocusDemo.documentsTitle, port: port, requiresToken: token, reconnectGracePeriod: grace,
          app: { DocumentApp() })
      case AsyncProbe.name: serve("Async probe") { AsyncProbe() }
      case AccessibilityProbe.name: serve("Accessibility probe") { AccessibilityProbe() }
      default:
        let example = name.flatMap(Example.named)
        if let example, let makeApp = example.makeApp {
          WebHost.run(
            title: example.title, port: port, requiresToken: token, reconnectGracePeriod: grace, app: makeApp)
        }
        serve(example?.title ?? "FocusUI demo") { DemoRoot(initial: name) }
      }
    }
  }
}
