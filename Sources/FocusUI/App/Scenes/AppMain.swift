import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A host that runs apps: what ``App/main()`` starts.
///
/// FocusUI cannot import its hosts (they import it), so a host registers
/// itself with ``AppHosts/register(_:)`` as the program loads: linking the
/// `FocusUI` product links the terminal host, whose registration runs
/// before `main`, and no call is needed in the app. A host of another
/// package registers itself the same way, or from its own entry point:
///
/// ```swift
/// enum LineHost: AppHost {
///   static func runApp<A: App>(_ app: A, arguments: [String]) {
///     let screen = Screen(app: app)
///     while !screen.isFinished, let line = readLine() {
///       screen.send(.text(line))
///       print(screen.frame(in: Size(width: 80, height: 24)).canvas.text)
///     }
///   }
/// }
/// AppHosts.register(LineHost.self)
/// ```
public protocol AppHost {
  /// Runs `app` until the user quits; `arguments` are the command line's,
  /// without the executable.
  @MainActor static func runApp<A: App>(_ app: A, arguments: [String])
}

/// The hosts ``App/main()`` can run an app in.
///
/// ```swift
/// AppHosts.register(LineHost.self)
/// AppHosts.linked   // LineHost.self, or the terminal's when it registered first
/// ```
public enum AppHosts {
  /// Written by a host's registration as the program loads, before
  /// `main` and any other thread; read afterwards.
  nonisolated(unsafe) private static var registered: [any AppHost.Type] = []

  /// Makes `host` one that ``App/main()`` may run apps in: the first
  /// registered is used.
  ///
  /// ```swift
  /// AppHosts.register(TerminalHost.self)
  /// ```
  public static func register(_ host: any AppHost.Type) {
    guard !registered.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(host) }) else { return }
    registered.append(host)
  }

  /// The host linked into this executable, if any registered itself.
  public static var linked: (any AppHost.Type)? {
    registered.first
  }
}

extension App {
  /// Runs the app in the terminal: what `@main` calls. Command-line
  /// arguments that do not start with `-` are files to open in the app's
  /// document scene, relative to the working directory; `--screen-reader`
  /// starts the built-in screen reader on.
  ///
  /// ```swift
  /// import FocusUI
  ///
  /// @main struct Notes: App {
  ///   var body: some Scene {
  ///     DocumentGroup(newDocument: NoteDocument()) { file in
  ///       NoteEditor(note: file.$document)
  ///     }
  ///   }
  /// }
  /// // $ notes todo.json ideas.json   → two tabs
  /// // $ notes --screen-reader          → the screen reader starts on
  /// ```
  ///
  /// `import FocusUI` is enough: the `FocusUI` product links the terminal
  /// host, which registered itself as the program loaded. An executable that links the
  /// `FocusUI` target alone (inside this package) also needs the
  /// `FocusUITerminal` target as a dependency; without a host, `main()`
  /// says so on standard error and exits with status 2.
  public static func main() {
    guard let host = AppHosts.linked else {
      let message =
        "focus: no host to run \(Self.self) in: link the FocusUITerminal target (the FocusUI product includes it).\n"
      _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(2)
    }
    host.runApp(Self(), arguments: Array(CommandLine.arguments.dropFirst()))
  }
}
