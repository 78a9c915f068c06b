import FocusUI
import FocusUITesting
import Testing

/// A parent's body runs again; its `ForEach` has the same data and a content
/// closure with equal captures: no row runs, unless what a row shows changed.
@MainActor
struct UnchangedRowsTests {
  /// The scenario: a button changes the parent's state and writes
  /// the focus state to a far row.
  struct FieldForm: View {
    let fields: Int
    @State private var presses = 0
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Button("Jump (\(presses))") {
          presses += 1
          focused = fields - 1
        }
        ScrollView {
          VStack {
            ForEach(0..<fields, id: \.self) { FieldRow(index: $0, focus: $focused) }
          }
        }
      }
    }
  }

  @Test func aParentStateChangeRunsNoRowOfAnUnchangedForEach() {
    let host = TestHost(FieldForm(fields: 10_000))
    let before = host.stats
    host.click("Jump (0)")
    #expect(host.element("Jump (1)") != nil)
    #expect(host.focusedElement?.label == "Field 9999")
    #expect(host.stats.rowEvaluations - before.rowEvaluations == 0)
    #expect(host.stats.rowsDiffed - before.rowsDiffed == 0)
    // The form's body; the text field's focus ring needs no body.
    #expect(host.stats.bodyEvaluations - before.bodyEvaluations == 1)
  }

  struct CapturedLocal: View {
    @State private var selected = 0
    var body: some View {
      let marked = selected
      VStack {
        Button("Next") { selected += 1 }
        ForEach(0..<5, id: \.self) { index in Text(index == marked ? "▶ \(index)" : "  \(index)") }
      }
    }
  }

  @Test func aLocalTheClosureCapturedThatChangedRunsTheRows() {
    let host = TestHost(CapturedLocal())
    #expect(host.screen.contains("▶ 0"))
    host.click("Next")
    #expect(host.screen.contains("▶ 1"))
    #expect(!host.screen.contains("▶ 0"))
  }

  struct StateReadInRows: View {
    @State private var selected = 0
    @State private var other = 0
    var body: some View {
      VStack {
        Button("Next") { selected += 1 }
        Button("Other \(other)") { other += 1 }
        ForEach(0..<5, id: \.self) { index in Text(index == selected ? "▶ \(index)" : "  \(index)") }
      }
    }
  }

  @Test func stateReadInsideTheClosureRunsTheRowsThatReadIt() {
    let host = TestHost(StateReadInRows())
    host.click("Next")
    #expect(host.screen.contains("▶ 1"))
    // `other` is read by the body only: no row runs for it.
    let before = host.stats.rowEvaluations
    host.click("Other 0")
    #expect(host.element("Other 1") != nil)
    #expect(host.stats.rowEvaluations == before)
  }

  final class Model: ObservableObject {
    @Published var prefix = "a"
  }

  struct ObservedRows: View {
    @ObservedObject var model: Model
    var body: some View {
      VStack {
        Text("prefix \(model.prefix)")
        ForEach(0..<3, id: \.self) { index in Text("\(model.prefix)-\(index)") }
      }
    }
  }

  @Test func rowsReadingAnObservedObjectOfTheParentFollowIt() {
    let model = Model()
    let host = TestHost(ObservedRows(model: model))
    #expect(host.screen.contains("a-2"))
    model.prefix = "b"
    host.resize(to: host.size)
    #expect(host.screen.contains("b-2"))
  }

  struct Item: Identifiable, Equatable {
    var id: Int
    var name: String
  }

  struct ItemList: View {
    @State private var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
    @State private var title = "List"
    var body: some View {
      VStack {
        Button("Retitle") { title += "!" }
        Button("Rename") { items[0].name = "uno" }
        Text(title)
        ForEach(items) { item in Text(item.name) }
      }
    }
  }

  @Test func rowsOfUnchangedStateArraysStayAndAChangedElementShows() {
    let host = TestHost(ItemList())
    var before = host.stats.rowEvaluations
    host.click("Retitle")
    #expect(host.screen.contains("List!"))
    #expect(host.stats.rowEvaluations == before)
    before = host.stats.rowEvaluations
    let diffed = host.stats.rowsDiffed
    host.click("Rename")
    #expect(host.screen.contains("uno"))
    #expect(host.stats.rowEvaluations > before)
    #expect(host.stats.rowsDiffed - diffed == 2)
  }

  struct Accent: EnvironmentKey {
    static let defaultValue = "plain"
  }

  struct EnvironmentRows: View {
    @Environment(\.rowAccent) private var accent
    var body: some View {
      ForEach(0..<3, id: \.self) { index in Text("\(accent) \(index)") }
    }
  }

  struct EnvironmentParent: View {
    @State private var accent = "plain"
    var body: some View {
      VStack {
        Button("Accent") { accent = "bold" }
        EnvironmentRows().environment(\.rowAccent, accent)
      }
    }
  }

  @Test func rowsReadingTheParentsEnvironmentFollowIt() {
    let host = TestHost(EnvironmentParent())
    #expect(host.screen.contains("plain 2"))
    host.click("Accent")
    #expect(host.screen.contains("bold 2"))
  }

  struct ListRows: View {
    @State private var title = "Fruit"
    let fruit = ["apple", "pear", "plum"]
    var body: some View {
      VStack {
        Button("Retitle") { title += "!" }
        Text(title)
        List(fruit, id: \.self) { name in Text(name) }
      }
    }
  }

  @Test func aListsRowsStayWhenItsParentRunsAgain() {
    let host = TestHost(ListRows())
    let before = host.stats.rowEvaluations
    host.click("Retitle")
    #expect(host.screen.contains("Fruit!"))
    #expect(host.screen.contains("plum"))
    #expect(host.stats.rowEvaluations == before)
  }
}

extension EnvironmentValues {
  fileprivate var rowAccent: String {
    get { self[UnchangedRowsTests.Accent.self] }
    set { self[UnchangedRowsTests.Accent.self] = newValue }
  }
}
