/// The terminal's voice for the screen reader: announcements are appended
/// to the file named by `FOCUSUI_ANNOUNCE_LOG` (opened when the reader is
/// first turned on) and everything is spoken through ``Speech``.
///
/// ```swift
/// let reader = ScreenReader(isOn: true, voice: TerminalVoice(environment: ["FOCUSUI_ANNOUNCE_LOG": "/tmp/said.txt"]))
/// ```
@MainActor
final class TerminalVoice: ScreenReaderVoice {
  let speech: Speech
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

  func say(_ text: String, isAnnouncement: Bool) {
    if isAnnouncement { log?.append(text) }
    speech.speak(text)
  }

  func tick() { speech.reap() }
}

extension ScreenReader {
  /// A reader, on or off, that logs to `FOCUSUI_ANNOUNCE_LOG` and speaks
  /// through the `espeak-ng` on the `PATH` of `environment`.
  ///
  /// ```swift
  /// let reader = ScreenReader(isOn: true, environment: ["FOCUSUI_ANNOUNCE_LOG": "/tmp/said.txt"])
  /// ```
  convenience init(isOn: Bool, environment: [String: String]) {
    self.init(isOn: isOn, voice: TerminalVoice(environment: environment))
  }

  /// The speech of its terminal voice, if it has one.
  var speech: Speech? { (voice as? TerminalVoice)?.speech }
}
