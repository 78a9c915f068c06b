import FocusUITesting
import Testing

/// The accessibility tail snippets read and act as SwiftUI's do under
/// VoiceOver.
@MainActor @Suite struct AccessibilityTailSnippetTests {
  @Test func speechModifiersReachWhatTheReaderSays() {
    let host = TestHost(SpeechSnippet(), size: Size(width: 30, height: 7))
    let elements = host.accessibilityElements
    #expect(elements.map(\.label).prefix(2) == ["Item deleted", "x = y + 1;"])
    #expect(elements[0].speechAdjustedPitch == -0.5)
    #expect(elements[1].announcement == "x equals y plus 1 semicolon")
    #expect(elements[2].announcement == "F l i g h t B A 2 4 9 0")
    #expect(elements[3].speechAnnouncementsQueued)
    #expect(elements[4].announcement == "Total colon 5.00 exclamation mark" || elements[4].speechAdjustedPitch == 1)
  }

  @Test func theVolumeKnobIsAdjustedBySwipes() {
    let host = TestHost(VolumeKnobSnippet(), size: Size(width: 20, height: 3))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.increment()
    #expect(host.screen.contains("Volume is 6"))
  }

  @Test func linkedMessagesAreJumpedBetweenAndThePairIsLabelled() {
    let host = TestHost(LinkedMessagesSnippet(), size: Size(width: 30, height: 5))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveToLinkedElement()
    #expect(voiceOver.focusedElement?.label == "Reply to Ada")
    #expect(host.accessibilityElements.contains { $0.role == .toggle && $0.label == "Mute" })
  }

  @Test func everyFormOfCustomContentIsListed() {
    let host = TestHost(ProductDetailsSnippet(), size: Size(width: 20, height: 2))
    let content = host.accessibilityElements.first?.customContent.map { "\($0.label): \($0.value)" }
    #expect(
      content?.sorted() == [
        "Colour: Oak", "In stock: 3 left", "Maker: Hans", "Price: 120", "Seat: Cane", "Weight: 7 kg", "Wood: Beech",
      ])
  }

  @Test func everyFormOfRotorIsOffered() {
    let host = TestHost(ArticleRotorsSnippet(), size: Size(width: 30, height: 6))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    #expect(voiceOver.rotorEntries("Sections") == ["Introduction", "Method"])
    #expect(voiceOver.rotorEntries("Warnings") == ["Stale data"])
    #expect(voiceOver.rotorEntries("Parts") == ["Introduction", "Method"])
    #expect(voiceOver.rotorEntries("Names").count == 2)
    #expect(voiceOver.moveToNextEntry(ofRotor: "Warnings"))
    #expect(voiceOver.focusedElement?.label == "Stale data")
  }

  @Test func theHandDrawnSwitchIsReadAsAToggle() {
    let host = TestHost(WifiSwitchSnippet(), size: Size(width: 20, height: 2))
    #expect(host.accessibilityElements.contains { $0.role == .toggle && $0.label == "Wi-Fi" })
  }

  @Test func labelsFromKeysKeyPathsAndTextsAreRead() {
    let host = TestHost(LabelInferenceSnippet(), size: Size(width: 40, height: 14))
    let labels = host.accessibilityElements.map(\.label)
    #expect(labels.contains("Work, favorite"))
    #expect(labels.contains("Favorite"))
    #expect(labels.contains("Favorite place"))
    #expect(labels.contains("Share Home"))
  }

  @Test func theTappableCardIsAButton() {
    let host = TestHost(TappableCardSnippet(), size: Size(width: 20, height: 1))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.activate()
    #expect(voiceOver.focusedElement?.traits.contains([.isButton, .isSelected]) == true)
  }
}
