import FocusUITesting
import Foundation
import Testing

/// `Link` with `OpenURLAction`, `ProgressView` and `ContentUnavailableView`.
@MainActor @Suite struct LinkAndProgressTests {
  static let url = URL(string: "https://example.com/curry")!

  struct Handled: View {
    @State var opened: [String] = []
    var body: some View {
      VStack(alignment: .leading) {
        Link("Source", destination: LinkAndProgressTests.url)
        Text("opened \(opened.joined(separator: ","))")
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.append(url.host ?? "")
          return .handled
        })
    }
  }

  @Test func aLinkIsFocusableAndActivatingItCallsOpenURL() {
    let host = TestHost(Handled(), size: Size(width: 30, height: 3))
    #expect(host.element("Source")?.role == .link)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Source")
    host.press(.return)
    host.click("Source")
    #expect(host.element("opened example.com,example.com") != nil)
    #expect(host.accessibilityElements.first?.traits.contains(.isLink) == true)
  }

  @Test func aLinkIsDrawnUnderlined() {
    let host = TestHost(Handled(), size: Size(width: 30, height: 3))
    #expect(host.screen.hasPrefix("Source"))
    #expect(host.canvas[0, 0].style.isUnderlined)
  }

  @Test func theDefaultActionRecordsTheURLAndDrawsNothing() {
    let host = TestHost(
      Link("Docs", destination: URL(string: "https://example.com/docs")!), size: Size(width: 10, height: 1))
    let before = OpenURLAction.opened.count
    host.click("Docs")
    #expect(OpenURLAction.opened.count == before + 1)
    #expect(OpenURLAction.opened.last?.path == "/docs")
    #expect(host.screen == "Docs")
  }

  @Test func systemActionPassesTheURLToTheDefault() {
    let other = URL(string: "https://example.com/other")!
    let host = TestHost(
      Link("Go", destination: Self.url).environment(\.openURL, OpenURLAction { _ in .systemAction(other) }),
      size: Size(width: 10, height: 1))
    host.click("Go")
    #expect(OpenURLAction.opened.last == other)
  }

  @Test func aDeterminateProgressViewDrawsABarWithItsLabelAbove() {
    let host = TestHost(
      ProgressView("Baking", value: 1, total: 4).frame(width: .columns(8)), size: Size(width: 10, height: 2))
    #expect(host.screen == "Baking\n██░░░░░░")
    #expect(host.accessibilityElements.map(\.label) == ["Baking"])
    #expect(host.accessibilityElements.first?.value == "25%")
  }

  @Test func anIndeterminateProgressViewDrawsAStillGlyph() {
    let host = TestHost(
      VStack(alignment: .leading) {
        ProgressView()
        ProgressView("Loading")
        ProgressView(value: 0.5).progressViewStyle(.circular)
      }, size: Size(width: 12, height: 3))
    #expect(host.screen == "⋯\n⋯ Loading\n◑ 50%")
  }

  @Test func progressValuesOutOfRangeAreClampedAndABadTotalWarns() {
    let host = TestHost(
      VStack(alignment: .leading) {
        ProgressView(value: 7.0, total: 2).progressViewStyle(.circular)
        ProgressView(value: -1.0).progressViewStyle(.circular)
        ProgressView(value: Double.nan).progressViewStyle(.circular)
        ProgressView(value: 1.0, total: 0).progressViewStyle(.circular)
      }, size: Size(width: 12, height: 4))
    #expect(host.screen == "● 100%\n○ 0%\n○ 0%\n○ 0%")
    #expect(host.runtimeWarnings.contains { $0.contains("total 0.0") })
  }

  @Test func contentUnavailableViewCentersItsIconTitleAndDescription() {
    let host = TestHost(
      ContentUnavailableView("No Groceries", systemImage: "cart", description: Text("Add some.")),
      size: Size(width: 20, height: 5))
    #expect(host.screen == "\n         ⛟\n    No Groceries\n     Add some.\n")
  }

  @Test func contentUnavailableSearchNamesTheQuery() {
    let host = TestHost(ContentUnavailableView.search(text: "tofu"), size: Size(width: 50, height: 5))
    #expect(host.screen.contains("No Results for “tofu”"))
    let plain = TestHost(ContentUnavailableView.search, size: Size(width: 50, height: 5))
    #expect(plain.screen.contains("No Results"))
  }

  @Test func contentUnavailableActionsTakeFocus() {
    let host = TestHost(
      ContentUnavailableView {
        Label("No Mail", systemImage: "tray")
      } description: {
        Text("Nothing here.")
      } actions: {
        Button("Refresh") {}
      }, size: Size(width: 30, height: 6))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Refresh")
  }
}
