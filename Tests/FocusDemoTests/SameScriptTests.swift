import FocusDemoExamples
import FocusUITesting
import Testing

/// The terminal host and `TestHost` drive the same `Screen`: one script of
/// keys, typed into the real demo through a pty and pressed in a `TestHost`,
/// ends on the same screen.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct SameScriptTests {
  /// A step of the script: the bytes a terminal sends, and the `TestHost` call.
  struct Step {
    var bytes: String
    var drive: @MainActor (TestHost) -> Void
  }

  static let script: [Step] = [
    Step(bytes: "\t") { $0.press(.tab) },
    Step(bytes: "bob") { $0.type("bob") },
    Step(bytes: "\u{7F}") { $0.press(.delete) },
    Step(bytes: "\t") { $0.press(.tab) },
    Step(bytes: "secret") { $0.type("secret") },
    Step(bytes: "\u{1B}[Z") { $0.press(.tab, modifiers: .shift) },
    Step(bytes: "x") { $0.type("x") },
    Step(bytes: "\t\t\r") {
      $0.press(.tab)
      $0.press(.tab)
      $0.press(.return)
    },
  ]

  @MainActor func testHostScreen(columns: Int, rows: Int) -> String {
    let host = TestHost(DemoRoot(initial: "login"), size: Size(width: columns, height: rows))
    for step in Self.script { step.drive(host) }
    return host.screen
  }

  static func trimmed(_ screen: String) -> String {
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  @Test func aKeyScriptEndsOnTheSameScreenInThePtyAndInTestHost() async throws {
    let expected = Self.trimmed(await testHostScreen(columns: 60, rows: 16))
    #expect(expected.contains("bo"))
    let terminal = try Terminal("\(Terminal.demo) login", columns: 60, rows: 16)
    try terminal.wait(for: "focusedField = nil")
    for step in Self.script { try terminal.send(step.bytes) }
    let shown = try terminal.wait(until: "the screen matches TestHost's") { Self.trimmed($0) == expected }
    #expect(Self.trimmed(shown) == expected)
  }
}
