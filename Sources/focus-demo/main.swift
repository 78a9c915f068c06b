import ArgumentParser
import FocusUI
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `focus-demo`: the gallery of FocusUI's examples, in the terminal (the
/// default subcommand, `open`), in browsers (`web`) or headless.
struct FocusDemo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "focus-demo",
    abstract: "FocusUI's examples, running in the terminal.",
    discussion: """
      With no example name, shows the gallery: choose with ↑/↓ and Return, come back with Esc, quit with \
      Ctrl-Q (or Ctrl-C). Tab and Shift-Tab move focus; a click focuses a text field or presses a button. \
      `focus-demo NAME` opens one example (`focus-demo list` names them); `focus-demo web` serves the same \
      gallery to browsers.

      The built-in screen reader starts with --screen-reader (`focus-demo notification` starts with it on), \
      and F2 turns it on and off. Alt-↓/Alt-↑ move its cursor (drawn underlined and magenta, unlike the \
      inverted focus ring), Alt-Return activates what it is on; the bottom row shows each announcement. \
      Set FOCUSUI_ANNOUNCE_LOG=FILE to append them to FILE; they are spoken through speech-dispatcher when \
      it runs, else espeak-ng when it is installed (FOCUSUI_SPEECH=off silences it).

      F12 shows or hides the focus inspector over any example: each focusable view numbered in Tab order \
      (▶ marks the focused one), and a panel listing every focus state's value, the views bound to each \
      value (ambiguous ones flagged) and writes waiting for their view.

      Headless mode runs without a terminal and prints the final screen, for scripts and docs:
        focus-demo login --keys 'tab "bob" tab tab return' --print-screen
      (see `focus-demo open --help` for the keys).
      """,
    subcommands: [
      OpenCommand.self, WebCommand.self, DocumentsCommand.self, ListCommand.self, PreviewsCommand.self,
      PreviewCommand.self,
    ],
    defaultSubcommand: OpenCommand.self)

  /// The name that runs the document app rather than an example.
  static let documentsName = "documents"
  static let documentsTitle = "Document app (focus-demo documents [FILE…])"
}

extension FocusDemo {
  /// Runs the command as `main()` does, but writes an error's message with
  /// its control characters escaped (see `ControlCharacters`).
  ///
  /// ```swift
  /// FocusDemo.mainEscapingErrors()
  /// // $ focus-demo $'\e]0;X\a'
  /// // Error: no example named '\u{1B}]0;X\u{07}'; try `focus-demo list`
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
