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

  // MARK: Rows bound to their elements

  struct Task: Identifiable {
    let id: String
    var title: String
    var done = false
  }

  @MainActor final class Captured {
    var bindings: [String: Binding<Task>] = [:]
  }

  struct Tasks: View {
    let captured: Captured
    @State private var tasks = [Task(id: "a", title: "Alpha"), Task(id: "b", title: "Beta")]
    var body: some View {
      VStack {
        ForEach($tasks) { $task in
          HStack {
            Toggle(task.done ? "\(task.id) done" : "\(task.id) open", isOn: $task.done)
            TextField("Title \(task.id)", text: $task.title)
          }
          .onAppear { captured.bindings[task.id] = $task }
        }
        Button("Remove first") { tasks.removeFirst() }
        Text(tasks.map { "\($0.title)\($0.done ? "+" : "")" }.joined(separator: ","))
      }
    }
  }

  @Test func rowsBoundToTheirElementsEditTheCollection() {
    let host = TestHost(Tasks(captured: Captured()), size: Size(width: 50, height: 6))
    host.click("Title b")
    host.type("!")
    host.click("a open")
    #expect(host.element("Alpha+,Beta!") != nil)
    #expect(host.element("a done") != nil)
  }

  @Test func aRowsBindingFollowsItsElementWhenRowsBeforeItAreRemoved() {
    let captured = Captured()
    let host = TestHost(Tasks(captured: captured), size: Size(width: 50, height: 6))
    host.click("Remove first")
    host.click("b open")
    host.click("Title b")
    host.type("?")
    #expect(host.element("Beta?+") != nil)
    // A binding kept from before the removal still means "b".
    captured.bindings["b"]!.wrappedValue.title = "Bee"
    #expect(host.element("Bee+") != nil)
  }

  @Test func theBindingOfARemovedElementReadsItsLastValueAndIgnoresWrites() {
    let captured = Captured()
    let host = TestHost(Tasks(captured: captured), size: Size(width: 50, height: 6))
    host.click("Remove first")
    let removed = captured.bindings["a"]!
    #expect(removed.wrappedValue.title == "Alpha")
    removed.wrappedValue.title = "Zombie"
    #expect(host.element("Beta") != nil)
    #expect(!host.screen.contains("Zombie"))
  }

  struct Numbers: View {
    @State private var numbers = [1, 2, 3]
    var body: some View {
      VStack {
        ForEach($numbers, id: \.self) { $number in
          Button("n\(number)") { number += 10 }
        }
        Text("sum \(numbers.reduce(0, +))")
      }
    }
  }

  @Test func rowsBoundByAKeyPathWriteTheirElementEvenWhenTheWriteChangesTheirID() {
    let host = TestHost(Numbers(), size: Size(width: 20, height: 5))
    host.click("n2")
    #expect(host.elements.filter { $0.role == .button }.map(\.label) == ["n1", "n12", "n3"])
    host.click("n12")
    #expect(host.element("sum 26") != nil)
  }
}
