import FocusUITesting
import Testing

@testable import FocusUI

/// `\.layoutDirection`: right to left mirrors horizontal layout.
@MainActor @Suite struct LayoutDirectionTests {
  @Test func theDefaultDirectionIsLeftToRight() {
    #expect(EnvironmentValues().layoutDirection == .leftToRight)
  }

  @Test func rightToLeftRunsAHorizontalStackFromTheRight() {
    let host = TestHost(
      HStack {
        Text("Name")
        Text(":")
      }
      .frame(width: .columns(10), alignment: .leading)
      .environment(\.layoutDirection, .rightToLeft), size: Size(width: 10, height: 1))
    #expect(host.screen == "    : Name")
  }

  @Test func leadingAlignmentIsTheRightEdgeRightToLeft() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("bbb")
      }
      .frame(width: .columns(5), alignment: .leading)
      .environment(\.layoutDirection, .rightToLeft), size: Size(width: 5, height: 2))
    #expect(host.screen == "    a\n  bbb")
  }

  @Test func leadingPaddingIsOnTheRightRightToLeft() {
    let host = TestHost(
      Text("x").padding(.leading, 16).frame(maxWidth: .infinity, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft), size: Size(width: 6, height: 1))
    #expect(host.element("x")?.frame.minX == 3)
  }

  @Test func arrowKeysFollowTheMirroredFrames() {
    let host = TestHost(
      HStack {
        Button("First") {}
        Button("Second") {}
      }.environment(\.layoutDirection, .rightToLeft), size: Size(width: 30, height: 1))
    host.press(.tab)
    #expect(host.focusedElement?.label == "First")
    host.press(.leftArrow)
    #expect(host.focusedElement?.label == "Second")
  }

  @Test func switchingTheDirectionLaysOutAgain() {
    @MainActor struct Switcher: View {
      @State var rightToLeft = false
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          HStack {
            Text("a")
            Text("b")
          }
          .frame(width: .columns(5), alignment: .leading)
          .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
          Button("Flip") { rightToLeft.toggle() }
        }
      }
    }
    let host = TestHost(Switcher(), size: Size(width: 10, height: 2))
    #expect(host.element("a")?.frame.minX == 0)
    host.click("Flip")
    #expect(host.element("a")?.frame.minX == 4)
    host.click("Flip")
    #expect(host.element("a")?.frame.minX == 0)
  }
}
