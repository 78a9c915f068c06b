import FocusUI
import Foundation
import Testing

@testable import FocusUIAccessibilityBus

/// What the app announces reaches the bus once, after the frame's focus
/// move, with the priority the terminal's reader and the page keep.
@MainActor
@Suite struct AnnouncementEventTests {
  /// The announcements of the last refresh: text and politeness.
  static func announced(on bus: BusFixture) -> [(text: String, politeness: Int32)] {
    bus.events.compactMap { event in
      guard event.type.member == "Announcement", case .string(let text) = event.data else { return nil }
      return (text, event.detail1)
    }
  }

  @Test func anAnnouncementIsSentOnceWithItsPriority() {
    var bus = BusFixture(example: "login")
    // Every graph alive hears a post: words of this test's own.
    let tag = UUID().uuidString
    AccessibilityNotification.Announcement("Saved \(tag)").post()
    var urgent = AttributedString("Connection lost \(tag)")
    urgent.accessibilitySpeechAnnouncementPriority = .high
    AccessibilityNotification.Announcement(urgent).post()
    var quiet = AttributedString("3 new messages \(tag)")
    quiet.accessibilitySpeechAnnouncementPriority = .low
    AccessibilityNotification.Announcement(quiet).post()
    bus.refresh()
    let ours = Self.announced(on: bus).filter { $0.text.hasSuffix(tag) }
    #expect(ours.map(\.text) == ["Saved \(tag)", "Connection lost \(tag)", "3 new messages \(tag)"])
    #expect(ours.map(\.politeness) == [AtspiEvent.assertive, AtspiEvent.assertive, AtspiEvent.polite])
    #expect(bus.events.first { $0.type.member == "Announcement" }?.key == AtspiTree.windowKey)
    bus.refresh()
    #expect(Self.announced(on: bus).filter { $0.text.hasSuffix(tag) }.isEmpty, "said twice")
  }
}
