import FocusUITesting
import Testing

@testable import FocusUI

/// Scroll views along either axis, and their indicators.
@MainActor @Suite struct ScrollViewTests {
  struct Tags: View {
    var body: some View {
      ScrollView(.horizontal) {
        ForEach(0..<20, id: \.self) { Button("tag\($0)") {} }
      }
    }
  }

  @Test func aHorizontalScrollViewLaysItsViewsSidewaysAndTheWheelScrollsItSideways() throws {
    let host = TestHost(Tags(), size: Size(width: 20, height: 3))
    let first = try #require(host.element("tag0"))
    let second = try #require(host.element("tag1"))
    #expect(second.frame.minY == first.frame.minY)
    #expect(second.frame.minX == first.frame.maxX + 1)
    host.scroll(at: Point(x: 1, y: 0), lines: 5)
    #expect(host.element("tag0")?.frame.minX == first.frame.minX - 5)
  }

  @Test func tabScrollsAHorizontalScrollViewToTheFocusedView() throws {
    let host = TestHost(Tags(), size: Size(width: 20, height: 3))
    for _ in 0..<10 { host.press(.tab) }
    let focused = try #require(host.focusedElement)
    #expect(focused.label == "tag9")
    #expect(focused.frame.minX >= 0 && focused.frame.maxX <= 20)
  }

  /// A header above a scroll view of buttons.
  struct Form: View {
    var body: some View {
      VStack {
        Text("Header")
        ScrollView {
          VStack { ForEach(0..<6, id: \.self) { Button("field\($0)") {} } }
        }
      }
    }
  }

  @Test func aWindowMadeSmallerScrollsItsFocusedViewBackIntoSight() throws {
    // As a scroll view keeps the focused field above a phone's keyboard:
    // a browser notice taking rows, a terminal shrunk.
    let host = TestHost(Form(), size: Size(width: 20, height: 8))
    for _ in 0..<6 { host.press(.tab) }
    #expect(host.focusedElement?.label == "field5")
    host.resize(to: Size(width: 20, height: 4))
    let focused = try #require(host.focusedElement)
    #expect(focused.label == "field5")
    #expect(focused.frame.minY >= 1 && focused.frame.maxY <= 4, "field5 at \(focused.frame)")
  }

  struct Lines: View {
    let count: Int
    var showsIndicators = true
    var body: some View {
      ScrollView(showsIndicators: showsIndicators) {
        VStack(alignment: .leading) {
          ForEach(0..<count, id: \.self) { Text("line \($0)") }
        }
      }
    }
  }

  /// The cells of the last column, top to bottom.
  private func lastColumn(_ host: TestHost) -> String {
    let canvas = host.canvas
    return String((0..<canvas.size.height).map { canvas[canvas.size.width - 1, $0].character })
  }

  @Test func anIndicatorInTheLastColumnShowsWhereTheVisibleRowsAreInTheContent() {
    let host = TestHost(Lines(count: 20), size: Size(width: 12, height: 5))
    // 5 of 20 rows: a one-cell thumb at the top.
    #expect(lastColumn(host) == "┃    ")
    host.scroll(at: Point(x: 0, y: 0), lines: 8)
    #expect(lastColumn(host) == "  ┃  ")
    host.scroll(at: Point(x: 0, y: 0), lines: 100)
    #expect(lastColumn(host) == "    ┃")
    #expect(host.canvas[11, 4].style.foreground == .gray)
  }

  @Test func theThumbIsAsLongAsTheShareOfTheContentShown() {
    let host = TestHost(Lines(count: 10), size: Size(width: 12, height: 6))
    #expect(lastColumn(host) == "┃┃┃   ")
  }

  @Test func noIndicatorIsDrawnWhenTheContentFits() {
    let host = TestHost(Lines(count: 3), size: Size(width: 12, height: 5))
    #expect(!host.screen.contains("┃"))
  }

  @Test func showsIndicatorsFalseAndScrollIndicatorsHiddenOrNeverHideIt() {
    #expect(!TestHost(Lines(count: 20, showsIndicators: false), size: Size(width: 12, height: 5)).screen.contains("┃"))
    for visibility in [ScrollIndicatorVisibility.hidden, .never] {
      let host = TestHost(Lines(count: 20).scrollIndicators(visibility), size: Size(width: 12, height: 5))
      #expect(!host.screen.contains("┃"))
    }
    let visible = TestHost(Lines(count: 20).scrollIndicators(.visible), size: Size(width: 12, height: 5))
    #expect(visible.screen.contains("┃"))
    // Only the axes named are affected.
    let horizontalOnly = TestHost(
      Lines(count: 20).scrollIndicators(.hidden, axes: .horizontal), size: Size(width: 12, height: 5))
    #expect(horizontalOnly.screen.contains("┃"))
  }

  @Test func aHorizontalScrollViewDrawsItsIndicatorOnTheLastRow() {
    let host = TestHost(Tags(), size: Size(width: 20, height: 3))
    let canvas = host.canvas
    let bottom = String((0..<20).map { canvas[$0, 2].character })
    #expect(bottom.hasPrefix("━"))
    #expect(!bottom.contains("┃"))
  }

  @Test func theIndicatorReachesTheEndOnlyAtTheEnd() {
    #expect(ScrollNode.thumb(track: 10, content: 1_000, offset: 0).start == 0)
    #expect(ScrollNode.thumb(track: 10, content: 1_000, offset: 1).start == 1)
    #expect(ScrollNode.thumb(track: 10, content: 1_000, offset: 989).start == 8)
    #expect(ScrollNode.thumb(track: 10, content: 1_000, offset: 990).start == 9)
  }

  struct TwoAxes: View {
    var body: some View {
      ScrollView([.horizontal, .vertical]) {
        ForEach(0..<30, id: \.self) { Text(String(repeating: "\($0 % 10)", count: 40)) }
      }
    }
  }

  @Test func aScrollViewOnBothAxesScrollsToAViewDownAndAcross() throws {
    let host = TestHost(TwoAxes(), size: Size(width: 10, height: 5))
    let row = try #require(host.elements.first { $0.label.hasPrefix("2222") })
    #expect(row.frame.width == 40)
    host.scroll(at: Point(x: 0, y: 0), lines: 3)
    #expect(host.screen.hasPrefix("3333"))
  }
}
