import Testing

@testable import FocusUITerminal

/// `App.main()` lives in FocusUI and finds the terminal host at launch.
@MainActor @Suite struct AppMainTests {
  @Test func mainFindsTheTerminalHostLinkedIntoTheExecutable() throws {
    let host = try #require(AppHosts.linked)
    #expect(ObjectIdentifier(host) == ObjectIdentifier(TerminalHost.self))
  }
}
