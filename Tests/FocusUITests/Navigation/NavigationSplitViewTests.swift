import FocusUITesting
import Testing

/// `NavigationSplitView`: columns side by side with a divider when wide,
/// one at a time when narrow; a sidebar list's selection drives the detail;
/// focus crosses the columns with Tab and the arrows.
@MainActor @Suite struct NavigationSplitViewTests {
  struct Mail: View {
    @State private var folder: String?
    var sidebarWidth: CGFloat = .columns(20)

    var body: some View {
      NavigationSplitView {
        List(["Inbox", "Sent", "Trash"], id: \.self, selection: $folder) { name in
          Text(name)
        }
        .navigationTitle("Folders")
        .navigationSplitViewColumnWidth(sidebarWidth)
      } detail: {
        VStack(alignment: .leading) {
          Text(folder.map { "Messages in \($0)" } ?? "No folder")
          Button("Reply") {}
        }
        .navigationTitle(folder ?? "Mail")
      }
    }
  }

  @Test func wideColumnsAreSideBySideWithADivider() throws {
    let host = TestHost(Mail(), size: Size(width: 60, height: 8))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("Folders"))
    #expect(lines[0].contains("│Mail"))
    let inbox = try #require(host.element("Inbox"))
    let detail = try #require(host.element("No folder"))
    #expect(inbox.frame.minX == 0)
    #expect(detail.frame.minX == 21)
    #expect(lines.allSatisfy { Array($0).count > 20 && Array($0)[20] == "│" })
  }

  @Test func theSidebarSelectionDrivesTheDetail() {
    let host = TestHost(Mail(), size: Size(width: 60, height: 8))
    host.press(.tab)
    host.press(.downArrow)
    #expect(host.screen.contains("Messages in Inbox"))
    host.press(.downArrow)
    #expect(host.screen.contains("Messages in Sent"))
  }

  @Test func tabAndTheRightArrowMoveFocusIntoTheDetailColumn() {
    let host = TestHost(Mail(), size: Size(width: 60, height: 8))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.rightArrow)
    #expect(host.focusedElement?.label == "Reply")
    host.press(.leftArrow)
    #expect(host.focusedElement?.role == .container)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Reply")
  }

  @Test func aNarrowSplitViewShowsOneColumnAtATimeTheSidebarFirst() {
    let host = TestHost(Mail(), size: Size(width: 30, height: 8))
    #expect(host.screen.contains("Inbox"))
    #expect(!host.screen.contains("No folder"))
    #expect(!host.screen.contains("│"))
  }

  @Test func committingASelectionWhenCollapsedShowsTheDetailAndEscapeGoesBack() {
    let host = TestHost(Mail(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.downArrow)
    #expect(host.screen.contains("Inbox"))
    host.press(.return)
    #expect(host.screen.contains("Messages in Inbox"))
    #expect(host.screen.contains("‹ Folders"))
    #expect(host.focusedElement?.label == "Reply")
    host.press(.escape)
    #expect(host.screen.contains("Sent"))
    #expect(host.focusedElement?.role == .container)
  }

  @Test func aClickOnARowWhenCollapsedShowsTheDetail() {
    let host = TestHost(Mail(), size: Size(width: 30, height: 8))
    host.click("Trash")
    #expect(host.screen.contains("Messages in Trash"))
    host.click("‹ Folders")
    #expect(host.screen.contains("Inbox"))
  }

  @Test func resizingSwitchesBetweenSideBySideAndCollapsed() {
    let host = TestHost(Mail(), size: Size(width: 30, height: 8))
    #expect(!host.screen.contains("No folder"))
    host.resize(to: Size(width: 70, height: 8))
    #expect(host.screen.contains("No folder"))
    #expect(host.screen.contains("Inbox"))
    host.resize(to: Size(width: 10, height: 3))
    #expect(!host.screen.contains("│"))
  }

  @Test func badColumnWidthsKeepTheDefaultAndWarn() {
    let host = TestHost(Mail(sidebarWidth: .nan), size: Size(width: 60, height: 8))
    #expect(host.runtimeWarnings.contains { $0.contains("navigationSplitViewColumnWidth") })
    #expect(host.element("No folder")?.frame.minX == 25)
    let huge = TestHost(Mail(sidebarWidth: .infinity), size: Size(width: 60, height: 8))
    #expect(huge.screen.contains("Inbox"))
  }

  struct ThreeColumns: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var letter: String?

    var body: some View {
      NavigationSplitView(columnVisibility: $visibility) {
        Button("Hide sidebar") { visibility = .doubleColumn }
      } content: {
        List(["A", "B"], id: \.self, selection: $letter) { Text("Letter \($0)") }
      } detail: {
        Text("Detail \(letter ?? "none")")
      }
    }
  }

  @Test func threeColumnsAndColumnVisibility() {
    let host = TestHost(ThreeColumns(), size: Size(width: 90, height: 6))
    #expect(host.screen.contains("Hide sidebar"))
    #expect(host.screen.contains("Letter A"))
    #expect(host.screen.contains("Detail none"))
    host.click("Hide sidebar")
    #expect(!host.screen.contains("Hide sidebar"))
    #expect(host.screen.contains("Letter A"))
    #expect(host.element("Letter A")?.frame.minX == 0)
  }

  struct LinksInSidebar: View {
    var body: some View {
      NavigationSplitView {
        VStack(alignment: .leading) {
          NavigationLink("Ten", value: 10)
          NavigationLink("Twenty", value: 20)
        }
        .navigationDestination(for: Int.self) { Text("Number \($0)") }
      } detail: {
        Text("Pick a number")
      }
    }
  }

  @Test func linksInTheSidebarReplaceWhatTheDetailShows() {
    let host = TestHost(LinksInSidebar(), size: Size(width: 60, height: 6))
    host.click("Ten")
    #expect(host.screen.contains("Number 10"))
    host.click("Twenty")
    #expect(host.screen.contains("Number 20"))
    #expect(!host.screen.contains("Number 10"))
    host.click("‹ Back")
    #expect(host.screen.contains("Pick a number"))
  }

  struct MailApp: App {
    var body: some Scene {
      WindowGroup { Mail() }
        .commands { SidebarCommands() }
    }
  }

  @Test func toggleSidebarHidesTheSidebarAndShowsItAgain() {
    let host = TestHost(app: MailApp(), size: Size(width: 80, height: 16))
    #expect(host.screen.contains("Inbox"))
    #expect(host.command("Toggle Sidebar")?.isEnabled == true)
    host.perform(command: "Toggle Sidebar")
    #expect(!host.screen.contains("Inbox"))
    host.perform(command: "Toggle Sidebar")
    #expect(host.screen.contains("Inbox"))
  }
}
