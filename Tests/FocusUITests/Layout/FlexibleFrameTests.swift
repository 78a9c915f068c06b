import FocusUITesting
import Testing

@testable import FocusUI

/// `frame(minWidth:idealWidth:maxWidth:…)`, `containerRelativeFrame` and
/// `fixedSize()`.
@MainActor @Suite struct FlexibleFrameTests {
  @Test func anInfiniteMaximumWidthFillsTheWidthOffered() {
    let host = TestHost(
      VStack(spacing: 0) {
        Text("Title").frame(maxWidth: .infinity, alignment: .leading)
        Text("x")
      }, size: Size(width: 20, height: 2))
    #expect(host.element("Title")?.frame == Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(host.screen == "Title\n         x")
  }

  @Test func aTrailingAlignedFillingFramePutsItsContentAtTheRightEdge() {
    let host = TestHost(
      Text("42").frame(maxWidth: .infinity, alignment: .trailing), size: Size(width: 10, height: 1))
    #expect(host.element("42")?.frame == Rect(x: 8, y: 0, width: 2, height: 1))
  }

  @Test func aContainerRelativeFrameAlignsItsContentAsAsked() {
    let host = TestHost(
      VStack(spacing: 0) {
        Text("left").containerRelativeFrame(.horizontal, alignment: .leading)
        Text("right").containerRelativeFrame(.horizontal, alignment: .trailing)
      }, size: Size(width: 20, height: 2))
    #expect(host.element("left")?.frame == Rect(x: 0, y: 0, width: 4, height: 1))
    #expect(host.element("right")?.frame == Rect(x: 15, y: 1, width: 5, height: 1))
  }

  @Test func aMinimumWidthWidensASmallView() {
    let host = TestHost(
      HStack(spacing: 0) {
        Text("a").frame(minWidth: .columns(4), alignment: .leading)
        Text("|")
      }, size: Size(width: 10, height: 1))
    #expect(host.screen == "a   |")
  }

  @Test func aMaximumWidthCapsAGrowingView() {
    @MainActor struct Form: View {
      @State var text = ""
      var body: some View {
        VStack(alignment: .leading) {
          TextField("Name", text: $text).frame(maxWidth: .columns(6))
        }
      }
    }
    let host = TestHost(Form(), size: Size(width: 30, height: 1))
    #expect(host.elements.first { $0.role == .textField }?.frame.width == 6)
  }

  @Test func theIdealWidthIsTheFramesWidthWhereItIsOfferedNone() {
    let host = TestHost(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          Text("a").frame(idealWidth: .columns(5), maxWidth: .infinity, alignment: .leading)
          Text("|")
        }
      }, size: Size(width: 20, height: 1))
    #expect(host.element("|")?.frame.minX == 5)
  }

  @Test func aMaximumHeightOfInfinityFillsTheHeightOffered() {
    let host = TestHost(
      Text("bottom").frame(maxHeight: .infinity, alignment: .bottom), size: Size(width: 10, height: 4))
    #expect(host.element("bottom")?.frame.minY == 3)
  }

  @Test func contradictoryBoundsAreWarnedAboutAndSurvived() {
    let host = TestHost(
      Text("x").frame(minWidth: 80, maxWidth: 16).frame(width: -8).frame(height: .nan),
      size: Size(width: 20, height: 2))
    #expect(host.runtimeWarnings.contains { $0.contains("Contradictory frame constraints") })
    #expect(host.runtimeWarnings.contains { $0.contains("Invalid frame dimension") })
    #expect(host.element("x")?.frame.width == 1)
  }

  @Test func fixedSizeKeepsATextOnOneLine() {
    let wrapped = TestHost(
      Text("the quick brown fox").frame(width: .columns(10), alignment: .leading), size: Size(width: 30, height: 3))
    #expect(wrapped.element("the quick brown fox")?.frame.height == 2)
    let fixed = TestHost(
      HStack(spacing: 0) {
        Text("the quick brown fox").fixedSize()
        Text("|")
      }.frame(width: .columns(10), alignment: .leading), size: Size(width: 30, height: 3))
    #expect(fixed.element("the quick brown fox")?.frame.height == 1)
    #expect(fixed.element("the quick brown fox")?.frame.width == 19)
  }

  @Test func fixedSizeOnOneAxisLetsTheOtherFollowTheProposal() {
    let host = TestHost(
      Text("the quick brown fox").fixedSize(horizontal: false, vertical: true)
        .frame(width: .columns(10), height: .rows(1), alignment: .top),
      size: Size(width: 30, height: 3))
    #expect(host.element("the quick brown fox")?.frame.height == 2)
    #expect(host.element("the quick brown fox")?.frame.width == 9)
  }
}
