import FocusUITesting
import Testing

/// `.tabViewStyle(.sidebarAdaptable)`: the tabs as a sidebar beside the
/// content, sections heading their tabs; one focus stop whose ↑ and ↓
/// select, Tab going on into the selected tab's content.
@MainActor @Suite struct SidebarTabViewTests {
  enum Destination: Hashable {
    case home
    case shelf(String)
    case settings
  }

  struct Library: View {
    @State private var destination = Destination.home
    @State private var note = ""

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TabView(selection: $destination) {
          Tab("Home", systemImage: "house", value: Destination.home) {
            TextField("Note", text: $note)
          }
          TabSection("Shelves") {
            ForEach(["Fiction", "Poetry"], id: \.self) { shelf in
              Tab(shelf, systemImage: "book", value: Destination.shelf(shelf)) {
                Button("Open \(shelf)") {}
              }
            }
          }
          Tab("Settings", systemImage: "gear", value: .settings) {
            Text("Settings pane")
          }
          .badge(2)
        }
        .tabViewStyle(.sidebarAdaptable)
        .frame(height: .rows(7))
        Text("at \(String(describing: destination))")
      }
    }
  }

  @Test func theSidebarListsTheTabsUnderTheirSectionsBesideTheContent() {
    let host = TestHost(Library(), size: Size(width: 40, height: 8))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix(" ⌂ Home"))
    #expect(lines[1].hasPrefix("Shelves"))
    #expect(lines[2].hasPrefix(" ▥ Fiction") || lines[2].contains("Fiction"))
    #expect(lines[4].contains("Settings 2"))
    // The content is beside the sidebar, not under it.
    #expect(lines[0].contains("Note"))
    #expect(host.elements.filter { $0.role == .tab }.map(\.label).count == 4)
  }

  @Test func upAndDownInTheSidebarSelectAndTabGoesIntoTheContent() {
    let host = TestHost(Library(), size: Size(width: 40, height: 8))
    host.press(.tab)
    #expect(host.focusedElement?.role == .tab)
    host.press(.downArrow)
    #expect(host.screen.contains("at shelf(\"Fiction\")"))
    host.press(.downArrow)
    #expect(host.screen.contains("Open Poetry"))
    host.press(.upArrow)
    #expect(host.screen.contains("Open Fiction"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Open Fiction")
    host.press(.tab, modifiers: .shift)
    host.press(.end)
    #expect(host.screen.contains("Settings pane"))
    #expect(host.screen.contains("at settings"))
  }

  @Test func aClickOnASidebarTabSelectsIt() {
    let host = TestHost(Library(), size: Size(width: 40, height: 8))
    host.click("▥ Poetry")
    #expect(host.screen.contains("Open Poetry"))
  }

  @Test func otherStylesKeepTheBarAboveTheContent() {
    struct Paged: View {
      var body: some View {
        TabView {
          Text("First page").tabItem { Text("One") }
          Text("Second page").tabItem { Text("Two") }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
      }
    }
    let host = TestHost(Paged(), size: Size(width: 30, height: 4))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].contains("One") && lines[0].contains("Two"))
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.screen.contains("Second page"))
  }
}
