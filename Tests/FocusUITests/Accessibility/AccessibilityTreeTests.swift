import FocusUITesting
import Testing

/// The accessibility tree derived from the semantic tree.
@MainActor @Suite struct AccessibilityTreeTests {
  struct Profile: View {
    @State private var name = "Ada"
    @State private var isOnline = true
    var body: some View {
      VStack {
        Text("Profile").accessibilityAddTraits(.isHeader)
        HStack {
          Text("Ada Lovelace")
          Text("Online")
        }
        .accessibilityElement(children: .combine)
        Text("★★★").accessibilityHidden(true)
        Button("✕") {}.accessibilityLabel("Close").accessibilityHint("Closes the profile")
        TextField("Name", text: $name)
        Toggle("Online", isOn: $isOnline)
        HStack {
          Text("Photo")
          Button("Change") {}
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Photo settings")
        VStack {
          Text("Street")
          Text("City")
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Address")
      }
    }
  }

  @Test func theTreeHasOneElementPerTextAndControlInReadingOrder() {
    let host = TestHost(Profile())
    let elements = host.accessibilityElements
    #expect(
      elements.map(\.label) == [
        "Profile", "Ada Lovelace, Online", "Close", "Name", "Online", "Photo settings", "Address", "Street", "City",
      ])
    #expect(
      elements.map(\.announcement) == [
        "Profile, heading",
        "Ada Lovelace, Online",
        "Close, button, Closes the profile",
        "Name, text field, Ada",
        "Online, switch, on",
        "Photo settings",
        "Address, group",
        "Street",
        "City",
      ])
  }

  @Test func combiningJoinsTheChildrensLabelsIntoOneElement() {
    let host = TestHost(Profile())
    let combined = host.accessibilityElements.filter { $0.label.contains("Ada Lovelace") }
    #expect(combined.count == 1)
    #expect(combined.first?.traits.contains(.isStaticText) == false)
  }

  @Test func hiddenElementsAreSkippedByTheTreeAndTheCursor() {
    let host = TestHost(Profile())
    #expect(!host.accessibilityElements.contains { $0.label.contains("★") })
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    for _ in 0..<3 { voiceOver.moveNext() }
    #expect(voiceOver.focusedElement?.label == "Close")
  }

  @Test func switchControlScansOnlyWhatCanBeActivatedAndWraps() {
    let host = TestHost(Profile())
    let switchControl = host.assistiveTechnology(.switchControl)
    switchControl.isRunning = true
    var scanned: [String] = []
    for _ in 0..<5 {
      switchControl.scan()
      scanned.append(switchControl.focusedElement?.label ?? "nil")
    }
    #expect(scanned == ["Close", "Name", "Online", "Photo settings", "Close"])
  }

  @Test func selectingAnIgnoredGroupActivatesTheControlInside() {
    var changed = 0
    let host = TestHost(
      HStack {
        Text("Photo")
        Button("Change") { changed += 1 }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("Photo"))
    let switchControl = host.assistiveTechnology(.switchControl)
    switchControl.isRunning = true
    switchControl.scan()
    switchControl.select()
    #expect(changed == 1)
  }

  @Test func activatingATextFieldGivesItKeyboardFocus() {
    let host = TestHost(Profile())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    for _ in 0..<4 { voiceOver.moveNext() }
    voiceOver.activate()
    #expect(host.focusedElement?.label == "Name")
  }

  @Test func theCursorsElementIsTheTreesElement() {
    let host = TestHost(ScrollView { Profile() }, size: Size(width: 40, height: 6))
    let elements = host.accessibilityElements
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    for element in elements {
      voiceOver.moveNext()
      // The cursor scrolls its element into view: compare with the tree
      // as it is now.
      #expect(voiceOver.focusedElement == host.accessibilityElements.first { $0.id == element.id })
    }
  }

  @Test func movingBackFromTheEndVisitsTheTreeInReverse() {
    let host = TestHost(Profile())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    var visited: [String] = []
    for _ in host.accessibilityElements {
      voiceOver.movePrevious()
      visited.append(voiceOver.focusedElement?.label ?? "nil")
    }
    #expect(visited == host.accessibilityElements.map(\.label).reversed())
    voiceOver.movePrevious()  // at the start: stays, says nothing more
    #expect(voiceOver.focusedElement?.label == "Profile")
    #expect(voiceOver.announcements.count == visited.count)
  }
}
