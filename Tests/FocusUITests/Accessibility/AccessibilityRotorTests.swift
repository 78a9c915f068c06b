import FocusUITesting
import Testing

/// `accessibilityRotor`: named lists of places the cursor moves between.
@MainActor @Suite struct AccessibilityRotorTests {
  struct Message: Identifiable {
    let id: Int
    let subject: String
    let isVIP: Bool
  }

  static let messages = (0..<40).map { Message(id: $0, subject: "Message \($0)", isVIP: $0 % 15 == 4) }

  struct Mailbox: View {
    var body: some View {
      ScrollView {
        LazyVStack {
          ForEach(AccessibilityRotorTests.messages) { message in
            Text(message.subject)
          }
        }
      }
      .accessibilityElement(children: .contain)
      .accessibilityRotor("VIPs") {
        ForEach(AccessibilityRotorTests.messages) { message in
          if message.isVIP {
            AccessibilityRotorEntry(message.subject, id: message.id)
          }
        }
      }
    }
  }

  func voiceOver(on host: TestHost) -> AssistiveTechnologyDriver {
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    return voiceOver
  }

  @Test func theAppsRotorsComeFirstThenTheReadersOwn() {
    let host = TestHost(Mailbox(), size: Size(width: 30, height: 6))
    let voiceOver = voiceOver(on: host)
    #expect(voiceOver.rotors == ["VIPs", "Headings", "Links", "Text Fields", "Images"])
    #expect(voiceOver.rotorEntries("VIPs") == ["Message 4", "Message 19", "Message 34"])
  }

  @Test func nextAndPreviousEntryMoveTheCursorThroughTheEntriesMakingLazyRows() {
    let host = TestHost(Mailbox(), size: Size(width: 30, height: 6))
    let voiceOver = voiceOver(on: host)
    #expect(voiceOver.moveToNextEntry(ofRotor: "VIPs"))
    #expect(voiceOver.focusedElement?.label == "Message 4")
    #expect(voiceOver.moveToNextEntry(ofRotor: "VIPs"))
    #expect(voiceOver.focusedElement?.label == "Message 19")
    #expect(host.element("Message 19") != nil)  // scrolled into view
    #expect(voiceOver.moveToNextEntry(ofRotor: "VIPs"))
    #expect(voiceOver.focusedElement?.label == "Message 34")
    #expect(!voiceOver.moveToNextEntry(ofRotor: "VIPs"))  // the last: stays
    #expect(voiceOver.moveToPreviousEntry(ofRotor: "VIPs"))
    #expect(voiceOver.focusedElement?.label == "Message 19")
    #expect(voiceOver.announcements == ["Message 4", "Message 19", "Message 34", "Message 19"])
  }

  struct Recipe: View {
    @Namespace private var recipe
    var body: some View {
      VStack {
        Text("Pancakes").accessibilityAddTraits(.isHeader)
        Text("Ingredients").accessibilityAddTraits(.isHeader)
        Text("Flour, eggs, milk").accessibilityRotorEntry(id: "ingredients", in: recipe)
        Text("Steps").accessibilityAddTraits(.isHeader)
        Text("Whisk, then fry").accessibilityRotorEntry(id: "steps", in: recipe)
      }
      .accessibilityRotor("Sections") {
        AccessibilityRotorEntry("Ingredients", id: "ingredients", in: recipe)
        AccessibilityRotorEntry("Steps", id: "steps", in: recipe)
      }
    }
  }

  @Test func anEntryInANamespaceLandsOnTheViewMarkedWithItsID() {
    let host = TestHost(Recipe())
    let voiceOver = voiceOver(on: host)
    voiceOver.moveToNextEntry(ofRotor: "Sections")
    #expect(voiceOver.focusedElement?.label == "Flour, eggs, milk")
    voiceOver.moveToNextEntry(ofRotor: "Sections")
    #expect(voiceOver.focusedElement?.label == "Whisk, then fry")
  }

  @Test func theHeadingsRotorMovesBetweenHeadingsFromTheCursor() {
    let host = TestHost(Recipe())
    let voiceOver = voiceOver(on: host)
    voiceOver.moveToNextEntry(ofRotor: "Headings")
    #expect(voiceOver.focusedElement?.label == "Pancakes")
    voiceOver.moveNext()
    voiceOver.moveNext()  // on "Flour, eggs, milk"
    voiceOver.moveToNextEntry(ofRotor: "Headings")
    #expect(voiceOver.focusedElement?.label == "Steps")
    voiceOver.moveToPreviousEntry(ofRotor: "Headings")
    #expect(voiceOver.focusedElement?.label == "Ingredients")
  }

  @Test func aRotorReplacingABuiltInOneTakesItsPlace() {
    let host = TestHost(
      VStack {
        Text("A").accessibilityAddTraits(.isHeader)
        Text("B")
      }
      .accessibilityRotor(.headings) {
        AccessibilityRotorEntry("B", id: "b")
      })
    let voiceOver = voiceOver(on: host)
    #expect(voiceOver.rotors == ["Headings", "Links", "Text Fields", "Images"])
    #expect(voiceOver.rotorEntries("Headings") == ["B"])
  }

  @Test func aRotorOfModelValuesUsesTheirIDsAndLabels() {
    struct Chapters: View {
      let chapters = [(number: 1, title: "Intro"), (number: 2, title: "Setup")]
      var body: some View {
        VStack {
          ForEach(chapters, id: \.number) { Text($0.title) }
        }
        .accessibilityRotor("Chapters", entries: chapters, entryID: \.number, entryLabel: \.title)
      }
    }
    let host = TestHost(Chapters())
    let voiceOver = voiceOver(on: host)
    #expect(voiceOver.rotorEntries("Chapters") == ["Intro", "Setup"])
    voiceOver.moveToNextEntry(ofRotor: "Chapters")
    voiceOver.moveToNextEntry(ofRotor: "Chapters")
    #expect(voiceOver.focusedElement?.label == "Setup")
  }
}
