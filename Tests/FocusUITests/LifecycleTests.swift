import FocusUITesting
import Testing

@MainActor final class Journal {
  var entries: [String] = []
}

@MainActor @Suite struct LifecycleTests {
  struct Leaf: View {
    let name: String
    let journal: Journal
    var body: some View {
      Text(name)
        .onAppear { journal.entries.append("appear \(name)") }
        .onDisappear { journal.entries.append("disappear \(name)") }
    }
  }

  struct Tree: View {
    let journal: Journal
    @State private var shown = true
    var body: some View {
      VStack {
        Button("Toggle") { shown.toggle() }
        if shown {
          VStack {
            Leaf(name: "child 1", journal: journal)
            Leaf(name: "child 2", journal: journal)
          }
          .onAppear { journal.entries.append("appear parent") }
          .onDisappear { journal.entries.append("disappear parent") }
        }
      }
    }
  }

  @Test func appearAndDisappearRunParentsFirstInTreeOrder() {
    let journal = Journal()
    let host = TestHost(Tree(journal: journal))
    #expect(journal.entries == ["appear parent", "appear child 1", "appear child 2"])
    journal.entries = []
    host.click("Toggle")
    #expect(journal.entries == ["disappear parent", "disappear child 1", "disappear child 2"])
  }

  struct Watcher: View {
    let journal: Journal
    @State private var value = 0
    @State private var echoed = 0
    var body: some View {
      VStack {
        Button("Bump") { value += 1 }
        Text("echo \(echoed)")
      }
      .onChange(of: value, initial: true) { old, new in
        journal.entries.append("\(old)->\(new)")
        echoed = new * 10
      }
      .onChange(of: value) {
        journal.entries.append("changed")
      }
    }
  }

  @Test func onChangeRunsAfterTheUpdateAndMayChangeState() {
    let journal = Journal()
    let host = TestHost(Watcher(journal: journal))
    #expect(journal.entries == ["0->0"])
    host.click("Bump")
    // Outer modifiers run first, like parents before children.
    #expect(journal.entries == ["0->0", "changed", "0->1"])
    #expect(host.element("echo 10") != nil)
  }

  struct AppearWrites: View {
    @State private var loaded = false
    var body: some View {
      Text(loaded ? "Loaded" : "Loading")
        .onAppear { loaded = true }
    }
  }

  @Test func stateSetInOnAppearShowsInTheFirstFrame() {
    let host = TestHost(AppearWrites())
    #expect(host.screen.hasPrefix("Loaded"))
  }

  struct Loop: View {
    @State private var value = 0
    var body: some View {
      Text("\(value)").onChange(of: value, initial: true) { value += 1 }
    }
  }

  @Test func anUpdateCycleIsCutWithAWarning() {
    let host = TestHost(Loop())
    #expect(host.runtimeWarnings.contains { $0.contains("for 100 rounds") })
  }
}
