import FocusUITesting
import Testing

/// `scrollPosition(id:anchor:)` and `scrollTargetLayout()`.
@MainActor @Suite struct ScrollPositionTests {
  struct Positioned: View {
    @State private var position: Int?
    var initial: Int?
    var lazy = true

    init(initial: Int? = nil, lazy: Bool = true) {
      self.initial = initial
      self.lazy = lazy
      _position = State(initialValue: initial)
    }

    var body: some View {
      VStack {
        Text("position \(position.map(String.init) ?? "nil")")
        Button("To 700") { position = 700 }
        ScrollView {
          if lazy {
            LazyVStack { rows }.scrollTargetLayout()
          } else {
            VStack { rows }.scrollTargetLayout()
          }
        }
        .scrollPosition(id: $position)
        .frame(height: .rows(5))
      }
    }

    @ViewBuilder var rows: some View {
      ForEach(0..<1_000, id: \.self) { Text("Row \($0)") }
    }
  }

  @Test(arguments: [true, false])
  func scrollingSetsTheBindingToTheTopmostRow(lazy: Bool) {
    let host = TestHost(Positioned(lazy: lazy), size: Size(width: 20, height: 7))
    #expect(host.element("position nil") != nil)
    host.scroll(at: Point(x: 1, y: 3), lines: 12)
    #expect(host.element("position 12") != nil)
    host.scroll(at: Point(x: 1, y: 3), lines: -2)
    #expect(host.element("position 10") != nil)
  }

  @Test(arguments: [true, false])
  func settingTheBindingScrollsItsRowToTheTop(lazy: Bool) {
    let host = TestHost(Positioned(lazy: lazy), size: Size(width: 20, height: 7))
    host.click("To 700")
    #expect(host.element("Row 700")?.frame.minY == 2)
    #expect(host.element("position 700") != nil)
  }

  @Test func anInitialValueScrollsThereWhenTheScrollViewAppears() {
    let host = TestHost(Positioned(initial: 300), size: Size(width: 20, height: 7))
    #expect(host.element("Row 300")?.frame.minY == 2)
    #expect(host.element("position 300") != nil)
  }

  @Test func pageDownWithNothingFocusedSetsTheBindingToo() {
    let host = TestHost(Positioned(), size: Size(width: 20, height: 7))
    host.press(.pageDown)
    #expect(host.element("position 4") != nil)
  }

  struct Bottom: View {
    @State private var position: Int?
    var body: some View {
      VStack {
        Text("position \(position.map(String.init) ?? "nil")")
        ScrollView {
          LazyVStack { ForEach(0..<100, id: \.self) { Text("Row \($0)") } }
        }
        .scrollPosition(id: $position, anchor: .bottom)
        .frame(height: .rows(4))
      }
    }
  }

  @Test func withABottomAnchorTheBindingNamesTheRowAtTheBottom() {
    let host = TestHost(Bottom(), size: Size(width: 20, height: 6))
    host.scroll(at: Point(x: 1, y: 2), lines: 10)
    // Rows 10–13 show: row 13 is at the bottom.
    #expect(host.element("position 13") != nil)
  }

  struct Marked: View {
    @State private var position: String?
    var body: some View {
      VStack {
        Text("position \(position ?? "nil")")
        ScrollView {
          VStack {
            Text("Header").id("header")
            VStack {
              ForEach(0..<50, id: \.self) { Text("Item \($0)").id("item \($0)") }
            }
            .scrollTargetLayout()
          }
        }
        .scrollPosition(id: $position)
        .frame(height: .rows(4))
      }
    }
  }

  @Test func theMarkedLayoutsViewsAreTheTargets() {
    let host = TestHost(Marked(), size: Size(width: 20, height: 6))
    host.scroll(at: Point(x: 1, y: 2), lines: 6)
    #expect(host.element("position item 5") != nil)
  }
}
