import FocusUITesting
import Testing

@MainActor @Suite struct ZStackTests {
  struct Overlay: View {
    var body: some View {
      ZStack(alignment: .topLeading) {
        Text("background line")
        Text("TOP")
      }
    }
  }

  @Test func laterViewsAreDrawnOverEarlierOnesInTheLargestViewsFrame() {
    let host = TestHost(Overlay(), size: Size(width: 20, height: 2))
    #expect(host.screen.hasPrefix("TOPkground line"))
    let texts = host.elements.filter { $0.role == .text }
    #expect(texts.map(\.frame.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 0)])
  }

  @Test func centeredViewsShareTheCenter() {
    let host = TestHost(
      ZStack {
        Text("wide text")
        Text("x")
      }, size: Size(width: 9, height: 1))
    #expect(host.screen == "widextext")
  }

  struct Fields: View {
    @State private var a = ""
    @State private var b = ""
    var body: some View {
      ZStack {
        TextField("Under", text: $a)
        TextField("Over", text: $b).frame(width: .columns(6))
      }
    }
  }

  @Test func focusFollowsTheSourceOrder() {
    let host = TestHost(Fields(), size: Size(width: 20, height: 1))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Under")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Over")
  }
}
