import FocusUITesting
import Testing

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`.
@MainActor @Suite struct ScrollViewReaderTests {
  struct Jumps: View {
    let target: Int
    let anchor: UnitPoint?
    var lazy = false
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Go") { proxy.scrollTo(target, anchor: anchor) }
          Button("Nowhere") { proxy.scrollTo("no such id") }
          ScrollView {
            if lazy {
              LazyVStack { rows }
            } else {
              VStack { rows }
            }
          }
          .frame(height: .rows(5))
        }
      }
    }

    @ViewBuilder var rows: some View {
      ForEach(0..<100, id: \.self) { Text("Row \($0)").id($0) }
    }
  }

  /// The rows the scroll view shows, top to bottom.
  private func shown(_ host: TestHost) -> [String] {
    host.screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).prefix(5)
      .map { $0.replacingOccurrences(of: "┃", with: "").trimmingCharacters(in: .whitespaces) }
  }

  @Test func withoutAnAnchorTheScrollViewScrollsTheLeastNeeded() {
    let host = TestHost(Jumps(target: 20, anchor: nil), size: Size(width: 20, height: 7))
    host.click("Go")
    #expect(shown(host).last == "Row 20")
    #expect(shown(host).first == "Row 16")
  }

  @Test(arguments: [(UnitPoint.top, 0), (.center, 2), (.bottom, 4)])
  func anAnchorAlignsTheViewWithTheSamePointOfTheScrollView(anchor: UnitPoint, row: Int) {
    let host = TestHost(Jumps(target: 50, anchor: anchor), size: Size(width: 20, height: 7))
    host.click("Go")
    #expect(shown(host)[row] == "Row 50")
  }

  @Test func nearTheEndTheScrollStopsAtTheEndOfTheContent() {
    let host = TestHost(Jumps(target: 99, anchor: .top), size: Size(width: 20, height: 7))
    host.click("Go")
    #expect(shown(host) == ["Row 95", "Row 96", "Row 97", "Row 98", "Row 99"])
  }

  @Test func aRowOfALazyStackNotMadeYetIsMadeAndScrolledTo() {
    let host = TestHost(Jumps(target: 80, anchor: .top, lazy: true), size: Size(width: 20, height: 7))
    #expect(host.element("Row 80") == nil)
    host.click("Go")
    #expect(shown(host).first == "Row 80")
    #expect(host.runtimeWarnings.isEmpty)
  }

  @Test func anIdNoViewHasIsReported() {
    let host = TestHost(Jumps(target: 20, anchor: nil), size: Size(width: 20, height: 7))
    host.click("Nowhere")
    #expect(shown(host).first == "Row 0")
    #expect(host.runtimeWarnings.contains { $0.contains("scrollTo(no such id)") })
  }

  struct Items: View {
    struct Item: Identifiable {
      let id: String
    }
    let items = (0..<60).map { Item(id: "item-\($0)") }
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Go") { proxy.scrollTo("item-42", anchor: .top) }
          ScrollView {
            LazyVStack {
              ForEach(items) { Text($0.id) }
            }
          }
          .frame(height: .rows(4))
        }
      }
    }
  }

  @Test func aForEachRowIsFoundByItsElementsIdWithoutAnExplicitId() {
    let host = TestHost(Items(), size: Size(width: 20, height: 6))
    host.click("Go")
    #expect(host.screen.contains("item-42"))
    #expect(host.element("item-42")?.frame.minY == 1)
  }

  struct Sideways: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Go") { proxy.scrollTo(30, anchor: .leading) }
          ScrollView(.horizontal) {
            LazyHStack {
              ForEach(0..<100, id: \.self) { Text("c\($0)") }
            }
          }
        }
      }
    }
  }

  @Test func aHorizontalScrollViewScrollsSidewaysToTheView() {
    let host = TestHost(Sideways(), size: Size(width: 20, height: 4))
    host.click("Go")
    #expect(host.element("c30")?.frame.minX == 0)
  }

  @Test func aProxyKeptAfterItsReaderLeftDoesNothingButWarn() {
    struct Holder: View {
      @State private var showsReader = true
      @State private var kept: ScrollViewProxy?
      var body: some View {
        VStack {
          if showsReader {
            ScrollViewReader { proxy in
              Button("Keep") { kept = proxy }
            }
          }
          Button("Hide") { showsReader = false }
          Button("Use") { kept?.scrollTo(1) }
        }
      }
    }
    let host = TestHost(Holder())
    host.click("Keep")
    host.click("Hide")
    host.click("Use")
    #expect(host.runtimeWarnings.contains { $0.contains("no longer on screen") })
  }
}
