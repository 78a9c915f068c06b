@_exported import FocusUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view in the terminal: raw mode, the alternate screen, keys in,
/// frames out. Ctrl-C or Ctrl-Q quits and restores the terminal.
///
/// ```swift
/// import FocusUITerminal
///
/// TerminalHost.run(LoginForm())
/// ```
///
/// When standard input or output is not a terminal, `run` prints a message
/// on standard error and exits with status 2.
@MainActor
public enum TerminalHost {
  /// Runs `view` until the user quits.
  public static func run<V: View>(_ view: V) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      let message = "focus: standard input and output must be a terminal to run the app interactively.\n"
      _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(2)
    }
    let session = TerminalSession()
    session.start()
    defer { session.stop() }
    let graph = ViewGraph(view)
    var renderer = FrameWriter()
    var decoder = KeyDecoder()
    var running = true
    while running {
      graph.update()
      graph.layout(in: session.size)
      let canvas = graph.render()
      session.write(renderer.frame(canvas, cursor: graph.textCursor))
      guard let bytes = session.read() else { continue }
      for event in decoder.decode(bytes) {
        switch event {
        case .quit:
          running = false
        case .key(let key, let modifiers):
          graph.handleKey(key, modifiers: modifiers)
        case .text(let text):
          if !graph.insertText(text) {
            for character in text { graph.handleKey(KeyEquivalent(character), modifiers: []) }
          }
        case .click(let point):
          graph.click(at: point)
        }
      }
    }
  }
}
