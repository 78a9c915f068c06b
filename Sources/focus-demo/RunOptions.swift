import ArgumentParser
import FocusDemoExamples
import FocusUITerminal
import FocusUITesting
import Foundation

/// How a view or app runs: in the terminal, with or without the screen
/// reader, or headless — keys pressed from a script and screens printed —
/// for scripts, docs and tests.
struct RunOptions: ParsableArguments {
  @Option(help: "Run headless: press these keys, then stop (see `focus-demo open --help` for the syntax).")
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

  func validate() throws {
    if screenReader, isHeadless {
      throw ValidationError("--screen-reader runs in the terminal only, not with --keys or --print-screen")
    }
    if let keys {
      do { _ = try KeyScript(parsing: keys) } catch { throw ValidationError("--keys: \(error)") }
    }
    guard parsedSize != nil else { throw ValidationError("--size: expected COLUMNSxROWS, such as 80x24") }
  }

  /// Whether to run without a terminal and print the screen.
  var isHeadless: Bool { keys != nil || printScreen || printEachStep }

  private var parsedSize: Size? {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else { return nil }
    return Size(width: parts[0], height: parts[1])
  }

  /// Runs `view` in the terminal, or headless.
  @MainActor func run(_ view: some View, startsScreenReader: Bool = false) {
    if isHeadless {
      runHeadless(TestHost(view, size: parsedSize!))
    } else {
      TerminalHost.run(view, screenReader: screenReader || startsScreenReader)
    }
  }

  /// Runs `app` with its menus in the terminal, or headless, with
  /// `documents` open.
  @MainActor func run(app: some App, documents: [URL] = []) {
    if isHeadless {
      runHeadless(TestHost(app: app, size: parsedSize!, documents: documents))
    } else {
      TerminalHost.run(app, documents: documents, screenReader: screenReader)
    }
  }

  @MainActor private func runHeadless(_ host: TestHost) {
    if printEachStep { printStep(host) }
    // `validate()` refused a script that does not read.
    let script = keys.flatMap { try? KeyScript(parsing: $0) }
    for step in script?.steps ?? [] {
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
  @MainActor private func printStep(_ host: TestHost) {
    print(ControlCharacters.escaped(host.screen, lineBreaks: .kept))
    print("\u{0C}")
  }
}
