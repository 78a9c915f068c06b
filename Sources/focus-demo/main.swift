import ArgumentParser
import FocusDemoExamples
import FocusUITerminal
import FocusUIWeb
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `focus-demo`: the gallery of FocusUI's examples, in the terminal.
struct FocusDemo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "focus-demo",
    abstract: "FocusUI's examples, running in the terminal.",
    discussion: """
      With no example name, shows the gallery: choose with ↑/↓ and Return, come back with Esc, quit with \
      Ctrl-Q (or Ctrl-C). Tab and Shift-Tab move focus; a click focuses a text field or presses a button.

      `focus-demo documents [FILE…]` runs the document app (FocusedValues' seed) on JSON files, one tab \
      each, relative paths from the working directory (a file that doesn’t exist yet opens empty, and Ctrl-S \
      creates it); without files it opens a new document. The top row is \
      the menu bar: F10 opens it, arrows move, Return runs, Esc closes. Alt-←/→ or Ctrl-PageUp/PageDown \
      switch tabs. Shortcuts work from anywhere: Ctrl-U Edit ▸ Increment, Ctrl-S saves, Ctrl-N new, \
      Ctrl-W closes (Command is Ctrl in the terminal).

      The built-in screen reader starts with --screen-reader (`focus-demo notification` starts with it on), \
      and F2 turns it on and off. Alt-↓/Alt-↑ move its cursor (drawn underlined and magenta, unlike the \
      inverted focus ring), Alt-Return activates what it is on; the bottom row shows each announcement. \
      Set FOCUSUI_ANNOUNCE_LOG=FILE to append them to FILE; they are spoken through espeak-ng when it is \
      installed (FOCUSUI_SPEECH=off silences it).

      F12 shows or hides the focus inspector over any example: each focusable view numbered in Tab order \
      (▶ marks the focused one), and a panel listing every focus state's value, the views bound to each \
      value (ambiguous ones flagged) and writes waiting for their view.

      `focus-demo --previews` lists the previews (#Preview, PreviewProvider) compiled into the demo; \
      `focus-demo --preview NAME` opens one in the terminal (or headless, with --keys/--print-screen).

      Headless mode runs without a terminal and prints the final screen, for scripts and docs:
        focus-demo login --keys 'tab "bob" tab tab return' --print-screen
      Keys: tab shift-tab return space escape delete delete-forward up down left right home end pageup \
      pagedown f1…f12, with ctrl- alt- shift- cmd- before a key or a character (ctrl-u, alt-right), \
      "quoted text" to type, click:"Label" to click, wait:300ms (or wait:2s) to let time pass for the app's \
      timed work (its Task.sleeps end).
      """)

  @Argument(help: "The example to open (see --list), or `documents`.")
  var name: String?

  @Argument(help: "With `documents`: the JSON files to open, one tab each.")
  var files: [String] = []

  @Flag(help: "List the examples' names and exit.")
  var list = false

  @Option(help: "Run headless: press these keys, then stop (see the discussion for the syntax).")
  var keys: String?

  @Flag(help: "Run headless and print the final screen.")
  var printScreen = false

  @Flag(
    help: """
      Run headless and print the screen after every step of --keys (and before the first), each screen \
      followed by a line holding only a form feed.
      """)
  var printEachStep = false

  @Option(help: "The headless screen size, as COLUMNSxROWS.")
  var size = "80x24"

  @Flag(help: "Start with the built-in screen reader on (F2 toggles it).")
  var screenReader = false

  @Flag(help: "List the #Preview and PreviewProvider previews compiled into focus-demo and exit.")
  var previews = false

  @Option(help: "Open the preview with this name (see --previews) instead of an example.")
  var preview: String?

  @Flag(help: "Serve the gallery (or the example named) to web browsers on localhost instead of the terminal.")
  var web = false

  @Option(help: "With --web: the port to serve on.")
  var port = 8080

  @Flag(help: "With --web: serve without a token in the URL (any local user or process can open a window).")
  var noToken = false

  @Option(help: "With --web: how many seconds a window waits for its page to reconnect.")
  var reconnectGrace = 120

  /// The name that runs the document app rather than an example.
  static let documentsName = "documents"
  static let documentsTitle = "Document app (focus-demo documents [FILE…])"

  mutating func validate() throws {
    if let preview {
      if name != nil { throw ValidationError("--preview opens a preview instead of an example; give one or the other") }
      let found = MainActor.assumeIsolated { PreviewRegistry.preview(named: preview) != nil }
      if !found { throw ValidationError("no preview named '\(preview)'; try --previews") }
    }
    if name == TrapExample.name, TrapExample.isEnabled {
      return
    } else if name == AsyncProbe.name || name == AccessibilityProbe.name {
      return
    } else if name != Self.documentsName {
      if let name, Example.named(name) == nil {
        throw ValidationError("no example named '\(name)'; try --list")
      }
      if let file = files.first {
        throw ValidationError("unexpected argument '\(file)': only `documents` takes files")
      }
    }
    if web {
      if keys != nil || printScreen || printEachStep || screenReader || preview != nil {
        throw ValidationError(
          "--web serves the app to browsers; --keys, --print-screen, --screen-reader and --preview are for the terminal"
        )
      }
      guard (1...65535).contains(port) else { throw ValidationError("--port: expected a port from 1 to 65535") }
      guard (0...86_400).contains(reconnectGrace) else {
        throw ValidationError("--reconnect-grace: expected seconds from 0 to 86400")
      }
    }
    if screenReader, keys != nil || printScreen || printEachStep {
      throw ValidationError("--screen-reader runs in the terminal only, not with --keys or --print-screen")
    }
    if let keys {
      do { _ = try KeyScript(parsing: keys) } catch { throw ValidationError("--keys: \(error)") }
    }
    guard parsedSize != nil else { throw ValidationError("--size: expected COLUMNSxROWS, such as 80x24") }
  }

  /// Whether to run without a terminal and print the screen.
  var isHeadless: Bool { keys != nil || printScreen || printEachStep }

  /// `--keys`, read (``validate()`` refused a script that does not read).
  var script: KeyScript? { keys.flatMap { try? KeyScript(parsing: $0) } }

  var parsedSize: Size? {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else { return nil }
    return Size(width: parts[0], height: parts[1])
  }

  func run() throws {
    if previews {
      MainActor.assumeIsolated {
        for preview in PreviewRegistry.previews {
          print(
            "\(preview.displayName.padding(toLength: 24, withPad: " ", startingAt: 0)) \(preview.fileID):\(preview.line)"
          )
        }
      }
      return
    }
    if let preview {
      let script = self.script
      let headless = isHeadless
      let size = parsedSize!
      let screenReader = self.screenReader
      MainActor.assumeIsolated {
        guard let view = PreviewRegistry.preview(named: preview)?.makeView() else { return }
        if headless {
          runHeadless(HeadlessHost(view, size: size), keys: script)
        } else {
          TerminalHost.run(view, screenReader: screenReader)
        }
      }
      return
    }
    if list {
      let entries = Example.all.map { ($0.name, $0.title) } + [(Self.documentsName, Self.documentsTitle)]
      for (name, title) in entries {
        print("\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(title)")
      }
      return
    }
    if web {
      serveWeb()
    }
    if name == Self.documentsName {
      let files = self.files
      let screenReader = self.screenReader
      let script = self.script
      let headless = isHeadless
      let size = parsedSize!
      MainActor.assumeIsolated {
        let documents = TerminalHost.documentURLs(files)
        if headless {
          runHeadless(HeadlessHost(app: DocumentApp(), size: size, documents: documents), keys: script)
        } else {
          TerminalHost.run(DocumentApp(), documents: documents, screenReader: screenReader)
        }
      }
      return
    }
    if name == TrapExample.name {
      MainActor.assumeIsolated { TerminalHost.run(TrapExample()) }
      return
    }
    if name == AsyncProbe.name {
      MainActor.assumeIsolated { TerminalHost.run(AsyncProbe()) }
      return
    }
    if name == AccessibilityProbe.name {
      MainActor.assumeIsolated { TerminalHost.run(AccessibilityProbe(), screenReader: true) }
      return
    }
    let name = self.name
    let script = self.script
    let headless = isHeadless
    let size = parsedSize!
    let screenReader = self.screenReader || name.flatMap(Example.named)?.startsScreenReader == true
    MainActor.assumeIsolated {
      // An example that is an app, opened by name, runs with its menus.
      if let app = name.flatMap(Example.named)?.makeApp?() {
        if headless {
          runHeadless(HeadlessHost(app: app, size: size), keys: script)
        } else {
          TerminalHost.run(app, screenReader: screenReader)
        }
        return
      }
      let root = DemoRoot(initial: name)
      if headless {
        runHeadless(HeadlessHost(root, size: size), keys: script)
      } else {
        TerminalHost.run(root, screenReader: screenReader)
      }
    }
  }

  /// `--web`: the gallery, the example named or the document app, a new
  /// one for every browser tab.
  private func serveWeb() -> Never {
    let name = self.name
    let port = self.port
    let token = !noToken
    let grace = Duration.seconds(reconnectGrace)
    return MainActor.assumeIsolated {
      if name == Self.documentsName {
        WebHost.run(
          title: Self.documentsTitle, port: port, requiresToken: token, reconnectGracePeriod: grace,
          app: { DocumentApp() })
      }
      if let example = name.flatMap(Example.named), let makeApp = example.makeApp {
        WebHost.run(
          title: example.title, port: port, requiresToken: token, reconnectGracePeriod: grace, app: makeApp)
      }
      if name == AsyncProbe.name {
        WebHost.run(title: "Async probe", port: port, requiresToken: token, reconnectGracePeriod: grace) {
          AsyncProbe()
        }
      }
      if name == AccessibilityProbe.name {
        WebHost.run(title: "Accessibility probe", port: port, requiresToken: token, reconnectGracePeriod: grace) {
          AccessibilityProbe()
        }
      }
      let title = name.flatMap(Example.named)?.title ?? "FocusUI demo"
      WebHost.run(title: title, port: port, requiresToken: token, reconnectGracePeriod: grace) {
        DemoRoot(initial: name)
      }
    }
  }

  @MainActor private func runHeadless(_ host: HeadlessHost, keys: KeyScript?) {
    if printEachStep { printStep(host) }
    for step in keys?.steps ?? [] {
      switch step {
      case .key(let key, let modifiers): host.press(key, modifiers: modifiers)
      case .text(let text): host.type(text)
      case .click(let label): host.click(label)
      case .wait(let duration): host.advanceClock(by: duration)
      }
      if printEachStep { printStep(host) }
    }
    if printScreen, !printEachStep {
      // The canvas already draws control characters as U+FFFD; escaping
      // here keeps standard output clean whatever the screen holds.
      print(ControlCharacters.escaped(host.screen, lineBreaks: .kept))
    }
  }

  /// One screen of `--print-each-step`: a script comparing a session step
  /// by step (the browser walk) reads them all from one run.
  @MainActor private func printStep(_ host: HeadlessHost) {
    print(ControlCharacters.escaped(host.screen, lineBreaks: .kept))
    print("\u{0C}")
  }
}

extension FocusDemo {
  /// Runs the command as `main()` does, but writes an error's message with
  /// its control characters escaped (see `ControlCharacters`).
  ///
  /// ```swift
  /// FocusDemo.mainEscapingErrors()
  /// // $ focus-demo $'\e]0;X\a'
  /// // Error: no example named '\u{1B}]0;X\u{07}'; try --list
  /// ```
  ///
  /// Argument errors quote what was typed: an example's name, a file, a
  /// size, a key script, and ArgumentParser's own unknown options and bad
  /// values. Escaping the whole message, rather than each value thrown,
  /// covers the messages ArgumentParser writes too.
  static func mainEscapingErrors() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      // Help and version are the command's own text, for standard output.
      guard code != .success else { exit(withError: error) }
      let message = ControlCharacters.escaped(fullMessage(for: error), lineBreaks: .kept)
      if !message.isEmpty {
        FileHandle.standardError.write(Data((message + "\n").utf8))
      }
      exit(withError: code)
    }
  }
}

FocusDemo.mainEscapingErrors()
