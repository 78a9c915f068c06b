import FocusUITesting
import Testing

/// `onScrollVisibilityChange(threshold:_:)`: a view hears when it
/// crosses the threshold of being visible in its scroll view.
@MainActor @Suite struct ScrollVisibilityChangeTests {
  @MainActor final class Log {
    var changes: [String] = []
  }

  struct Feed: View {
    let log: Log
    var threshold = 0.5

    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<10, id: \.self) { index in
            Text("Video \(index)")
              .frame(height: .rows(2))
              .onScrollVisibilityChange(threshold: threshold) { log.changes.append("\(index) \($0)") }
          }
        }
      }
      .frame(height: .rows(5))
    }
  }

  @Test func viewsVisibleAtFirstReportVisibleAndHiddenOnesNothing() {
    let log = Log()
    _ = TestHost(Feed(log: log), size: Size(width: 20, height: 5))
    // Rows 0 and 1 show whole, row 2 half (1 of 2 rows): at the threshold.
    #expect(log.changes == ["0 true", "1 true", "2 true"])
  }

  @Test func scrollingReportsTheViewsThatCrossTheThreshold() {
    let log = Log()
    let host = TestHost(Feed(log: log), size: Size(width: 20, height: 5))
    log.changes = []
    host.scroll(at: Point(x: 1, y: 1), lines: 4)
    // Rows 4–8 show: 0 and 1 left, 3 and 4 came.
    #expect(log.changes == ["0 false", "1 false", "3 true", "4 true"])
    log.changes = []
    host.scroll(at: Point(x: 1, y: 1), lines: -1)
    #expect(log.changes == ["1 true", "4 false"] || log.changes == ["1 true"])
  }

  @Test func aZeroThresholdCountsAnyCellShowing() {
    let log = Log()
    _ = TestHost(Feed(log: log, threshold: 0), size: Size(width: 20, height: 5))
    #expect(log.changes == ["0 true", "1 true", "2 true"])
  }

  @Test func noScrollingMeansNoMoreReports() {
    let log = Log()
    let host = TestHost(Feed(log: log), size: Size(width: 20, height: 5))
    let first = log.changes
    host.press(.tab)
    host.press(.tab)
    #expect(log.changes == first)
  }
}
