import FocusUITesting
import Testing

/// A host that goes away takes its views, nodes and state with it.
@MainActor @Suite struct HostLifetimeTests {
  final class Token {}

  struct Plain: View {
    let token: Token
    var body: some View { Text("x") }
  }

  struct Focusing: View {
    let token: Token
    @FocusState private var focus: Int?
    @State private var text = ""
    @State private var rows = [1, 2]
    var body: some View {
      VStack {
        ForEach(rows, id: \.self) { row in
          TextField("f\(row)", text: $text).focused($focus, equals: row)
        }
        Button("b") { rows.append(3) }
      }
    }
  }

  private func released<V: View>(_ make: (Token) -> V, drive: (TestHost) -> Void = { _ in }) -> Bool {
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let host = TestHost(make(token))
      drive(host)
      _ = host.screen
    }
    return weakToken == nil
  }

  @Test func aClosedHostReleasesAPlainView() {
    #expect(released { Plain(token: $0) })
  }

  @Test func aClosedHostReleasesFocusStateForEachAndFields() {
    #expect(released { Focusing(token: $0) })
  }

  @Test func aClosedHostReleasesViewsAfterFocusMovesAndRowsChange() {
    #expect(
      released({ Focusing(token: $0) }) { host in
        host.click("f1")
        host.press(.tab)
        host.click("b")
      })
  }

  /// Hands its focus state's binding out, as a closure kept by a model
  /// might.
  struct Leaking: View {
    @MainActor static var kept: FocusState<Int?>.Binding?
    @FocusState private var focus: Int?
    var body: some View {
      let _ = Self.kept = $focus
      TextField("f", text: .constant("")).focused($focus, equals: 1)
    }
  }

  // The state and the journal refer to the window through links the
  // window empties as it goes (`ObjectLink`), not through `weak`
  // references, which cost every key the runtime's slow reference counts.

  @Test func aFocusStateBindingThatOutlivesItsWindowWritesNothing() {
    do {
      let host = TestHost(Leaking())
      host.press(.tab)
      #expect(Leaking.kept?.wrappedValue == 1)
    }
    Leaking.kept?.wrappedValue = nil
    Leaking.kept?.wrappedValue = 1
    #expect(Leaking.kept?.wrappedValue == 1)
    Leaking.kept = nil
  }

  @Test func theJournalOfAClosedWindowStillReads() {
    let journal: FocusJournal
    do {
      let host = TestHost(Leaking())
      host.press(.tab)
      journal = host.device.journal
      #expect(journal.entries.count == 1)
    }
    Leaking.kept = nil
    // The window's views are gone with it: the entry names the node only
    // (a journal is read while its window is open, as the inspector and
    // the log do).
    let entry = journal.entries.first
    #expect(entry?.focus == .keyboard)
    #expect(entry?.to?.role == "view")
  }
}
