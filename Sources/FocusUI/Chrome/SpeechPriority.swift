/// How a phrase meets speech already under way: the meaning of Apple's
/// announcement priorities (`accessibilitySpeechAnnouncementPriority`),
/// kept the same by every host — the terminal's reader, the browser's
/// live regions and the accessibility bus.
///
/// ```swift
/// voice.say("Download finished", isAnnouncement: true, priority: .low)     // after what is being said
/// voice.say("Username, text field", isAnnouncement: false, priority: .default)  // cuts it short
/// voice.say("Connection lost", isAnnouncement: true, priority: .high)     // cuts it short, and is not cut
/// ```
///
/// - ``low``: waits; it is said when what is being said (and what waits
///   before it) has been said. A browser's `aria-live="polite"`.
/// - ``default``: interrupts what is being said, and is itself
///   interrupted by the next phrase. Where keyboard or accessibility focus
///   lands is said this way, as VoiceOver and Orca do.
/// - ``high``: interrupts what is being said, and is not interrupted once
///   started: a phrase after it waits. A browser's `aria-live="assertive"`.
public enum SpeechPriority: Sendable, Hashable, CaseIterable {
  /// Waits for what is being said.
  case low
  /// Interrupts what is being said; the next phrase interrupts it.
  case `default`
  /// Interrupts what is being said; the next phrase waits for it.
  case high

  /// Whether the phrase cuts short what is being said.
  public var interrupts: Bool { self != .low }
}
