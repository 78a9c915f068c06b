import FocusUITesting
import Testing

/// The accessibility snippets read and act as SwiftUI's do under VoiceOver.
@MainActor @Suite struct AccessibilitySnippetTests {
  @Test func theContactListOffersActionsContentAndARotor() {
    let host = TestHost(ContactListSnippet(), size: Size(width: 40, height: 10))
    #expect(host.accessibilityElements.first?.label == "Contacts")
    let ada = host.accessibilityElement(identifier: "contact-1")
    #expect(ada?.label == "Ada")
    #expect(ada?.actionNames == ["Call", "Remove"])
    #expect(ada?.announcement == "Ada, Favorite, Yes, actions available, more content available")
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    #expect(voiceOver.rotorEntries("Favorites") == ["Ada", "Katherine"])
    voiceOver.moveToNextEntry(ofRotor: "Favorites")
    voiceOver.moveToNextEntry(ofRotor: "Favorites")
    #expect(voiceOver.focusedElement?.label == "Katherine")
    voiceOver.activate()
    #expect(voiceOver.focusedElement?.label == "Opened Katherine")
    voiceOver.movePrevious()
    voiceOver.performAction(named: "Remove")
    #expect(host.accessibilityElement(identifier: "contact-3") == nil)
    #expect(voiceOver.performMagicTap())
    #expect(host.accessibilityElement(identifier: "log")?.label == "Magic")
  }

  struct RatingHost: View {
    @State var rating = 2
    var body: some View {
      VStack {
        RatingControlSnippet(rating: $rating)
        Text("Rated \(rating)")
      }
    }
  }

  @Test func theHandDrawnRatingReadsAndAdjustsAsAStepper() {
    let host = TestHost(RatingHost(), size: Size(width: 20, height: 2))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.role == .stepper)
    voiceOver.increment()
    #expect(host.element("Rated 3") != nil)
    #expect(voiceOver.focusedElement?.label == "Rating")
  }

  @Test func thePairedToggleIsNamedAndTheCodeIsSpelled() {
    let host = TestHost(SettingsPairSnippet(), size: Size(width: 40, height: 8))
    let labels = host.accessibilityElements.map(\.announcement)
    #expect(labels.contains("Notifications, switch, on"))
    #expect(labels.contains("Code: X 7 Q 2"))
    #expect(labels.contains("X 7 Q 2"))
    #expect(labels.contains("Portrait, image"))
  }

  @Test func theChartIsAGroupOfItsBars() {
    let host = TestHost(ChartSnippet(), size: Size(width: 20, height: 4))
    #expect(host.accessibilityElements.map(\.label) == ["Steps this week", "Mon", "Tue"])
  }
}
