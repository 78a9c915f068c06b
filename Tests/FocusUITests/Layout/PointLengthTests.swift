import FocusUITesting
import Testing

@testable import FocusUI

/// Lengths are points: 8 to a column, 16 to a row, rounded to the nearest
/// cell.
@MainActor @Suite struct PointLengthTests {
  @Test func paddingOfEightPointsIsOneCellOnEverySide() {
    let host = TestHost(Text("x").padding(8), size: Size(width: 10, height: 4))
    #expect(host.element("x")?.frame == Rect(x: 1, y: 1, width: 1, height: 1))
    #expect(host.screen == "\n x\n\n")
  }

  @Test func theDefaultPaddingIsOneCellOnEachPaddedEdge() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("a").padding()
        Text("b").padding(.horizontal)
      }, size: Size(width: 10, height: 4))
    #expect(host.screen == "\n a\n\n b")
  }

  @Test func paddingOnTheSidesIsColumnsAndAboveIsRows() {
    let host = TestHost(
      Text("x").padding(.leading, 32).padding(.top, 32), size: Size(width: 10, height: 4))
    #expect(host.element("x")?.frame == Rect(x: 4, y: 2, width: 1, height: 1))
  }

  @Test func edgeInsetsArePointsRoundedToCells() {
    let insets = EdgeInsets(top: 16, leading: 12, bottom: 7, trailing: 4)
    #expect(insets.cells == CellInsets(top: 1, leading: 2, bottom: 0, trailing: 1))
    let host = TestHost(Text("x").padding(insets), size: Size(width: 10, height: 4))
    #expect(host.element("x")?.frame == Rect(x: 2, y: 1, width: 1, height: 1))
  }

  @Test func aFrameWidthRoundsToTheNearestColumn() {
    let host = TestHost(
      HStack(spacing: 0) {
        Text("abc").frame(width: 12, alignment: .leading)  // 1.5 columns: 2
        Text("|")
      }, size: Size(width: 10, height: 1))
    #expect(host.screen == "ab|")
  }

  @Test func stackSpacingIsRowsInAVStackAndColumnsInAnHStack() {
    let vertical = TestHost(
      VStack(spacing: 16) {
        Text("a")
        Text("b")
      }, size: Size(width: 5, height: 3))
    #expect(vertical.screen == "a\n\nb")
    let horizontal = TestHost(
      HStack(spacing: 16) {
        Text("a")
        Text("b")
      }, size: Size(width: 5, height: 1))
    #expect(horizontal.screen == "a  b")
  }

  @Test func aSpacersMinimumLengthFollowsItsStacksAxis() {
    // Scroll views offer no length along their axis: the spacers keep
    // their minimum, two columns across and two rows down.
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            Text("a")
            Spacer(minLength: 16)
            Text("b")
          }
        }
        ScrollView {
          VStack(spacing: 0) {
            Text("c")
            Spacer(minLength: 32)
            Text("d")
          }
        }
      }, size: Size(width: 10, height: 8))
    #expect(host.element("b")?.frame.minX == 3)
    #expect(host.element("d")?.frame.minY == host.element("c")!.frame.minY + 3)
  }

  @Test func gridItemsAreColumnsOfEightPoints() {
    let tracks = GridItem.tracks([GridItem(.fixed(32)), GridItem(.adaptive(minimum: 48))], in: 20)
    // 4 columns, a column between, 15 left: (15 + 1) / (6 + 1) = 2 tracks of 7.
    #expect(tracks.map(\.length) == [4, 7, 7])
  }

  @Test func aHorizontalGridsItemsAreRowsOfSixteenPoints() {
    let tracks = GridItem.tracks([GridItem(.fixed(32)), GridItem(.fixed(16))], in: 10, axis: .horizontal)
    #expect(tracks.map(\.length) == [2, 1])
  }

  @Test func negativeNaNAndHugeLengthsAreSurvived() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: .nan) {
        Text("a").padding(-40)
        HStack(spacing: .infinity) {
          Text("d")
          Spacer(minLength: -.infinity)
        }
        LazyVGrid(columns: [GridItem(.fixed(.infinity)), GridItem(.adaptive(minimum: .nan))], spacing: -1) {
          Text("e")
        }
      }, size: Size(width: 10, height: 3))
    #expect(host.screen.hasPrefix("a\n"))
    #expect(host.element("d") != nil)
    let padded = TestHost(Text("b").padding(.infinity), size: Size(width: 10, height: 3))
    #expect(padded.element("b") != nil)
  }
}
