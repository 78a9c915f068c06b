import FocusUITesting
import Testing

/// `.task`, `.task(id:)` and `.task(priority:)` in a test host: started
/// when the view appears, cancelled when it disappears, restarted when the
/// id changes, as SwiftUI documents; their sleeps follow the host's clock.
@MainActor @Suite struct TaskModifierTests {
  @MainActor @Observable final class Log {
    var lines: [String] = []
  }

  struct Loader: View {
    let log: Log
    @State private var status = "loading"
    var body: some View {
      Text(status)
        .task {
          log.lines.append("started")
          status = await Self.fetch()
        }
    }

    nonisolated static func fetch() async -> String { "loaded" }
  }

  @Test func aTaskStartsWhenItsViewAppearsAndItsWorkRunsBeforeTheHostReturns() {
    let log = Log()
    let host = TestHost(Loader(log: log))
    #expect(log.lines == ["started"])
    #expect(host.stats.tasksStarted == 1)
    // The await of a nonisolated function came back, on the main actor.
    #expect(host.element("loaded") != nil)
  }

  struct Panel: View {
    let log: Log
    @State private var isShown = true
    var body: some View {
      VStack {
        Button("Toggle") { isShown.toggle() }
        if isShown {
          Text("Panel")
            .task {
              log.lines.append("start")
              do {
                try await Task.sleep(for: .seconds(60))
                log.lines.append("finished")
              } catch {
                log.lines.append("cancelled")
              }
            }
        }
      }
    }
  }

  @Test func aTaskIsCancelledWhenItsViewDisappearsAndStartsAgainWhenItReturns() {
    let log = Log()
    let host = TestHost(Panel(log: log))
    #expect(log.lines == ["start"])
    host.click("Toggle")
    #expect(log.lines == ["start", "cancelled"])
    host.click("Toggle")
    #expect(log.lines == ["start", "cancelled", "start"])
    host.advanceClock(by: .seconds(60))
    #expect(log.lines == ["start", "cancelled", "start", "finished"])
  }

  struct Search: View {
    let log: Log
    @State private var query = ""
    var body: some View {
      TextField("Query", text: $query)
        .task(id: query) {
          // `query` read later would be the state's value then.
          let query = query
          log.lines.append("search \(query)")
          do {
            try await Task.sleep(for: .milliseconds(300))
            log.lines.append("results for \(query)")
          } catch {
            log.lines.append("dropped \(query)")
          }
        }
    }
  }

  @Test func aNewIdCancelsTheRunningTaskAndStartsAnother() {
    let log = Log()
    let host = TestHost(Search(log: log))
    host.press(.tab)
    host.type("a")
    host.advanceClock(by: .milliseconds(100))
    host.type("b")
    // The new task starts before the cancelled one hears of it: the
    // cancellation reaches it by way of its sleep, one job later.
    #expect(log.lines == ["search ", "search a", "dropped ", "search ab", "dropped a"])
    host.advanceClock(by: .milliseconds(299))
    #expect(!log.lines.contains("results for ab"))
    host.advanceClock(by: .milliseconds(1))
    #expect(log.lines.last == "results for ab")
    #expect(host.stats.tasksStarted == 3)
  }

  @Test func anUnchangedIdKeepsTheRunningTask() {
    let log = Log()
    let host = TestHost(Search(log: log))
    host.press(.tab)
    host.press(.tab)  // focus moves; the body may run; the query stays ""
    host.advanceClock(by: .milliseconds(300))
    #expect(log.lines == ["search ", "results for "])
    #expect(host.stats.tasksStarted == 1)
  }

  struct Prioritised: View {
    @State private var priority = "none"
    var body: some View {
      Text(priority)
        .task(priority: .low) {
          priority = Task.currentPriority == .low ? "low" : "\(Task.currentPriority)"
        }
    }
  }

  @Test func aTaskRunsAtThePriorityItAskedFor() {
    let host = TestHost(Prioritised())
    #expect(host.element("low") != nil, "\(host.screen)")
  }

  struct Spinner: View {
    @State private var spins = 0
    var body: some View {
      Text("spins \(spins)")
        .task {
          while !Task.isCancelled {
            spins += 1
            await Task.yield()
          }
        }
    }
  }

  @Test func aTaskThatNeverWaitsIsCutOffWithAWarningInsteadOfHangingTheTest() {
    let host = TestHost(Spinner())
    #expect(host.runtimeWarnings.contains { $0.contains("queued more than") })
  }
}

/// `withAnimation`'s completion runs on the main actor's next turn: in a
/// test host, before the call that ran the body returns.
@MainActor @Suite struct AnimationCompletionTests {
  struct Dismissable: View {
    @State private var isShown = true
    @State private var note = "shown"
    @FocusState private var searchFocused: Bool
    var body: some View {
      VStack {
        if isShown {
          Button("Dismiss") {
            withAnimation {
              isShown = false
            } completion: {
              note = "completed"
              searchFocused = true
            }
          }
        }
        TextField("Search", text: .constant("")).focused($searchFocused)
        Text(note)
      }
    }
  }

  @Test func theCompletionRunsAfterTheChangeAndCanMoveFocus() {
    let host = TestHost(Dismissable())
    host.click("Dismiss")
    #expect(host.element("Dismiss") == nil)
    #expect(host.element("completed") != nil)
    #expect(host.focusedElement?.label == "Search")
  }
}
