import FocusUITesting
import Testing

/// A `TabView` shows one tab at a time under a bar of tabs: the bar is one
/// focus stop whose ← and → choose the tab, Tab goes into the selected
/// tab, and each tab keeps its state while another shows.
@MainActor @Suite struct TabViewTests {
  enum Pane: Hashable {
    case general, advanced, accounts
  }

  /// Counts how many times its tab's views were made.
  @MainActor final class Appearances {
    var general = 0
    var advanced = 0
    var accounts = 0
  }

  struct Tabs: View {
    let appearances: Appearances
    @State var pane = Pane.general

    var body: some View {
      VStack(alignment: .leading) {
        TabView(selection: $pane) {
          Tab("General", systemImage: "gear", value: Pane.general) {
            Draft(label: "Name").onAppear { appearances.general += 1 }
          }
          Tab("Advanced", systemImage: "star", value: Pane.advanced) {
            Draft(label: "Level").onAppear { appearances.advanced += 1 }
          }
          Tab("Accounts", systemImage: "person", value: Pane.accounts) {
            Text("Accounts").onAppear { appearances.accounts += 1 }
          }
          .badge(2)
        }
        .frame(height: .rows(5))
        Text("pane: \(pane)")
      }
    }
  }

  /// A field with state of its own, and a button that counts.
  struct Draft: View {
    let label: String
    @State private var text = ""
    @State private var count = 0

    var body: some View {
      VStack(alignment: .leading) {
        TextField(label, text: $text)
        Button("\(label) count \(count)") { count += 1 }
      }
    }
  }

