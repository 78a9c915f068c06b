#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The screen reader's voice: speech-dispatcher when it runs, else one
/// long-lived `espeak-ng`, else silence.
///
/// ```swift
/// let speech = Speech(environment: ProcessInfo.processInfo.environment)
/// speech.speak("Post priority, button")
/// speech.speak("Clear, button")                       // cuts the first one short
/// speech.speak("Saved", priority: .low)               // waits for "Clear, button"
/// ```
///
/// Each phrase goes to speech-dispatcher (the service Orca uses) over one
/// connection (``SpeechDispatcherConnection``: SSIP on its socket, a new
/// phrase cancels the last, priorities kept), when a speech-dispatcher
/// listens where `environment` says (`SPEECHD_ADDRESS`, else
/// `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`). Otherwise it goes to
/// one `espeak-ng` process on the `PATH` (``EspeakProcess``), which says
/// each phrase in turn and is started again only to cut a phrase short.
/// A connection that breaks is opened again with the next phrase; until
/// then the phrases go to `espeak-ng`.
///
/// `FOCUSUI_SPEECH=off` in the environment: no speech at all, no error.
/// Without speech-dispatcher and without `espeak-ng`: the same.
@MainActor
final class Speech {
  /// The variable that turns speech off (`off`) or makes it speak even
  /// while another screen reader listens (`always`; see ``TerminalVoice``).
  static let environmentKey = "FOCUSUI_SPEECH"
  /// The fallback program's name, looked up on the `PATH`.
  static let programName = "espeak-ng"

  /// Whether speech is on at all.
  let isEnabled: Bool
  /// Whether `FOCUSUI_SPEECH=always` asks to speak over another screen
  /// reader.
  let speaksOverOtherScreenReaders: Bool
  /// The `espeak-ng` that speaks when speech-dispatcher does not, or `nil`.
  let program: String?
  /// The connection to speech-dispatcher, while one works.
  private(set) var connection: SpeechDispatcherConnection?
  /// The `espeak-ng` process, once one was needed.
  private(set) var espeak: EspeakProcess?
  /// How many connections to speech-dispatcher were opened: the tests'
  /// count.
  private(set) var connectionsOpened = 0
  private let environment: [String: String]

  /// Speech as `environment` allows: its `FOCUSUI_SPEECH`, its
  /// speech-dispatcher socket and the `espeak-ng` on its `PATH`. Nothing
  /// is started or connected before the first phrase.
  ///
  /// ```swift
  /// Speech(environment: ["PATH": ""]).program               // nil: no espeak-ng, no error
  /// Speech(environment: ["FOCUSUI_SPEECH": "off"]).isEnabled // false
  /// ```
  init(environment: [String: String]) {
    let setting = environment[Self.environmentKey]?.lowercased()
    isEnabled = setting != "off"
    speaksOverOtherScreenReaders = setting == "always"
    self.environment = environment
    program =
      isEnabled ? Self.find(Self.programName, path: environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin") : nil
  }

  /// Says `text` as `priority` asks (``SpeechPriority``). Returns at once.
  func speak(_ text: String, priority: SpeechPriority = .default) {
    guard isEnabled else { return }
    reap()
    if let connection = workingConnection() {
      // What espeak-ng was still saying gives way to the service.
      espeak?.stop()
      connection.say(text, priority: priority)
      return
    }
    guard let program else { return }
    if espeak == nil { espeak = EspeakProcess(program: program) }
    espeak?.say(text, priority: priority)
  }

  /// Stops what is being said, and what waits.
  func stop() {
    connection?.stop()
    espeak?.stop()
  }

  /// Collects a finished `espeak-ng`: none is left a zombie. The reader
  /// calls it every frame.
  func reap() {
    espeak?.reap()
  }

  /// The connection, opened (again) when there is none or it broke.
  private func workingConnection() -> SpeechDispatcherConnection? {
    if let connection, connection.isUsable { return connection }
    connection?.quit()
    connection = SpeechDispatcherConnection(environment: environment)
    if connection != nil { connectionsOpened += 1 }
    return connection
  }

  /// The first executable file called `name` in the directories of `path`
  /// (empty entries are skipped).
  private static func find(_ name: String, path: String) -> String? {
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      var info = stat()
      guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 else {
        continue
      }
      return candidate
    }
    return nil
  }
}
