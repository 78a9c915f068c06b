import FocusUI
import Foundation

/// Announcements (``AccessibilityNotification/Announcement``) at two
/// priorities, posted by buttons: what a screen reader says that the
/// screen does not show. Hidden from the gallery; `focus-demo announce`,
/// for the accessibility bus's end-to-end tests (Orca hears each one).
struct AnnouncementExample: View {
  @State private var posted = 0

  var body: some View {
    VStack(alignment: .leading) {
      Text("Each button posts an announcement; a screen reader says it.")
      HStack {
        Button("Finish download") {
          // `.low` waits for what is being said: a polite announcement.
          post("Download finished", priority: .low)
        }
        Button("Lose connection") {
          // `.high` interrupts what is being said: an assertive one.
          post("Connection lost", priority: .high)
        }
      }
      Text("Announcements posted: \(posted)")
    }
  }

  private func post(
    _ words: String,
    priority: AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority
  ) {
    var text = AttributedString(words)
    text.accessibilitySpeechAnnouncementPriority = priority
    AccessibilityNotification.Announcement(text).post()
    posted += 1
  }
}
