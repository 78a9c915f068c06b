import FocusUITesting
import Testing

@testable import FocusUI

/// `offset`, `position` and `aspectRatio`.
@MainActor @Suite struct PlacementModifierTests {
  @Test func anOffsetMovesTheViewButNotItsNeighbours() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("a").offset(x: 16, y: 16)
        Text("b")
      }, size: Size(width: 10, height: 3))
    #expect(host.element("a")?.frame == Rect(x: 2, y: 1, width: 1, height: 1))
    #expect(host.element("b")?.frame == Rect(x: 0, y: 1, width: 1, height: 1))
  }

  @Test func anOffsetBySizeIsTheSameAsByXAndY() {
    let host = TestHost(Text("a").offset(CGSize(width: 24, height: 0)), size: Size(width: 10, height: 1))
    #expect(host.element("a")?.frame.minX == 3)
  }

  @Test func arrowsFindAnOffsetViewWhereItIsDrawn() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Button("Up") {}
        Button("Moved") {}.offset(x: 80)
      }.frame(width: .columns(20), alignment: .leading), size: Size(width: 30, height: 2))
    #expect(host.element("Moved")?.frame.minX == 10)
  }

  @Test func positionCentersTheViewOnThePoint() {
    let host = TestHost(Text("abc").position(x: 80, y: 32), size: Size(width: 20, height: 5))
    #expect(host.element("abc")?.frame == Rect(x: 9, y: 2, width: 3, height: 1))
  }

  /// A view that takes the size offered and says it, in cells.
  struct SizeProbe: View {
    var body: some View {
      GeometryReader { proxy in
        Text("\(CellMetrics.columns(proxy.size.width))x\(CellMetrics.rows(proxy.size.height))")
      }
    }
  }

  @Test func aSquareRatioIsTwoColumnsPerRow() {
    let host = TestHost(
      SizeProbe().aspectRatio(1, contentMode: .fit).frame(width: .columns(20), height: .rows(4)),
      size: Size(width: 20, height: 4))
    #expect(host.element("8x4")?.frame.origin == Point(x: 6, y: 0), "\(host.screen)")
  }

  @Test func fillingARatioCoversTheSpaceOffered() {
    // 2:1 in points is 4 columns a row: 4 rows need 16 columns, fewer than
    // 20, so the width sets it: 20 columns by 5 rows.
    let host = TestHost(SizeProbe().aspectRatio(2, contentMode: .fill), size: Size(width: 20, height: 4))
    #expect(host.element("20x5") != nil, "\(host.screen)")
  }

  @Test func aRatioOfACGSizeIsItsWidthOverItsHeight() {
    let host = TestHost(
      SizeProbe().aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit), size: Size(width: 40, height: 4))
    #expect(host.element("16x4") != nil, "\(host.screen)")
  }

  @Test func aRatioThatIsNotAPositiveNumberIsIgnored() {
    let host = TestHost(
      Text("x").aspectRatio(.nan, contentMode: .fit).aspectRatio(-1, contentMode: .fill)
        .aspectRatio(CGSize(width: 1, height: 0), contentMode: .fit).scaledToFit().scaledToFill(),
      size: Size(width: 10, height: 2))
    #expect(host.element("x")?.frame.width == 1)
  }
}
