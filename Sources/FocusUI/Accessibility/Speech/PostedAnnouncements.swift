/// Where ``AccessibilityNotification/Announcement/post()`` delivers: every
/// view graph alive, as the system hands an app's announcement to whatever
/// listens.
///
/// ```swift
/// PostedAnnouncements.post(AccessibilityNotification.Announcement("Saved"))
/// graph.accessibility.takePostedAnnouncements()   // [FrameAnnouncement(text: "Saved", priority: .default)]
/// ```
///
/// Graphs are held through their links (``ObjectLink``), not kept alive,
/// and forgotten once gone.
@MainActor
enum PostedAnnouncements {
  private static var listeners: [ObjectLink<AssistiveFocus>] = []
  /// When the list is next swept of gone graphs: doubling keeps the cost
  /// per graph made constant.
  private static var sweepAt = 64

  static func listen(_ focus: AssistiveFocus) {
    listeners.append(focus.link)
    if listeners.count >= sweepAt {
      listeners.removeAll { $0.target == nil }
      sweepAt = max(64, listeners.count * 2)
    }
  }

  static func post(_ announcement: AccessibilityNotification.Announcement) {
    listeners.removeAll { $0.target == nil }
    for listener in listeners { listener.target?.receive(announcement) }
  }
}
