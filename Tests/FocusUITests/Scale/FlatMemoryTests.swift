import FocusUITesting
import Testing

/// Many keys and state changes leave the runtime's storage as it was: no
/// node, cache, queue or history grows with the number of events (issue
/// #14's flat memory; the memory itself is measured in `Benchmarks/`).
@MainActor @Suite struct FlatMemoryTests {
  struct Field: View {
    let index: Int
    let focus: FocusState<Int?>.Binding
    var body: some View {
      TextField("Field \(index)", text: .constant("")).focused(focus, equals: index)
    }
  }

  struct Form: View {
    static let fields = 99
    @State private var count = 0
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Text("count \(count), focused \(focused.map(String.init) ?? "nil")")
        Button("Count") { count += 1 }
        ScrollView {
          VStack {
            ForEach(0..<Self.fields, id: \.self) { Field(index: $0, focus: $focused) }
          }
        }
      }
    }
  }

  /// Tab stops in the form: the button and the fields.
  static let stops = Form.fields + 1

  @Test func aThousandTabsAndStateChangesLeaveEveryStructureTheSameSize() {
    let host = TestHost(Form())
    // One lap of Tab and a click first, so that what a first focus or a
    // first change makes once (and keeps) is there before counting.
    host.click("Count")
    for _ in 0..<Self.stops { host.press(.tab) }
    let focusedBefore = host.focusedElement?.label
    let nodesBefore = host.stats.liveNodes
    let before = StorageCensus(of: host)

    for _ in 0..<1_000 { host.click("Count") }
    // Whole laps: focus ends where it started.
    for _ in 0..<(1_000 / Self.stops * Self.stops) { host.press(.tab) }

    #expect(host.screen.contains("count 1001"))
    #expect(host.focusedElement?.label == focusedBefore)
    #expect(host.stats.liveNodes == nodesBefore)
    let after = StorageCensus(of: host)
    let grown = after.grown(since: before)
    #expect(
      grown.isEmpty,
      "grew: \(grown.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.before) → \($0.value.after)" })")
    #expect(before.total > Self.stops, "the census reached the graph's nodes")
  }
}
