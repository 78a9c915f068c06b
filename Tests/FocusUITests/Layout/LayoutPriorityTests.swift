import FocusUITesting
import Testing

@testable import FocusUI

/// `layoutPriority(_:)` in stacks short of space.
@MainActor @Suite struct LayoutPriorityTests {
  @Test func withoutPrioritiesTextsShareTheWidth() {
    let host = TestHost(
      HStack(spacing: 0) {
        Text("aaaaaaaaaa")
        Text("bbbbbbbbbb")
      }, size: Size(width: 10, height: 1))
    #expect(host.element("aaaaaaaaaa")?.frame.width == 5)
  }

  @Test func aHigherPriorityViewIsOfferedSpaceFirst() {
    let host = TestHost(
      HStack(spacing: 0) {
        Text("aaaaaaaaaa")
        Text("bbbbbbb").layoutPriority(1)
      }, size: Size(width: 10, height: 1))
    #expect(host.element("bbbbbbb")?.frame.minX == 3)
    #expect(host.element("bbbbbbb")?.frame.width == 7)
    #expect(host.element("aaaaaaaaaa")?.frame.width == 3)
  }

  @Test func priorityWorksInVerticalStacksToo() {
    let host = TestHost(
      VStack(spacing: 0) {
        Text("low").frame(maxHeight: .infinity)
        Text("high").frame(maxHeight: .infinity).layoutPriority(1)
      }, size: Size(width: 10, height: 6))
    // The low view keeps its minimum, one row; the high one takes the rest.
    #expect(host.element("high")?.frame.minY == 3)
    #expect(host.element("low")?.frame.minY == 0)
    let even = TestHost(
      VStack(spacing: 0) {
        Text("low").frame(maxHeight: .infinity)
        Text("high").frame(maxHeight: .infinity)
      }, size: Size(width: 10, height: 6))
    #expect(even.element("high")?.frame.minY == 4)
  }

  @Test func changingThePriorityLaysTheStackOutAgain() {
    @MainActor struct Toggled: View {
      @State var first = true
      var body: some View {
        VStack {
          HStack(spacing: 0) {
            Text("aaaaaaaa").layoutPriority(first ? 1 : 0)
            Text("bbbbbbbb").layoutPriority(first ? 0 : 1)
          }.frame(width: .columns(10))
          Button("Swap") { first.toggle() }
        }
      }
    }
    let host = TestHost(Toggled(), size: Size(width: 10, height: 2))
    #expect(host.element("aaaaaaaa")?.frame.width == 8)
    host.click("Swap")
    #expect(host.element("bbbbbbbb")?.frame.width == 8)
    #expect(host.element("aaaaaaaa")?.frame.width == 2)
  }
}
