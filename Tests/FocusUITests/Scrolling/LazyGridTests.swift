import FocusUITesting
import Testing

@testable import FocusUI

/// Lazy grids: columns from grid items, cells made a line at a time.
@MainActor @Suite struct LazyGridTests {
  @Test func fixedItemsTakeTheirSizeAndFlexibleOnesShareTheRest() {
    let tracks = GridItem.tracks([GridItem(.fixed(.columns(4))), GridItem(.flexible()), GridItem(.flexible())], in: 30)
    // 30 cells, 2 of them spacing: 4, then 12 and 12.
    #expect(tracks.map(\.start) == [0, 5, 18])
    #expect(tracks.map(\.length) == [4, 12, 12])
  }

  @Test func flexibleItemsKeepWithinTheirMinimumAndMaximum() {
    let tracks = GridItem.tracks(
      [GridItem(.flexible(minimum: .columns(2), maximum: .columns(5))), GridItem(.flexible(minimum: .columns(20)))],
      in: 30)
    #expect(tracks.map(\.length) == [5, 20])
  }

  @Test func anAdaptiveItemFitsAsManyTracksAsItsMinimumAllows() {
    let tracks = GridItem.tracks([GridItem(.adaptive(minimum: .columns(8)))], in: 30)
    // (30 + 1) / (8 + 1) = 3 tracks of (30 - 2) / 3 = 9 cells.
    #expect(tracks.map(\.length) == [9, 9, 9])
    #expect(tracks.map(\.start) == [0, 10, 20])
  }

  @Test func itemSpacingSeparatesTracks() {
    let tracks = GridItem.tracks([GridItem(.fixed(.columns(3)), spacing: 0), GridItem(.fixed(.columns(3)))], in: 20)
    #expect(tracks.map(\.start) == [0, 3])
  }

  struct Palette: View {
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Button("Last") { focused = 9_999 }
        ScrollView {
          LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<10_000, id: \.self) { Button("c\($0)") {}.focused($focused, equals: $0) }
          }
        }
        .frame(height: .rows(4))
      }
    }
  }

  @Test func cellsFillTheColumnsThenTheNextLine() throws {
    let host = TestHost(Palette(), size: Size(width: 32, height: 6))
    let cells = try (0..<4).map { try #require(host.element("c\($0)")?.frame) }
    #expect(cells[0].minY == cells[1].minY && cells[1].minY == cells[2].minY)
    #expect(cells[3].minY == cells[0].minY + 1)
    #expect(cells[0].minX < cells[1].minX && cells[1].minX < cells[2].minX)
    #expect(cells[3].minX == cells[0].minX)
  }

  @Test func onlyTheLinesNearTheVisibleAreaAreMade() {
    let host = TestHost(Palette(), size: Size(width: 32, height: 6))
    #expect(host.element("c35") == nil)
    // Four lines on screen and a margin below, rounded to whole chunks,
    // three cells each.
    #expect(host.stats.rowEvaluations <= 36)
  }

  @Test func tabWalksTheCellsAndMakesTheNextLine() {
    let host = TestHost(Palette(), size: Size(width: 32, height: 6))
    for _ in 0..<31 { host.press(.tab) }  // Last, then c0…c29
    #expect(host.focusedElement?.label == "c29")
    #expect(host.screen.contains("c29"))
  }

  @Test func aWriteReachesACellNeverMade() {
    let host = TestHost(Palette(), size: Size(width: 32, height: 6))
    host.click("Last")
    #expect(host.focusedElement?.label == "c9999")
    #expect(host.screen.contains("c9999"))
  }

  struct Sideways: View {
    var body: some View {
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(.rows(1))), GridItem(.fixed(.rows(1)))]) {
          ForEach(0..<1_000, id: \.self) { Text("t\($0)") }
        }
      }
    }
  }

  @Test func aLazyHGridFillsItsRowsThenTheNextColumn() throws {
    let host = TestHost(Sideways(), size: Size(width: 20, height: 3))
    let first = try #require(host.element("t0")?.frame)
    let second = try #require(host.element("t1")?.frame)
    let third = try #require(host.element("t2")?.frame)
    #expect(second.minX == first.minX && second.minY == first.minY + 1)
    #expect(third.minY == first.minY && third.minX > first.minX)
    #expect(host.element("t200") == nil)
  }
}
