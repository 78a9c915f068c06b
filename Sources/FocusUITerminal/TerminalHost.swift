@_exported import FocusUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view, or an app's window, in the terminal.
///
/// ```swift
/// import FocusUITerminal
///
/// TerminalHost.run(LoginForm())
/// ```
///
/// The terminal is in raw mode on the alternate screen while the app runs:
/// Tab and Shift-Tab move focus, a click focuses a text field or presses a
/// button, pasted text goes into the focused field as text. Ctrl-Q or
/// Ctrl-C quits; the terminal is restored then, and when the process gets
/// SIGTERM or SIGHUP or traps. Each frame writes only the cells that
/// changed. Colors follow what the terminal supports (`COLORTERM`, `TERM`)
/// and `NO_COLOR`.
///
/// When standard input or output is not a terminal, `run` prints a message
/// on standard error and exits with status 2.
@MainActor
public enum TerminalHost {
  /// How long a lone Escape waits for the rest of a sequence, in ms.
  static let escapeTimeout: Int32 = 50

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
    var writer = FrameWriter(colors: ColorSupport.detect(environment))
    var decoder = KeyDecoder()
    // Every pass updates, lays out and draws; a frame in which nothing
    // changed writes nothing. The input wait bounds how late a change made
    // off the keyboard (an `@Observable` model, say) reaches the screen.
    while true {
      graph.update()
      graph.layout(in: session.size)
      session.write(writer.frame(graph.render(), cursor: graph.textCursor))
      let events: [KeyDecoder.Event]
      switch session.read(timeout: escapeTimeout) {
      case .bytes(let bytes): events = decoder.decode(bytes)
      case .idle: events = decoder.flushPending()
      case .closed: return
      }
      for event in events {
        switch event {
        case .quit:
          return
        case .key(let key, let modifiers):
          graph.handleKey(key, modifiers: modifiers)
        case .text(let text):
          if !graph.insertText(text) {
            for character in text { graph.handleKey(KeyEquivalent(character), modifiers: []) }
          }
        case .paste(let text):
          graph.insertText(text)
        case .click(let point):
          graph.click(at: point)
        }
      }
    }
  }

  /// Runs `app`'s first window until the user quits.
  public static func run<A: App>(_ app: A) {
    guard let window = app.body.windows.first else {
      let message = "focus: the app has no window to show.\n"
      _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(1)
    }
    run(AnyView(erasing: window.content))
  }

  nonisolated static var environment: [String: String] {
    var result: [String: String] = [:]
    for key in ["NO_COLOR", "TERM", "COLORTERM"] {
      if let value = getenv(key) { result[key] = String(cString: value) }
    }
    return result
  }
}

extension App {
  /// Runs the app in the terminal: what `@main` calls.
  ///
  /// ```swift
  /// @main struct Notes: App {
  ///   var body: some Scene { WindowGroup { NotesView() } }
  /// }
  /// ```
  public static func main() {
    TerminalHost.run(Self())
  }
}
