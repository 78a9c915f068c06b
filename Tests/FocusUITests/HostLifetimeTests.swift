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
}
