import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A host that runs apps: what ``App/main()`` starts.
///
/// FocusUI cannot import its hosts (they import it), so `main()` finds the
/// host at launch by its type's name, in the type metadata the linker put
/// in the executable: linking the `FocusUI` product links the terminal
/// host with it, and no registration call is needed before `main()`.
package protocol AppHost {
  /// Runs `app` until the user quits; `arguments` are the command line's,
  /// without the executable.
  @MainActor static func runApp<A: App>(_ app: A, arguments: [String])
}

/// The hosts ``App/main()`` looks for.
package enum AppHosts {
  /// The mangled names of the host types, in order of preference:
  /// `FocusUITerminal.TerminalHost`.
  static let names = ["15FocusUITerminal12TerminalHostO"]

  /// The first host linked into this executable.
  package static var linked: (any AppHost.Type)? {
    for name in names {
      if let host = _typeByName(name) as? any AppHost.Type { return host }
    }
    return nil
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
  /// host, which this finds at launch. An executable that links the
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
