/// Where ``AccessibilityNotification/Announcement/post()`` delivers: every
/// view graph alive, as the system hands an app's announcement to whatever
/// listens.
///
/// ```swift
/// PostedAnnouncements.post(AccessibilityNotification.Announcement("Saved"))
/// graph.accessibility.takePostedAnnouncements()   // [FrameAnnouncement(text: "Saved", priority: .default)]
/// ```
///
/// Graphs are held weakly and forgotten once gone.
@MainActor
enum PostedAnnouncements {
  private final class WeakFocus {
    weak var focus: AssistiveFocus?
    init(_ focus: AssistiveFocus) { self.focus = focus }
  }

  private static var listeners: [WeakFocus] = []
  /// When the list is next swept of gone graphs: doubling keeps the cost
  /// per graph made constant.
  private static var sweepAt = 64

  static func listen(_ focus: AssistiveFocus) {
    listeners.append(WeakFocus(focus))
    if listeners.count >= sweepAt {
      listeners.removeAll { $0.focus == nil }
      sweepAt = max(64, listeners.count * 2)
    }
  }

  static func post(_ announcement: AccessibilityNotification.Announcement) {
    listeners.removeAll { $0.focus == nil }
    for listener in listeners { listener.focus?.receive(announcement) }
  }
}
