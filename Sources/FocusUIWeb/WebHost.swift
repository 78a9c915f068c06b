@_exported import FocusUI
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a view, or an app with its menu bar, in web browsers: a local
/// server where every browser tab is a window of its own.
///
/// ```swift
/// import FocusUIWeb
///
/// WebHost.run(title: "Login", port: 8080) { LoginForm() }
/// // Serving Login on http://localhost:8080/ (Ctrl-C stops)
/// ```
///
/// The Swift process owns the views; the page is a thin client that lays
/// real elements (`<input>`, `<button>`, a `switch` checkbox, headings)
/// over the cells the window draws and applies a small patch after each
/// event. Focus is one thing in both worlds:
/// - A `FocusState` write moves the browser's focus; a click, or the
///   browser's focus moving by itself (an assistive technology), moves the
///   view's. Tab and Shift-Tab follow the window's own focus order, and
///   each element's `tabindex` says whether Tab reaches it.
/// - Keys and typed text take the same path as in the terminal, through the
///   same text-editing rules; the field's caret follows.
/// - An `AccessibilityFocusState` write moves the browser's focus to that
///   element (with a temporary `tabindex="-1"` where it is not focusable)
///   and the page's live region announces it.
/// - An app's menus are a `menubar`: F10 or a click opens one, items
///   disabled by a `@FocusedValue` are disabled, and keyboard shortcuts run
///   them (Command is Ctrl or Meta).
///
/// The server binds to `127.0.0.1` unless `host` says otherwise and refuses
/// WebSocket upgrades from other origins. It makes a random token at
/// start and prints the URL that carries it
/// (`http://localhost:8080/?token=…`, as notebook servers do): a request
/// without it is refused, so another user or process on the machine cannot
/// open a window. `requiresToken: false` turns this off, for a demo on a
/// machine of your own. A tab that sends malformed or oversized messages,
/// floods events or stops reading is closed; the others go on.
///
/// A tab whose connection drops (a laptop asleep, a Wi-Fi change, a
/// proxy's idle timeout) reconnects by itself to the same window, which
/// the server keeps for `reconnectGracePeriod` (2 minutes by default): its
/// text, focus and scroll position are as they were, and keys typed
/// meanwhile are sent once it is back. A reload gets the same window too.
/// After the grace period the window is gone; the page says so and starts
/// a new one.
///
/// Each tab gets one patch for everything that happened since its last:
/// all its events, and whatever tasks and models changed meanwhile. A
/// patch that answers the page's own events goes at once; changes made
/// elsewhere (a task streaming into a model) are sent at most
/// ``framesPerSecond`` times a second, so the app runs at its own speed and
/// the page shows the latest state.
@MainActor
public enum WebHost {
  /// How many patches a second a tab gets at most while changes keep coming
  /// from elsewhere than its page: 120 unless `FOCUSUI_FRAME_RATE` says
  /// otherwise (see ``/FocusUI/FramePacer``). Set it before `run`.
  ///
  /// ```swift
  /// WebHost.framesPerSecond = 30
  /// WebHost.run(title: "Logs") { LogViewer() }
  /// ```
  public static var framesPerSecond = FramePacer.framesPerSecond(environment: ProcessInfo.processInfo.environment)

  private static var limits: WebServer.Limits {
    var limits = WebServer.Limits()
    limits.framesPerSecond = framesPerSecond
    return limits
  }

  /// Serves `view`, a new one per tab, on `port` until the process is
  /// interrupted.
  ///
  /// ```swift
  /// WebHost.run(title: "Groceries") { GroceryList() }
  /// ```
  public static func run<V: View>(
    title: String = "FocusUI", host: String = "127.0.0.1", port: Int = 8080, requiresToken: Bool = true,
    reconnectGracePeriod: Duration = .seconds(120), _ view: @escaping @MainActor @Sendable () -> V
  ) -> Never {
    serve(
      WebServer(
        title: title, host: host, port: port, limits: limits, sessions: WebWindows(gracePeriod: reconnectGracePeriod),
        token: requiresToken ? .random() : nil
      ) { screen(view()) })
  }

  /// Serves `app`, a new instance per tab with its own windows, on `port`
  /// until the process is interrupted.
  ///
  /// ```swift
  /// WebHost.run(title: "Notes", app: { NotesApp() })
  /// ```
  public static func run(
    title: String = "FocusUI", host: String = "127.0.0.1", port: Int = 8080, requiresToken: Bool = true,
    reconnectGracePeriod: Duration = .seconds(120), app: @escaping @MainActor @Sendable () -> any App
  ) -> Never {
    serve(
      WebServer(
        title: title, host: host, port: port, limits: limits, sessions: WebWindows(gracePeriod: reconnectGracePeriod),
        token: requiresToken ? .random() : nil
      ) { screen(app: app()) })
  }

  /// A tab's screen showing `view`: its state is its own.
  static func screen(_ view: some View) -> Screen {
    let screen = Screen(view, screenReader: WebWindow.reader())
    screen.reservedShortcuts = ReservedShortcut.browser
    return screen
  }

  /// A tab's screen running `app`, with its own windows and documents.
  static func screen<A: App>(app: A) -> Screen {
    let screen = Screen(app: app, storage: .memory, screenReader: WebWindow.reader())
    screen.reservedShortcuts = ReservedShortcut.browser
    return screen
  }

  private static func serve(_ server: WebServer) -> Never {
    Task.detached {
      do {
        try await server.run(stopsOnSignals: true) { port in
          // Written at once: a script waiting for this line reads a pipe.
          FileHandle.standardOutput.write(
            Data("Serving \(server.title) on \(server.url(port: port)) (Ctrl-C stops)\n".utf8))
        }
        exit(0)
      } catch {
        FileHandle.standardError.write(Data("focus: the web server stopped: \(error)\n".utf8))
        exit(1)
      }
    }
    // The main actor's work (every session's views) runs on the main
    // queue; the server's connections hop onto it.
    dispatchMain()
  }
}
