import FocusUITesting
import Testing

@MainActor final class Scoreboard: ObservableObject {
  @Published var home = 0
  @Published var away = 0
  @Published var title = "Match"
  static var made = 0
  init() { Self.made += 1 }
}

/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `onReceive`:
/// bodies that hold an observable object run again when it publishes.
@MainActor @Suite(.serialized) struct ObservableObjectViewTests {
  final class Log {
    var parentRuns = 0
    var childRuns = 0
    var bystanderRuns = 0
  }

  struct Owner: View {
    @StateObject private var board = Scoreboard()
    @State private var unrelated = 0
    let log: Log

    var body: some View {
      let _ = log.parentRuns += 1
      VStack {
        Button("Parent \(unrelated)") { unrelated += 1 }
        HomeScore(board: board, log: log)
        Bystander(log: log)
        TextField("Title", text: $board.title)
        Text("title = \(board.title)")
      }
    }
  }

  struct HomeScore: View {
    @ObservedObject var board: Scoreboard
    let log: Log
    var body: some View {
      let _ = log.childRuns += 1
      Button("Home \(board.home)") { board.home += 1 }
    }
  }

  struct Bystander: View {
    let log: Log
    var body: some View {
      let _ = log.bystanderRuns += 1
      Text("bystander")
    }
  }

  @Test func aStateObjectIsMadeOnceAndKeptWhileItsViewKeepsItsIdentity() {
    Scoreboard.made = 0
    let host = TestHost(Owner(log: Log()))
    host.click("Parent 0")
    host.click("Parent 1")
    #expect(host.element("Parent 2") != nil)
    #expect(Scoreboard.made == 1)
  }

  @Test func aChangeRunsTheBodiesHoldingTheObjectAndNoOthers() {
    let log = Log()
    let host = TestHost(Owner(log: log))
    #expect((log.parentRuns, log.childRuns, log.bystanderRuns) == (1, 1, 1))
    host.click("Home 0")
    #expect(host.element("Home 1") != nil)
    // The owner and the observer hold the object; the bystander doesn't.
    #expect(log.childRuns == 2)
    #expect(log.parentRuns == 2)
    #expect(log.bystanderRuns == 1)
  }

  @Test func anUnrelatedParentUpdateDoesNotRunAnObserverHandedTheSameObject() {
    let log = Log()
    let host = TestHost(Owner(log: log))
    host.click("Parent 0")
    #expect(log.parentRuns == 2)
    #expect(log.childRuns == 1)
  }

  @Test func aDollarObjectBindingEditsTheObjectsProperty() {
    let host = TestHost(Owner(log: Log()))
    host.click("Title")
    host.type(" day")
    #expect(host.element("title = Match day") != nil)
  }

  struct Switcher: View {
    let first: Scoreboard
    let second: Scoreboard
    @State private var showsSecond = false
    let log: Log
    var body: some View {
      VStack {
        Button("Switch") { showsSecond.toggle() }
        HomeScore(board: showsSecond ? second : first, log: log)
      }
    }
  }

  @Test func handingAnObserverAnotherObjectRunsItAndFollowsTheNewObject() {
    let first = Scoreboard()
    let second = Scoreboard()
    second.home = 5
    let log = Log()
    let host = TestHost(Switcher(first: first, second: second, log: log))
    host.click("Switch")
    #expect(host.element("Home 5") != nil)
    #expect(log.childRuns == 2)
    first.home = 9  // no longer observed
    #expect(log.childRuns == 2)
    second.home = 6
    #expect(host.element("Home 6") != nil)
  }

  @Test func aChangeMadeOutsideAnEventReachesTheNextFrame() {
    let board = Scoreboard()
    let host = TestHost(HomeScore(board: board, log: Log()))
    board.home = 3
    #expect(host.element("Home 3") != nil)
  }

  struct Settings: View {
    @StateObject private var board = Scoreboard()
    @State private var passes = true
    var body: some View {
      VStack {
        Button("Toggle") { passes.toggle() }
        if passes {
          Panel().environmentObject(board)
        } else {
          Panel()
        }
      }
    }
  }

  struct Panel: View {
    var body: some View { AwayScore() }
  }

  struct AwayScore: View {
    @EnvironmentObject var board: Scoreboard
    var body: some View {
      VStack {
        Button("Away \(board.away)") { board.away += 1 }
        TextField("Board title", text: $board.title)
      }
    }
  }

  @Test func anEnvironmentObjectReachesDescendantsAndTheirBodiesFollowIt() {
    let host = TestHost(Settings())
    host.click("Away 0")
    host.click("Away 1")
    #expect(host.element("Away 2") != nil)
    host.click("Board title")
    host.type("!")
    #expect(host.element("Board title")?.value == "Match!")
  }

  @Test func aMissingEnvironmentObjectIsAWarningAndTheViewShowsNothing() {
    let host = TestHost(Settings())
    host.click("Toggle")
    #expect(host.elements.allSatisfy { !$0.label.hasPrefix("Away") })
    #expect(host.runtimeWarnings.contains { $0.contains("No ObservableObject of type Scoreboard found") })
    host.click("Toggle")
    #expect(host.element("Away 0") != nil)
  }

  struct Receiver: View {
    let board: Scoreboard
    @State private var received: [Int] = []
    @State private var shows = true
    var body: some View {
      VStack {
        Text("received = \(received.map(String.init).joined(separator: ","))")
        Button("Hide") { shows = false }
        if shows {
          Text("listening").onReceive(board.$home) { received.append($0) }
        }
      }
    }
  }

  @Test func onReceiveRunsForTheCurrentValueThenEachNewOneWhileInTheTree() {
    let board = Scoreboard()
    let host = TestHost(Receiver(board: board))
    #expect(host.element("received = 0") != nil)
    board.home = 1
    board.home = 2
    #expect(host.element("received = 0,1,2") != nil)
    host.click("Hide")
    board.home = 3
    #expect(host.element("received = 0,1,2") != nil)
  }

  @Test func aViewLeavingTheTreeLetsGoOfItsStateObject() {
    weak var leaked: Scoreboard?
    struct Holder: View {
      @StateObject var board = Scoreboard()
      let onMake: (Scoreboard) -> Void
      var body: some View {
        let _ = onMake(board)
        Text("holder")
      }
    }
    struct Root: View {
      @State private var shows = true
      let onMake: (Scoreboard) -> Void
      var body: some View {
        VStack {
          Button("Remove") { shows = false }
          if shows { Holder(onMake: onMake) }
        }
      }
    }
    let host = TestHost(Root { leaked = $0 })
    #expect(leaked != nil)
    host.click("Remove")
    #expect(host.element("holder") == nil)
    #expect(leaked == nil)
  }
}
