import FocusUITesting
import Testing

/// `host.elements` and `host.accessibilityElements` label a view by one
/// rule: what an assistive technology reads, so that a test finds a view
/// by that label, as XCUITest does.
@MainActor @Suite struct OneLabellingRuleTests {
  struct Dessert: View {
    @State private var eaten = 0
    var body: some View {
      VStack {
        Text("🥰").accessibilityLabel("Delicious").onTapGesture { eaten += 1 }
        Text("Eaten \(eaten)")
      }
    }
  }

  @Test func aClickFindsAViewByItsAccessibilityLabel() {
    let host = TestHost(Dessert())
    host.click("Delicious")
    #expect(host.screen.contains("Eaten 1"))
  }

  @Test func anElementIsLabelledAsTheAccessibilityTreeLabelsIt() {
    let host = TestHost(Dessert())
    let element = host.element("Delicious")
    #expect(element?.role == .text)
    #expect(host.elements.first { $0.id == element?.id }?.label == "Delicious")
    #expect(host.accessibilityElements.first { $0.id == element?.id }?.label == "Delicious")
  }

  struct Renamed: View {
    @State private var name = "Old"
    var body: some View {
      VStack {
        Button("Go") {}.accessibilityLabel(name)
        Button("Rename") { name = "New" }
      }
    }
  }

  @Test func aChangedAccessibilityLabelIsFoundByItsNewValue() {
    let host = TestHost(Renamed())
    #expect(host.element("Old")?.role == .button)
    host.click("Rename")
    #expect(host.element("New")?.role == .button)
    #expect(host.element("Old") == nil)
  }

  struct Sidebar: View {
    @State private var selection: String? = "Soup"
    let label: String?
    var body: some View {
      NavigationStack {
        if let label {
          List(["Soup", "Salad"], id: \.self, selection: $selection) { Text($0) }.accessibilityLabel(label)
            .navigationTitle("Recipes")
        } else {
          List(["Soup", "Salad"], id: \.self, selection: $selection) { Text($0) }.navigationTitle("Recipes")
        }
      }
    }
  }

  @Test func aListIsNamedByItsNavigationTitle() {
    let host = TestHost(Sidebar(label: nil))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Recipes")
  }

  @Test func aListsAccessibilityLabelWinsOverItsTitle() {
    let host = TestHost(Sidebar(label: "Courses"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Courses")
    #expect(host.element("Courses")?.isFocused == true)
  }

  struct Sections: View {
    @State private var selection: String?
    var body: some View {
      List(selection: $selection) {
        Section("Starters") { Text("Soup").tag("Soup") }
        Section("Mains") { Text("Stew").tag("Stew") }
      }
    }
  }

  @Test func aListWithNoTitleIsNamedByItsFirstHeader() {
    let host = TestHost(Sections())
    host.press(.tab)
    #expect(host.focusedElement?.label == "Starters")
  }
}
