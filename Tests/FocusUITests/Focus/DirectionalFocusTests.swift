import FocusUITesting
import Testing

/// Arrow keys move focus to the nearest focusable view in line, and focus
/// sections catch moves where nothing lies in line.
@MainActor @Suite struct DirectionalFocusTests {
  struct Grid: View {
    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          Button("A") {}
          Button("B") {}
        }
        HStack {
          Button("C") {}
          Button("D") {}
        }
        TextField("Field", text: .constant(""))
      }
    }
  }

  func focused(_ host: TestHost) -> String? { host.focusedElement?.label }

  @Test func arrowsMoveToTheNearestViewInLine() {
    let host = TestHost(Grid(), size: Size(width: 30, height: 6))
    host.press(.tab)
    #expect(focused(host) == "A")
    host.press(.downArrow)
    #expect(focused(host) == "C")
    host.press(.rightArrow)
    #expect(focused(host) == "D")
    host.press(.upArrow)
    #expect(focused(host) == "B")
    host.press(.leftArrow)
    #expect(focused(host) == "A")
  }

  @Test func withNothingInLineFocusStays() {
    let host = TestHost(Grid(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.rightArrow)
    host.press(.rightArrow)
    #expect(focused(host) == "B")
    host.press(.upArrow)
    #expect(focused(host) == "B")
  }

  @Test func aTextFieldKeepsItsArrows() {
    let host = TestHost(Grid(), size: Size(width: 30, height: 6))
    host.click("Field")
    host.press(.upArrow)
    #expect(focused(host) == "Field")
  }

  struct Sidebar: View {
    let isSection: Bool
    var body: some View {
      HStack(alignment: .top) {
        VStack(alignment: .leading) {
          Button("One") {}
          Button("Two") {}
          Button("Three") {}
        }
        sidebar
      }
    }

    @ViewBuilder var sidebar: some View {
      let column = VStack(alignment: .leading) {
        Button("Side") {}
        Text("notes")
        Text("more notes")
      }
      if isSection { column.focusSection() } else { column }
    }
  }

  @Test func aFocusSectionCatchesAMoveWhereNoViewLiesInLine() {
    let plain = TestHost(Sidebar(isSection: false), size: Size(width: 40, height: 5))
    plain.press(.tab)
    plain.press(.tab)
    plain.press(.tab)
    #expect(focused(plain) == "Three")
    plain.press(.rightArrow)
    #expect(focused(plain) == "Three")

    let sectioned = TestHost(Sidebar(isSection: true), size: Size(width: 40, height: 5))
    sectioned.press(.tab)
    sectioned.press(.tab)
    sectioned.press(.tab)
    sectioned.press(.rightArrow)
    #expect(focused(sectioned) == "Side")
    sectioned.press(.leftArrow)
    #expect(focused(sectioned) == "One")
  }

  struct Commanded: View {
    @State private var moves = 0
    var body: some View {
      VStack {
        Button("Top") {}
        Button("Bottom \(moves)") {}
      }
      .onMoveCommand { _ in moves += 1 }
    }
  }

  @Test func anOnMoveCommandAroundFocusTakesTheArrowFirst() {
    let host = TestHost(Commanded())
    host.press(.tab)
    host.press(.downArrow)
    #expect(focused(host) == "Top")
    #expect(host.element("Bottom 1") != nil)
  }

  /// Two scroll views, one above the other, each taller than its space.
  struct TwoScrolls: View {
    var body: some View {
      VStack(alignment: .leading) {
        ScrollView {
          VStack(alignment: .leading) { ForEach(0..<10) { Button("top \($0)") {} } }
        }
        .frame(height: .rows(3))
        ScrollView {
          VStack(alignment: .leading) { ForEach(0..<10) { Button("bottom \($0)") {} } }
        }
        .frame(height: .rows(3))
      }
    }
  }

  @Test func aViewScrolledOutOfSightInAnotherScrollViewIsNoTarget() {
    let host = TestHost(TwoScrolls(), size: Size(width: 20, height: 6))
    host.press(.tab, modifiers: .shift)  // the last view; the upper scroll view stays at its top
    for _ in 0..<3 { host.press(.upArrow) }
    #expect(focused(host) == "bottom 6")
    // Rows 3… of the upper scroll view lie under the lower one, out of sight.
    host.press(.downArrow)
    #expect(focused(host) == "bottom 7")
    // ↑ stays in its own scroll view to its first row, then leaves it.
    for _ in 0..<7 { host.press(.upArrow) }
    #expect(focused(host) == "bottom 0")
    host.press(.upArrow)
    #expect(focused(host) == "top 2")  // the last row of the upper one in sight
  }

  @Test func rowsOfTheFocusedViewsOwnScrollViewAreReachedAndScrolledIn() {
    let host = TestHost(TwoScrolls(), size: Size(width: 20, height: 6))
    for _ in 0..<3 { host.press(.tab) }
    #expect(focused(host) == "top 2")
    host.press(.downArrow)
    #expect(focused(host) == "top 3")
    #expect(host.element("top 3")?.frame.origin.y == 2)
  }

  @Test func aViewPastTheWindowsEdgeIsNoTargetWithoutAScrollView() {
    let tall = VStack(alignment: .leading) { ForEach(0..<8) { Button("row \($0)") {} } }
    let host = TestHost(tall, size: Size(width: 20, height: 4))
    for _ in 0..<4 { host.press(.tab) }
    #expect(focused(host) == "row 3")
    host.press(.downArrow)
    #expect(focused(host) == "row 3")  // row 4 lies past the bottom edge
    host.press(.upArrow)
    #expect(focused(host) == "row 2")
  }
}
