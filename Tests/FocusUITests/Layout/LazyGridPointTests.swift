import FocusUITesting
import Testing

@testable import FocusUI

/// Lazy grids count their columns from the width in points, as SwiftUI.
@MainActor @Suite struct LazyGridPointTests {
  struct Tiles: View {
    let columns: [GridItem]
    var body: some View {
      ScrollView {
        LazyVGrid(columns: columns, alignment: .leading) {
          ForEach(0..<6, id: \.self) { Text("t\($0)") }
        }
      }
    }
  }

  private func rowStarts(_ host: TestHost) -> [Int] {
    (0..<6).compactMap { host.element("t\($0)")?.frame.minY }
  }

  @Test func anAdaptiveItemFitsAsManyColumnsAsThePointsAllow() {
    // 41 columns are 328 points: tracks of 80 points or more, 8 apart,
    // make (328 + 8) / (80 + 8) = 3 columns, as SwiftUI would, of 13.
    let host = TestHost(Tiles(columns: [GridItem(.adaptive(minimum: 80))]), size: Size(width: 41, height: 4))
    #expect(rowStarts(host) == [0, 0, 0, 1, 1, 1])
    #expect(host.element("t1")?.frame.minX == 14)
  }

  @Test func anAdaptiveMaximumCapsEachTrack() {
    let host = TestHost(
      Tiles(columns: [GridItem(.adaptive(minimum: 40, maximum: 40))]), size: Size(width: 20, height: 4))
    // Three tracks of five columns fit in 20; shared out they would be six
    // wide, but none is wider than its maximum.
    #expect(host.element("t1")?.frame.minX == 6)
    let uncapped = TestHost(Tiles(columns: [GridItem(.adaptive(minimum: 40))]), size: Size(width: 20, height: 4))
    #expect(uncapped.element("t1")?.frame.minX == 7)
  }

  @Test func flexibleItemsShareTheWidthWithinTheirBounds() {
    let host = TestHost(
      Tiles(columns: [GridItem(.flexible(maximum: 40)), GridItem(.flexible())]), size: Size(width: 41, height: 4))
    #expect(host.element("t1")?.frame.minX == 6)
    #expect(rowStarts(host) == [0, 0, 1, 1, 2, 2])
  }

  @Test func fixedItemsTakeTheirPoints() {
    let host = TestHost(
      Tiles(columns: [GridItem(.fixed(24), spacing: 0), GridItem(.fixed(24))]), size: Size(width: 41, height: 4))
    #expect(host.element("t1")?.frame.minX == 3)
  }
}
