import Foundation

/// The notifications an app posts to assistive technologies, as in Apple's
/// Accessibility framework.
///
/// ```swift
/// Button("Save") {
///   document.save()
///   AccessibilityNotification.Announcement("Saved").post()
/// }
/// ```
///
/// An announcement is said by the screen reader that listens: the
/// terminal's built-in reader (and its voice), a browser's screen reader
/// through the page's live regions, and Orca through the accessibility bus
/// (each host reads it from the frame it draws, with its priority).
public enum AccessibilityNotification {
  /// Something for the user to hear that the screen does not say by
  /// itself: a save finished, a message arrived.
  ///
  /// ```swift
  /// var alert = AttributedString("Connection lost")
  /// alert.accessibilitySpeechAnnouncementPriority = .high
  /// AccessibilityNotification.Announcement(alert).post()
  /// ```
  ///
  /// Its priority comes from the text's
  /// `accessibilitySpeechAnnouncementPriority`, as Apple documents it:
  /// `.low` waits until what is being said has been said; `.default` (no
  /// priority set) interrupts what is being said and is interrupted by the
  /// next phrase; `.high` interrupts and is not interrupted. When runs of
  /// the text set different priorities, the highest counts. A browser
  /// reads `.low` through a polite live region and the others through an
  /// assertive one; the terminal's voice and the accessibility bus keep
  /// the same three meanings.
  public struct Announcement: Sendable, Equatable {
    /// The words to say.
    public var text: String
    /// When they are said, relative to what is being said.
    package var priority: SpeechPriority

    /// An announcement of `announcement`, at the default priority.
    ///
    /// ```swift
    /// AccessibilityNotification.Announcement("3 new messages").post()
    /// ```
    public init(_ announcement: String) {
      text = announcement
      priority = .default
    }

    /// An announcement of `announcement`, at the priority its
    /// `accessibilitySpeechAnnouncementPriority` sets.
    ///
    /// ```swift
    /// var text = AttributedString("Download finished")
    /// text.accessibilitySpeechAnnouncementPriority = .low
    /// AccessibilityNotification.Announcement(text).post()
    /// ```
    public init(_ announcement: AttributedString) {
      text = String(announcement.characters)
      var highest: SpeechPriority?
      for run in announcement.runs {
        guard let value = run.accessibilitySpeechAnnouncementPriority else { continue }
        let priority = SpeechPriority(value)
        if highest.map({ priority.rank > $0.rank }) ?? true { highest = priority }
      }
      priority = highest ?? .default
    }

    /// Posts the announcement to the assistive technologies that listen:
    /// at once from the main actor (a button's action), else in a task on
    /// it. `isolation` is the caller's, found by the compiler.
    ///
    /// ```swift
    /// AccessibilityNotification.Announcement("Saved").post()
    /// ```
    public func post(isolation: isolated (any Actor)? = #isolation) {
      let announcement = self
      if let isolation, isolation === MainActor.shared {
        MainActor.assumeIsolated { PostedAnnouncements.post(announcement) }
      } else {
        Task { @MainActor in PostedAnnouncements.post(announcement) }
      }
    }
  }
}

extension SpeechPriority {
  init(_ priority: AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority) {
    switch priority {
    case .low: self = .low
    case .default: self = .default
    case .high: self = .high
    }
  }

  /// Higher interrupts more.
  var rank: Int {
    switch self {
    case .low: 0
    case .default: 1
    case .high: 2
    }
  }
}
