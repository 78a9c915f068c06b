/// The terminal's voice for the screen reader: announcements are appended
/// to the file named by `FOCUSUI_ANNOUNCE_LOG` (opened when the reader is
/// first turned on) and everything is spoken through ``Speech``.
///
/// ```swift
/// let reader = ScreenReader(isOn: true, voice: TerminalVoice(environment: ["FOCUSUI_ANNOUNCE_LOG": "/tmp/said.txt"]))
/// ```
///
/// It keeps quiet while another screen reader (Orca) listens to the app,
/// as ``isAnotherScreenReaderListening`` answers: two voices saying the
/// same thing at once help no one. The status line and the log go on;
/// `FOCUSUI_SPEECH=always` speaks all the same.
@MainActor
final class TerminalVoice: ScreenReaderVoice {
  let speech: Speech
  /// Answers whether another screen reader is listening to this app: the
  /// hook for a host that knows (the accessibility-bus bridge sees Orca
  /// register for the app's events and sends
  /// `InputEvent.screenReaderListening`). `false` by default: nothing else
  /// listens. The terminal host connects it to its screen once the bridge
  /// reports listeners:
  ///
  /// ```swift
  /// screen.screenReader.terminalVoice?.isAnotherScreenReaderListening = { [weak screen] in
  ///   screen?.isScreenReaderListening ?? false
  /// }
  /// ```
  var isAnotherScreenReaderListening: @MainActor () -> Bool = { false }
  private let logPath: String?
  private var log: AnnouncementLog?
  private var hasTriedLog = false

  init(environment: [String: String]) {
    logPath = environment[AnnouncementLog.environmentKey].flatMap { $0.isEmpty ? nil : $0 }
    speech = Speech(environment: environment)
  }

  /// Opens the log once: a warning when it can't be opened.
  func start() -> String? {
    guard let logPath, !hasTriedLog else { return nil }
    hasTriedLog = true
    do {
      log = try AnnouncementLog(path: logPath)
      return nil
    } catch {
      return "warning: \(error)"
    }
  }

  func say(_ text: String, isAnnouncement: Bool, priority: SpeechPriority) {
    if isAnnouncement { log?.append(text) }
    guard speech.speaksOverOtherScreenReaders || !isAnotherScreenReaderListening() else { return }
    speech.speak(text, priority: priority)
  }

  func tick() { speech.reap() }
}

extension ScreenReader {
  /// A reader, on or off, that logs to `FOCUSUI_ANNOUNCE_LOG` and speaks
  /// through speech-dispatcher or the `espeak-ng` on the `PATH` of
  /// `environment` (``Speech``).
  ///
  /// ```swift
  /// let reader = ScreenReader(isOn: true, environment: ["FOCUSUI_ANNOUNCE_LOG": "/tmp/said.txt"])
  /// ```
  convenience init(isOn: Bool, environment: [String: String]) {
    self.init(isOn: isOn, voice: TerminalVoice(environment: environment))
  }

  /// Its terminal voice, if it has one: where a host sets
  /// ``TerminalVoice/isAnotherScreenReaderListening``.
  var terminalVoice: TerminalVoice? { voice as? TerminalVoice }

  /// The speech of its terminal voice, if it has one.
  var speech: Speech? { terminalVoice?.speech }
}
