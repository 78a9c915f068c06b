import FocusUITesting
import Testing

@MainActor @Suite struct SmokeTests {
  @Test func rendersText() {
    let host = TestHost(Text("Hello"), size: Size(width: 10, height: 2))
    #expect(host.screen == "Hello\n")
  }
}
