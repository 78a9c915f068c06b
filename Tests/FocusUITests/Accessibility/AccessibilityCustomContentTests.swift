import FocusUITesting
import Testing

extension AccessibilityCustomContentKey {
  fileprivate static let age = AccessibilityCustomContentKey("Age")
  fileprivate static let city = AccessibilityCustomContentKey("City", id: "city")
}

/// `accessibilityCustomContent`: high importance read with the element,
/// the rest on request.
@MainActor @Suite struct AccessibilityCustomContentTests {
  struct Person: View {
    var city: String? = "Paris"
    var body: some View {
      Text("Ada Lovelace")
        .accessibilityCustomContent(.age, "36")
        .accessibilityCustomContent("Role", "Mathematician", importance: .high)
        .accessibilityCustomContent(.city, city.map { Text($0) })
    }
  }

  @Test func theElementListsItsCustomContentInOrder() {
    let host = TestHost(Person())
    let content = host.accessibilityElements.first?.customContent ?? []
    #expect(content.map(\.label) == ["Age", "Role", "City"])
    #expect(content.map(\.value) == ["36", "Mathematician", "Paris"])
    #expect(content.map(\.importance) == [.default, .high, .default])
  }

  @Test func highImportanceContentIsReadAfterTheLabelAndTheRestIsAvailable() {
    let host = TestHost(Person())
    #expect(
      host.accessibilityElements.first?.announcement
        == "Ada Lovelace, Role, Mathematician, more content available")
  }

  @Test func moreContentIsReadEntryByEntryOnRequest() {
    let host = TestHost(Person())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    for _ in 0..<4 { voiceOver.readNextCustomContent() }
    #expect(voiceOver.announcements.dropFirst() == ["Age, 36", "Role, Mathematician", "City, Paris", "Age, 36"])
  }

  @Test func aNilValueRemovesTheEntryAddedEarlierWithItsKey() {
    let host = TestHost(Person(city: nil))
    #expect(host.accessibilityElements.first?.customContent.map(\.label) == ["Age", "Role"])
  }

  @Test func anEntryAddedLaterReplacesOneWithTheSameKey() {
    let host = TestHost(
      Text("Ada")
        .accessibilityCustomContent(.age, "35")
        .accessibilityCustomContent(.age, "36"))
    #expect(host.accessibilityElements.first?.customContent.map(\.value) == ["36"])
  }
}