  func pane(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("pane:") }?.label ?? ""
  }

  @Test func theTabBarIsOneFocusStopWhoseArrowsChooseTheTab() {
    let host = TestHost(Tabs(appearances: Appearances()), size: Size(width: 50, height: 8))
    host.press(.tab)
    #expect(host.focusedElement?.label == "⚙ General")
    #expect(host.focusedElement?.role == .tab)
    host.press(.rightArrow)
    #expect(pane(host) == "pane: advanced")
    #expect(host.focusedElement?.label == "☆ Advanced")
    host.press(.rightArrow)
    host.press(.rightArrow)
    #expect(pane(host) == "pane: accounts", "the last tab stays selected")
    host.press(.home)
    #expect(pane(host) == "pane: general")
    host.press(.end)
    #expect(pane(host) == "pane: accounts")
    host.press(.leftArrow)
    #expect(pane(host) == "pane: advanced")
  }

  @Test func tabGoesIntoTheSelectedTabAndShiftTabBackToTheBar() {
    let host = TestHost(Tabs(appearances: Appearances()), size: Size(width: 50, height: 8))
    host.press(.tab)
    host.press(.rightArrow)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Level")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Level count 0")
    host.press(.tab, modifiers: .shift)
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "☆ Advanced")
  }

  @Test func onlyTheSelectedTabShowsAndATabIsMadeWhenFirstSelected() {
    let appearances = Appearances()
    let host = TestHost(Tabs(appearances: appearances), size: Size(width: 50, height: 8))
    #expect(host.element("Name") != nil)
    #expect(host.element("Level") == nil)
    #expect(appearances.general == 1)
    #expect(appearances.advanced == 0, "a tab never selected is not made")
    host.click("☆ Advanced")
    #expect(host.element("Level") != nil)
    #expect(host.element("Name") == nil)
    #expect(!host.accessibilityElements.contains { $0.label == "Name" })
    #expect(appearances.advanced == 1)
    // Tab skips the hidden tab's views.
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Level")
  }

  @Test func aTabKeepsItsStateWhileAnotherShows() {
    let appearances = Appearances()
    let host = TestHost(Tabs(appearances: appearances), size: Size(width: 50, height: 8))
    host.click("Name")
    host.type("Ada")
    host.click("Name count 0")
    host.click("☆ Advanced")
    host.click("⚙ General")
    #expect(host.screen.contains("Ada"))
    #expect(host.element("Name count 1") != nil)
    #expect(appearances.general == 1, "coming back shows the views kept, not new ones")
  }

  @Test func theBarShowsTitlesBadgesAndTheSelectedTab() {
    let host = TestHost(Tabs(appearances: Appearances()), size: Size(width: 50, height: 8))
    #expect(host.screen.hasPrefix(" ⚙ General   ☆ Advanced   ☺ Accounts 2"))
    #expect(host.canvas.style(of: "General")?.isUnderlined == true)
    host.press(.tab)
    #expect(host.canvas.style(of: "General")?.isInverse == true)
    #expect(host.canvas.style(of: "Advanced")?.isInverse == false)
  }

  @Test func assistiveTechnologiesReadTabsAsTabsTheSelectedOneSelected() {
    let host = TestHost(Tabs(appearances: Appearances()), size: Size(width: 50, height: 8))
    let tabs = host.accessibilityElements.filter { $0.role == .tab }
    #expect(tabs.map(\.announcement) == ["⚙ General, tab, selected", "☆ Advanced, tab", "☺ Accounts, tab, 2"])
    let advanced = host.elements.first { $0.label == "☆ Advanced" }
    #expect(advanced?.role == .tab)
    #expect(advanced?.isSelected == false)
  }

  /// The older spelling: views with `tabItem`, `tag` and `badge`, some
  /// made by a `ForEach` and an `if`.
  struct Items: View {
    @State var selection = "one"
    @State var showsExtra = false

    var body: some View {
      VStack(alignment: .leading) {
        TabView(selection: $selection) {
          Text("Page one")
            .tabItem { Label("One", systemImage: "house") }
            .tag("one")
          ForEach(["two", "three"], id: \.self) { name in
            Button("Page \(name)") { showsExtra = true }
              .tabItem { Text(name.capitalized) }
          }
          if showsExtra {
            Text("Page extra")
              .tabItem { Text("Extra") }
              .tag("extra")
              .badge(1)
          }
        }
        .frame(height: .rows(3))
        Text("selection: \(selection)")
      }
    }
  }

  @Test func tabsWrittenAsViewsWithTabItemsAndTags() {
    let host = TestHost(Items(), size: Size(width: 40, height: 6))
    #expect(host.screen.hasPrefix(" ⌂ One   Two   Three"))
    #expect(host.screen.contains("Page one"))
    host.press(.tab)
    host.press(.rightArrow)
    #expect(selection(host) == "selection: two", "a ForEach's views are tagged with their ids")
    host.click("Page two")
    #expect(host.screen.contains("Extra 1"))
    host.press(.end)
    #expect(selection(host) == "selection: extra")
    #expect(host.screen.contains("Page extra"))
    #expect(!host.screen.contains("Page extra 1"), "the badge is the tab's, not its content's")
  }

  func selection(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("selection:") }?.label ?? ""
  }

  /// Without a binding, the tab view keeps the selection.
  struct Unbound: View {
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") { Text("Home page") }
        TabSection("Library") {
          Tab("Books", systemImage: "book") { Text("Books page") }
          Tab("Music", systemImage: "music.note") { Text("Music page") }
        }
      }
    }
  }

  @Test func withoutABindingTheFirstTabShowsAndTheArrowsChoose() {
    let host = TestHost(Unbound(), size: Size(width: 50, height: 4))
    #expect(host.screen.contains("Home page"))
    #expect(host.screen.contains("Library:"), "a section's title leads its tabs")
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.screen.contains("Books page"))
    host.click("♪ Music")
    #expect(host.screen.contains("Music page"))
  }

  struct Unmatched: View {
    @State var pane = Pane.accounts
    var body: some View {
      TabView(selection: $pane) {
        Tab("General", systemImage: "gear", value: Pane.general) { Text("General page") }
      }
    }
  }

  @Test func aSelectionThatMatchesNoTabShowsNoneAndWarns() {
    let host = TestHost(Unmatched(), size: Size(width: 40, height: 4))
    #expect(!host.screen.contains("General page"))
    #expect(host.runtimeWarnings.contains { $0.contains("TabView") && $0.contains("matches no tab") })
  }

  /// Buttons in the tabs that select the other tab.
  struct Switching: View {
    @State var tab = 1
    var body: some View {
      VStack {
        TabView(selection: $tab) {
          Button("Go") { tab = 2 }.tabItem { Text("One") }.tag(1)
          Button("Back") { tab = 1 }.tabItem { Text("Two") }.tag(2)
        }
        .frame(height: .rows(3))
        Button("Later") {}
      }
    }
  }

  @Test func focusInATabThatIsHiddenMovesIntoTheTabShown() {
    let host = TestHost(Switching(), size: Size(width: 40, height: 5))
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Go")
    host.press(.space)
    #expect(host.focusedElement?.label == "Back")
    host.press(.space)
    #expect(host.focusedElement?.label == "Go")
  }

  struct ScrollingTabs: View {
    @State private var selection = 0
    var body: some View {
      TabView(selection: $selection) {
        ScrollView { Text("first") }.tabItem { Text("One") }.tag(0)
        ScrollView {
          VStack { ForEach(0..<30, id: \.self) { Button("Row \($0)") {} } }
        }
        .tabItem { Text("Two") }.tag(1)
      }
    }
  }

  /// A tab not selected keeps its scroll view mounted, for its state, but
  /// it is not a scroll view shown: the scroll positions a fresh host is
  /// given (the differential fuzzer's, seed 2017) and the one the page
  /// keys scroll leave it out.
  @Test func aHiddenTabsScrollViewIsNotAmongTheScrollViewsShown() throws {
    let host = TestHost(ScrollingTabs(), size: Size(width: 30, height: 8))
    #expect(host.device.scrollOffsets.count == 1)
    host.click("Two")
    let row = try #require(host.element("Row 6")).frame.minY
    #expect(host.device.scrollOffsets.count == 1)
    // The shown tab's scroll view takes the offset, not the hidden one's.
    host.device.scrollOffsets = [2]
    #expect(host.element("Row 6")?.frame.minY == row - 2)
    #expect(host.device.scrollOffsets == [2])
  }
}
