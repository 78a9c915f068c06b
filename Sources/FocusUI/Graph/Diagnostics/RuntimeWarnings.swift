import Logging
import Observation

/// Programmer errors the runtime survives and reports: a `Logger` labelled
/// `FocusUI` at warning level, and the list a host collects (`TestHost`
/// shows it as `runtimeWarnings`).
///
/// Each graph's warnings are observable, and in its views' environment
/// (``EnvironmentValues/runtimeWarnings``): a view can show its own
/// window's, as the demo's warning line does.
///
/// A warning is reported once per distinct message and graph. Its control
/// characters and line breaks are escaped first (see ``ControlCharacters``):
/// a message quotes labels and typed text, and goes to standard error as one
/// line that must not drive the reader's terminal.
@MainActor @Observable
package final class RuntimeWarnings {
  package private(set) var messages: [String] = [] {
    didSet { count = messages.count }
  }
  /// How many messages there are, read without observing them: a host
  /// asks after each event whether it warned (kept apart from the macro's
  /// storage, whose reads Swift checks for exclusivity: see
  /// CONTRIBUTING.md, "Speed").
  @ObservationIgnored @exclusivity(unchecked) package private(set) var count = 0
  @ObservationIgnored private var reported = Set<String>()
  /// This list as the process-wide listeners refer to it (see ``ObjectLink``).
  @ObservationIgnored private var ownLink: ObjectLink<RuntimeWarnings>?

  private static let logger = Logger(label: "FocusUI")
  /// Graphs alive now; warnings with no graph of their own go to each.
  private static var listeners: [ObjectLink<RuntimeWarnings>] = []

  init() {
    Self.listeners.removeAll { $0.target == nil }
    let link = ObjectLink(self)
    ownLink = link
    Self.listeners.append(link)
  }

  deinit {
    ownLink?.clear()
  }

  /// Reports `message` for this graph.
  package func warn(_ message: String) {
    let message = ControlCharacters.escaped(message)
    guard reported.insert(message).inserted else { return }
    messages.append(message)
    Self.logger.warning("\(message)")
  }

  /// Reports a warning that belongs to no particular graph (a property
  /// wrapper used outside any view): logged, and collected by every live host.
  static func emitGlobally(_ message: String) {
    let message = ControlCharacters.escaped(message)
    logger.warning("\(message)")
    for listener in listeners {
      guard let warnings = listener.target, warnings.reported.insert(message).inserted else { continue }
      warnings.messages.append(message)
    }
  }
}

extension EnvironmentValues {
  private struct RuntimeWarningsKey: EnvironmentKey {
    static var defaultValue: RuntimeWarnings? { nil }
  }

  /// The warnings of the graph the view runs in: each window's own.
  ///
  /// ```swift
  /// @Environment(\.runtimeWarnings) private var warnings
  /// var body: some View { Text(warnings?.messages.last ?? "") }
  /// ```
  package var runtimeWarnings: RuntimeWarnings? {
    get { self[RuntimeWarningsKey.self] }
    set { self[RuntimeWarningsKey.self] = newValue }
  }
}
