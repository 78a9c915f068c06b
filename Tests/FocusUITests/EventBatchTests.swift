import FocusUITesting
import Observation
import Testing

@testable import FocusUI

/// A host hands a screen all the events that arrived, then draws once: each
/// event settles (one update pass, which apps observe), but the layout
/// waits for the frame, or for an event that reads it.
@MainActor @Suite struct EventBatchTests {
  /// Fields in a scroll view under a line that reads the focus: each Tab
  /// changes the line's text, so each needs a layout before it is drawn.
  struct Form: View {
    let fields: Int
    @FocusState private var focus: Int?

    var body: some View {
      VStack {
        Text("focused: \(focus.map(String.init) ?? "none")")
        ScrollView {
          VStack {
            ForEach(0..<fields, id: \.self) { index in
              TextField("Field \(index)", text: .constant("")).focused($focus, equals: index)
            }
          }
        }
      }
    }
  }

  @Test func aThousandTabsInOneBatchAreLaidOutOnceAndEachSettles() {
    let screen = Screen(Form(fields: 2_000), size: Size(width: 40, height: 10))
    _ = screen.frame(in: screen.size)
    let before = screen.content.stats
    for _ in 0..<1_000 { screen.send(.key(.tab, [])) }
    let routed = screen.content.stats
    let frame = screen.frame(in: screen.size)
    let after = screen.content.stats
    // Each Tab moved focus in an update pass of its own…
    #expect(routed.updatePasses - before.updatePasses == 1_000)
    // …and none was laid out until the frame, which laid out once.
    #expect(routed.layoutPasses == before.layoutPasses)
    #expect(after.layoutPasses - routed.layoutPasses == 1)
    // The frame shows the last Tab's field, scrolled into view.
    #expect(frame.canvas.text.contains("Field 999"))
    #expect(frame.canvas.text.contains("focused: 999"))
  }

  /// A button that shows a banner above another one when pressed: the
  /// second button moves down a row.
  struct Shifting: View {
    @State private var showsBanner = false
    @State private var presses = 0

    var body: some View {
      VStack(alignment: .leading) {
        Button("Show banner") { showsBanner = true }
        if showsBanner { Text("Banner") }
        Button("Target \(presses)") { presses += 1 }
      }
    }
  }

  @Test func aClickAfterKeysInTheSameBatchHitsWhereTheKeysMovedViews() {
    let screen = Screen(Shifting(), size: Size(width: 30, height: 6))
    let first = screen.frame(in: screen.size).canvas.text
    #expect(first.split(separator: "\n").firstIndex { $0.contains("Target 0") } == 1)
    // Tab to "Show banner" and press it: "Target" moves to row 2, and no
    // frame is drawn before the click there.
    screen.send(.key(.tab, []))
    screen.send(.key(.return, []))
    let layoutsBefore = screen.content.stats.layoutPasses
    screen.send(.click(Point(x: 2, y: 2)))
    #expect(screen.content.stats.layoutPasses > layoutsBefore, "the click laid out before its hit test")
    let lines = screen.frame(in: screen.size).canvas.text.split(separator: "\n")
    #expect(lines.firstIndex { $0.contains("Target 1") } == 2, "\(lines)")
  }

  struct Counting: View {
    @State private var text = ""
    let changes: ChangeCounter

    var body: some View {
      TextField("Name", text: $text)
        .onChange(of: text) { changes.count += 1 }
    }
  }

  final class ChangeCounter {
    var count = 0
  }

  @Test func appsSeeEachEventOfABatchSettle() {
    let changes = ChangeCounter()
    let screen = Screen(Counting(changes: changes), size: Size(width: 30, height: 3))
    screen.send(.key(.tab, []))
    let layouts = screen.content.stats.layoutPasses
    for letter in "abcdefghij" { screen.send(.text(String(letter))) }
    // Ten edits, ten onChange calls: one settle per event, as before.
    #expect(changes.count == 10)
    #expect(screen.content.stats.layoutPasses == layouts)
    #expect(screen.frame(in: screen.size).canvas.text.contains("abcdefghij"))
  }
}

/// A task that changes a model in a loop, yielding after each change: the
/// changes are applied in one update when the host settles, not one each.
@MainActor @Suite struct ChurnLoopTests {
  @MainActor @Observable final class Model {
    var count = 0
  }

  final class Evaluations {
    var count = 0
  }

  struct Churn: View {
    let model: Model
    let evaluations: Evaluations
    let changes: Int

    var body: some View {
      let _ = evaluations.count += 1
      Text("changes: \(model.count)")
        .task {
          for _ in 0..<changes {
            model.count += 1
            await Task.yield()
          }
        }
    }
  }

  @Test func tenThousandChangesInALoopRunTheBodyOnceAndShowTheLast() {
    let model = Model()
    let evaluations = Evaluations()
    let host = TestHost(Churn(model: model, evaluations: evaluations, changes: 10_000))
    // The host ran the task to its end before returning; its frame shows
    // the last value, and the body ran for the first frame and once after.
    #expect(model.count == 10_000)
    #expect(host.screen.contains("changes: 10000"))
    #expect(evaluations.count <= 2)
  }
}
