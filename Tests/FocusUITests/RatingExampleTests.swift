import FocusDemoExamples
import FocusUITesting
import Testing

/// The gallery's rating control: one focus stop, arrows and digits.
@MainActor @Suite struct RatingExampleTests {
  private func host() -> TestHost { TestHost(Example.named("rating")!.makeContent()) }

  @Test func eachRatingIsOneFocusStopThatDrawsItsOwnFocus() {
    let host = host()
    host.press(.tab)
    #expect(host.screen.contains("Lentil soup      ▸ ★★★☆☆ ◂"))
    host.press(.tab)
    #expect(host.screen.contains("Lentil soup        ★★★☆☆"))
    #expect(host.screen.contains("Apple crumble    ▸ ★★★★★ ◂"))
    #expect(host.focusReport.stops.count == 4)  // three ratings and the button
  }

  @Test func leftAndRightArrowsChangeTheFocusedRatingWithinItsBounds() {
    let host = host()
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.screen.contains("rated: Lentil soup 4,"))
    host.press(.tab)
    host.press(.rightArrow)  // already five
    #expect(host.screen.contains("Apple crumble 5"))
    host.press(.leftArrow)
    host.press(.leftArrow)
    #expect(host.screen.contains("Apple crumble 3"))
    host.press(.tab)
    host.press(.leftArrow)  // already none
    #expect(host.screen.contains("Green curry 0"))
  }

  @Test func aDigitSetsTheRatingAndOtherCharactersDoNothing() {
    let host = host()
    host.press(.tab)
    host.type("1")
    #expect(host.screen.contains("Lentil soup 1,"))
    host.type("9x")
    #expect(host.screen.contains("Lentil soup 1,"))
    #expect(host.focusReport.focused?.number == 1)
  }

  @Test func theScreenReaderReadsTheRatingsValue() {
    let host = host()
    host.press(.tab)
    host.press(.leftArrow)
    #expect(host.accessibilityElements.contains { $0.label == "Rating" && $0.value == "2 of 5 stars" })
  }

  @Test func clearingResetsEveryRating() {
    let host = host()
    host.click("Clear ratings")
    #expect(host.screen.contains("rated: Lentil soup 0, Apple crumble 0, Green curry 0"))
  }
}
