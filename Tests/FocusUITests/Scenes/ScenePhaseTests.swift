import FocusUITesting
import Testing

/// `scenePhase` and `appearsActive` follow the host's window focus (the
/// terminal's focus reports; `resignActive()` / `becomeActive()` here),
/// and keyboard focus waits in place meanwhile.
@MainActor @Suite struct ScenePhaseTests {
  struct Editor: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.appearsActive) private var appearsActive
    @State private var name = ""
    @State private var changes: [String] = []
    @FocusState private var nameIsFocused: Bool

    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($nameIsFocused)
        Text("phase: \(scenePhase) appearsActive: \(appearsActive)")
        Text("changes: \(changes.joined(separator: " "))")
      }
      .onChange(of: scenePhase) { _, phase in changes.append("\(phase)") }
      .onAppear { nameIsFocused = true }
    }
  }

  @Test func aWindowStartsActive() {
    let host = TestHost(Editor())
    #expect(host.scenePhase == .active)
    #expect(host.screen.contains("phase: active appearsActive: true"))
  }

  @Test func losingTheWindowFocusMakesTheSceneInactiveWithKeyboardFocusKept() {
    let host = TestHost(Editor())
    host.resignActive()
    #expect(host.scenePhase == .inactive)
    #expect(host.screen.contains("phase: inactive appearsActive: false"))
    #expect(host.focusedElement?.label == "Name")
  }

  @Test func gainingItBackMakesTheSceneActiveAndKeysReachTheSameField() {
    let host = TestHost(Editor())
    host.resignActive()
    host.becomeActive()
    #expect(host.screen.contains("phase: active appearsActive: true"))
    host.type("Ada")
    #expect(host.screen.contains("Ada"))
    #expect(host.focusedElement?.label == "Name")
  }

  @Test func onChangeOfScenePhaseHearsEachChangeOnce() {
    let host = TestHost(Editor())
    host.resignActive()
    host.resignActive()  // a repeated report is no change
    host.becomeActive()
    #expect(host.screen.contains("changes: inactive active"))
  }

  struct Kitchen: App {
    var body: some Scene {
      WindowGroup("Kitchen") { Editor() }
    }
  }

  @Test func everyWindowOfAnAppIncludingOnesOpenedMeanwhileFollowsTheWindowFocus() {
    let host = TestHost(app: Kitchen())
    host.resignActive()
    #expect(host.screen.contains("phase: inactive"))
    host.perform(command: "New Window")
    #expect(host.selectedWindow == 1)
    #expect(host.screen.contains("phase: inactive"))
    host.becomeActive()
    #expect(host.screen.contains("phase: active"))
    host.selectWindow(0)
    #expect(host.screen.contains("phase: active appearsActive: true"))
  }
}
