import FocusUI
import FocusUITesting
import Testing

/// A vertical stack draws only the items in view, found by a binary search:
/// what shows must be what a full pass would show.
@MainActor
struct VerticalStackDrawingTests {
  struct Rows: View {
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<1_000, id: \.self) { index in
            if index % 3 == 0 {
              Text("row \(index)\nsecond line")
            } else {
              Text("row \(index)")
            }
            if index % 5 == 0 { EmptyView() }
          }
        }
      }
    }
  }

  @Test(arguments: [40, 41, 700])
  func aScrolledStackShowsTheLinesAtItsOffsetAndNoOthers(lines scrolled: Int) throws {
    let host = TestHost(Rows(), size: Size(width: 30, height: 6))
    host.scroll(at: Point(x: 2, y: 2), lines: scrolled)
    // The text column, without the scroll indicator at the right edge.
    let screen = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.prefix(20)).trimmingCharacters(in: .whitespaces)
    }
    var content: [String] = []
    for row in 0..<1_000 {
      content.append("row \(row)")
      if row % 3 == 0 { content.append("second line") }
    }
    // The screen is a window of the content, moved by the scroll.
    let offset = try #require(
      (0...(content.count - screen.count)).first { Array(content[$0..<$0 + screen.count]) == screen })
    #expect(offset == scrolled)
  }
}
