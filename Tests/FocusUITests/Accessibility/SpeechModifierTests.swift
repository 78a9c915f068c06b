import FocusUITesting
import Testing

/// `speechAdjustedPitch`, `speechAlwaysIncludesPunctuation` and
/// `speechAnnouncementsQueued`, on texts and on views: what the elements
/// carry and what a screen reader says.
@MainActor @Suite struct SpeechModifierTests {
  @Test func punctuationIsNamedWhenATextAlwaysIncludesIt() {
    let host = TestHost(
      VStack {
        Text("x = y + 1;").speechAlwaysIncludesPunctuation()
        Text("Hello, world.")
      })
    let elements = host.accessibilityElements
    #expect(elements.map(\.announcement) == ["x equals y plus 1 semicolon", "Hello, world."])
    #expect(elements.map(\.speechAlwaysIncludesPunctuation) == [true, false])
    #expect(elements.map(\.label) == ["x = y + 1;", "Hello, world."])
  }

  @Test func viewSpeechModifiersReachEveryElementBelowAndATextsOwnWins() {
    let host = TestHost(
      VStack {
        Text("Total: 5!")
        Text("Quiet").speechAdjustedPitch(-0.4).speechAlwaysIncludesPunctuation(false)
      }
      .speechAlwaysIncludesPunctuation()
      .speechAdjustedPitch(2)
      .speechAnnouncementsQueued())
    let elements = host.accessibilityElements
    #expect(elements.map(\.announcement) == ["Total colon 5 exclamation mark", "Quiet"])
    // Clamped to 1, as SwiftUI clamps it; the text's own setting wins.
    #expect(elements.map(\.speechAdjustedPitch) == [1, -0.4])
    #expect(elements.map(\.speechAnnouncementsQueued) == [true, true])
  }

  @Test func aSpelledPartWithPunctuationSpellsTheMarksByName() {
    let host = TestHost(Text("Code ") + Text("A-1").speechSpellsOutCharacters().speechAlwaysIncludesPunctuation())
    let element = host.accessibilityElements.first
    #expect(element?.announcement == "C o d e A dash 1")
    #expect(element?.speechSpellsOutCharacters == true)
  }

  @Test func theTerminalsReaderSpeaksThePunctuation() {
    let reader = ScreenReader(isOn: true)
    let screen = Screen(
      VStack {
        Text("Formula")
        Text("a/b").speechAlwaysIncludesPunctuation()
      }, screenReader: reader)
    _ = screen.frame(in: Size(width: 20, height: 3))
    screen.press(.downArrow, modifiers: .option)
    screen.press(.downArrow, modifiers: .option)
    #expect(reader.lastAnnouncement == "a slash b")
  }

  @Test func elementsWithoutSpeechModifiersKeepTheVoicesDefaults() {
    let host = TestHost(Text("Plain"))
    let element = host.accessibilityElements.first
    #expect(element?.speechAdjustedPitch == 0)
    #expect(element?.speechAlwaysIncludesPunctuation == false)
    #expect(element?.speechAnnouncementsQueued == false)
  }
}
