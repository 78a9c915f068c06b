import FocusUITesting
import Testing

@MainActor @Suite struct SceneTests {
  struct Notes: App {
    var body: some Scene {
      WindowGroup("Notes") {
        Text("A note")
      }
    }
  }

  struct Composite: Scene {
    var body: some Scene {
      WindowGroup { Text("inner") }
    }
  }

  struct TwoScenes: App {
    var body: some Scene {
      WindowGroup("First") { Text("1") }
      Composite()
    }
  }

  @Test func anAppsWindowGroupsAreItsWindows() {
    let windows = Notes().body.windows
    #expect(windows.map(\.title) == ["Notes"])
    let host = TestHost(AnyView(erasing: windows[0].content))
    #expect(host.element("A note") != nil)
  }

  @Test func scenesNestAndFollowEachOther() {
    #expect(TwoScenes().body.windows.map(\.title) == ["First", nil])
  }
}
