/// Where a host sends the ``ScreenReader``'s words besides its status line:
/// a speech synthesiser, a log file.
///
/// ```swift
/// final class Transcript: ScreenReaderVoice {
///   var lines: [String] = []
///   func start() -> String? { nil }
///   func say(_ text: String, isAnnouncement: Bool, priority: SpeechPriority) {
///     if isAnnouncement { lines.append(text) }
///   }
///   func tick() {}
/// }
/// let reader = ScreenReader(isOn: true, voice: Transcript())
/// ```
@MainActor
public protocol ScreenReaderVoice: AnyObject {
  /// The reader was turned on. Returns a warning for the status line when
  /// an output cannot be used (the reader goes on without it).
  func start() -> String?
  /// Says `text`: an announcement of what the cursor landed on, or (when
  /// `isAnnouncement` is `false`) a notice such as "Screen reader on".
  /// `priority` says whether it waits for what is being said or cuts it
  /// short (``SpeechPriority``).
  func say(_ text: String, isAnnouncement: Bool, priority: SpeechPriority)
  /// Called every frame: the time to finish work left running.
  func tick()
}
