import FocusEngine
import Foundation
import Testing

@testable import FocusUIWeb

/// An app's announcements reach the page's live regions by priority, and
/// the page learns where Tab leaves it and what a sheet makes inert.
@MainActor @Suite struct WebAnnouncementTests {
  struct AnnouncingPage: View {
    typealias Priority = AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority

    var body: some View {
      VStack {
        Button("Low") { announce("Download finished", .low) }
        Button("Default") { AccessibilityNotification.Announcement("Saved").post() }
        Button("High") { announce("Connection lost", .high) }
      }
    }

    func announce(_ text: String, _ priority: Priority) {
      var string = AttributedString(text)
      string.accessibilitySpeechAnnouncementPriority = priority
      AccessibilityNotification.Announcement(string).post()
    }
  }

  let session = WebWindow(screen: WebHost.screen(AnnouncingPage()))

  func patch() -> [String: Any] {
    guard let json = session.patch() else { return [:] }
    return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
  }

  func press(_ name: String, in first: [String: Any]) throws -> [String: Any] {
    let key = try #require(
      (first["set"] as? [[String: Any]])?.first { $0["name"] as? String == name }?["key"] as? String)
    try session.receive(#"{"type":"activate","element":"\#(key)"}"#)
    return patch()
  }

  @Test func aPoliteAnnouncementGoesToThePoliteRegionTheOthersToTheAssertiveOne() throws {
    let first = patch()
    let low = try press("Low", in: first)
    #expect(low["say"] as? [String] == ["Download finished"])
    #expect(low["alert"] == nil)
    let standard = try press("Default", in: first)
    #expect(standard["alert"] as? [String] == ["Saved"])
    #expect(standard["say"] == nil)
    let high = try press("High", in: first)
    #expect(high["alert"] as? [String] == ["Connection lost"])
  }

  @Test func thePageHearsWhereTabLeavesIt() throws {
    let first = patch()
    #expect(first["exits"] as? [String] == [])
    try session.receive(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    #expect(patch()["exits"] as? [String] == ["backward"])  // on Low: Shift-Tab leaves
    try session.receive(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    #expect(patch()["exits"] as? [String] == [])
    try session.receive(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    #expect(patch()["exits"] as? [String] == ["forward"])  // on High: Tab leaves
  }
}
