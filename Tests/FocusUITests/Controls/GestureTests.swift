import FocusUITesting
import Testing

/// `onTapGesture`, `gesture`, `simultaneousGesture`, `onHover`.
@MainActor @Suite struct GestureTests {
  struct Tiles: View {
    @State var log: [String] = []
    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          Text("Curry")
          Spacer()
          Text("4★")
        }
        .frame(width: .columns(12))
        .contentShape(Rectangle())
        .onTapGesture(count: 2) { log.append("double") }
        .onTapGesture { log.append("tap") }
        Text("Hold").gesture(LongPressGesture(minimumDuration: 1).onEnded { log.append("long \($0)") })
        Text("Twice").gesture(TapGesture(count: 2).onEnded { log.append("twice") })
        Button("Play") { log.append("play") }
          .simultaneousGesture(TapGesture().onEnded { log.append("also") })
        Text("log " + log.joined(separator: ","))
      }
    }
  }

  @Test func aClickRunsTheTapActionOnATextOrABlankCellOfTheView() {
    let host = TestHost(Tiles(), size: Size(width: 20, height: 6))
    host.click("Curry")
    host.advanceClock(by: .seconds(1))
    host.click(at: Point(x: 7, y: 0))
    #expect(host.element("log tap,tap") != nil)
  }

  @Test func aDoubleClickRunsTheCountTwoActionOnItsSecondClick() {
    let host = TestHost(Tiles(), size: Size(width: 20, height: 6))
    host.click(at: Point(x: 1, y: 0), count: 2)
    #expect(host.element("log tap,double") != nil)
  }

  @Test func theInnermostGestureWaitingForAClickTakesIt() {
    struct SingleFirst: View {
      @State var log: [String] = []
      var body: some View {
        VStack {
          Text("Tile")
            .onTapGesture { log.append("tap") }
            .onTapGesture(count: 2) { log.append("double") }
          Text("log " + log.joined(separator: ","))
        }
      }
    }
    let host = TestHost(SingleFirst(), size: Size(width: 20, height: 3))
    host.click(at: Point(x: 1, y: 0), count: 2)
    #expect(host.element("log tap,tap") != nil, "\(host.screen)")
  }

  @Test func clicksHalfASecondApartAreNotADoubleClick() {
    let host = TestHost(Tiles(), size: Size(width: 20, height: 6))
    host.click(at: Point(x: 1, y: 2))
    host.advanceClock(by: .milliseconds(600))
    host.click(at: Point(x: 1, y: 2))
    #expect(host.element("log ") != nil)
    host.click(at: Point(x: 1, y: 2))
    #expect(host.element("log twice") != nil)
  }

  @Test func aTappableViewIsNotFocusable() {
    let host = TestHost(Tiles(), size: Size(width: 20, height: 6))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Play")
  }

  @Test func aLongPressIsRecognisedFromAClick() {
    let host = TestHost(Tiles(), size: Size(width: 20, height: 6))
    host.click("Hold")
    #expect(host.element("log long true") != nil)
  }

  @Test func aSimultaneousGestureHearsAClickTheButtonTakes() {
    let host = TestHost(Tiles(), size: Size(width: 20, height: 6))
    host.click("Play")
    #expect(host.element("log also,play") != nil)
  }

  @Test func aButtonInsideATappableViewTakesItsOwnClick() {
    struct Row: View {
      @State var log: [String] = []
      var body: some View {
        VStack {
          HStack {
            Text("Row")
            Button("Go") { log.append("go") }
          }
          .onTapGesture { log.append("row") }
          Text("log " + log.joined(separator: ","))
        }
      }
    }
    let host = TestHost(Row(), size: Size(width: 20, height: 3))
    host.click("Go")
    host.click("Row")
    #expect(host.element("log go,row") != nil)
  }

  @Test func hoverTellsWhenThePointerEntersAndLeaves() {
    struct Hovering: View {
      @State var isHovered = false
      var body: some View {
        VStack(alignment: .leading) {
          Text("Target").onHover { isHovered = $0 }
          Text(isHovered ? "over" : "away")
        }
      }
    }
    let host = TestHost(Hovering(), size: Size(width: 20, height: 3))
    host.hover(at: Point(x: 2, y: 0))
    #expect(host.element("over") != nil)
    host.hover(at: Point(x: 2, y: 1))
    #expect(host.element("away") != nil)
    host.hover(at: Point(x: 0, y: 0))
    host.hover(at: nil)
    #expect(host.element("away") != nil)
  }

  @Test func aZeroCountTapGestureWarnsAndNeverRuns() {
    struct Zero: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Text("Tap").onTapGesture(count: 0) { taps += 1 }
          Text("taps \(taps)")
        }
      }
    }
    let host = TestHost(Zero(), size: Size(width: 20, height: 3))
    host.click("Tap")
    #expect(host.element("taps 0") != nil)
    #expect(host.runtimeWarnings.contains { $0.contains("onTapGesture(count: 0)") })
  }
}
