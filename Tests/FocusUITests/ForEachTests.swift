import FocusUITesting
import Testing

@MainActor @Suite struct ForEachTests {
  struct Item: Identifiable, Equatable {
    let id: String
  }

  struct Row: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
      Button("\(item.id) \(taps)") { taps += 1 }
    }
  }

  struct Rows: View {
    @State private var items = ["a", "b", "c"].map(Item.init)
    var body: some View {
      VStack {
        Button("Insert front") { items.insert(Item(id: "z"), at: 0) }
        Button("Remove b") { items.removeAll { $0.id == "b" } }
        Button("Reverse") { items.reverse() }
        ForEach(items) { item in
          Row(item: item)
        }
      }
    }
  }

  private func rowLabels(_ host: TestHost) -> [String] {
    host.elements.filter { $0.role == .button && $0.label.count <= 4 }.map(\.label)
  }

  @Test func insertingARowKeepsTheOtherRowsState() {
    let host = TestHost(Rows())
    host.click("a 0")
    host.click("c 0")
    host.click("c 1")
    host.click("Insert front")
    #expect(rowLabels(host) == ["z 0", "a 1", "b 0", "c 2"])
  }

  @Test func removingARowKeepsTheOtherRowsState() {
    let host = TestHost(Rows())
    host.click("a 0")
    host.click("c 0")
    host.click("Remove b")
    #expect(rowLabels(host) == ["a 1", "c 1"])
  }

  @Test func movingRowsMovesTheirState() {
    let host = TestHost(Rows())
    host.click("a 0")
    host.click("b 0")
    host.click("b 1")
    host.click("Reverse")
    #expect(rowLabels(host) == ["c 0", "b 2", "a 1"])
    let frames = host.elements.filter { $0.role == .button && $0.label.count <= 4 }.map(\.frame.minY)
    #expect(frames == frames.sorted())
  }

  struct Indexed: View {
    @State private var count = 3
    var body: some View {
      VStack {
        Button("More") { count += 1 }
        ForEach(0..<count, id: \.self) { index in
          Text("Line \(index)")
        }
      }
    }
  }

  @Test func forEachWithAnIDKeyPathShowsEveryElement() {
    let host = TestHost(Indexed())
    host.click("More")
    #expect(host.elements.filter { $0.label.hasPrefix("Line") }.map(\.label) == (0..<4).map { "Line \($0)" })
  }

  struct Duplicates: View {
    var body: some View {
      VStack {
        ForEach(["x", "y", "x"], id: \.self) { Text($0) }
      }
    }
  }

  @Test func duplicateIDsAreAWarningAndShowOnce() {
    let host = TestHost(Duplicates())
    #expect(host.elements.filter { $0.role == .text }.map(\.label) == ["x", "y"])
    #expect(host.runtimeWarnings.contains { $0.contains("share an id") })
  }
}
