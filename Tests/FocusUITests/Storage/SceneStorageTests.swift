import FocusUITesting
import Foundation
import Testing

/// `@SceneStorage`: one value per window, restored for a window of the same
/// scene in the same run and, through the state file, at the next launch.
@MainActor @Suite final class SceneStorageTests {
  struct Tabs: View {
    @SceneStorage("tab") var tab = "Recipes"
    var body: some View {
      VStack {
        Text("Tab: \(tab)")
        Button("Show Groceries") { tab = "Groceries" }
      }
    }
  }

  struct Kitchen: App {
    var body: some Scene {
      WindowGroup("Kitchen") { Tabs() }
    }
  }

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("focusui-scenes-\(UUID().uuidString)")
  /// A second folder, standing for another process's state file.
  let other = FileManager.default.temporaryDirectory.appendingPathComponent("focusui-scenes-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.removeItem(at: other)
  }

  @Test func eachWindowHasItsOwnValue() {
    let host = TestHost(app: Kitchen())
    host.click("Show Groceries")
    host.perform(command: "New Window")
    #expect(host.selectedWindow == 1)
    #expect(host.screen.contains("Tab: Recipes"))
    host.selectWindow(0)
    #expect(host.screen.contains("Tab: Groceries"))
  }

  @Test func aWindowOpenedAfterOneClosedGetsItsValuesBack() {
    let host = TestHost(app: Kitchen())
    host.perform(command: "New Window")
    host.click("Show Groceries")
    host.perform(command: "Close")
    #expect(host.windows.count == 1)
    host.perform(command: "New Window")
    #expect(host.screen.contains("Tab: Groceries"))
  }

  @Test func theLaunchWindowGetsTheValuesOfTheLastRun() throws {
    let first = TestHost(app: Kitchen(), storage: .directory(directory))
    first.click("Show Groceries")
    let text = try String(contentsOf: directory.appendingPathComponent("AppStorage.json"), encoding: .utf8)
    #expect(text.contains("SceneStorage/Kitchen/0"))
    // A fresh process reads the file: a new folder holding the same file.
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: other.appendingPathComponent("AppStorage.json"))
    let second = TestHost(app: Kitchen(), storage: .directory(other))
    #expect(second.screen.contains("Tab: Groceries"))
  }

  @Test func aViewWithoutAnAppIsOneScene() {
    let host = TestHost(Tabs())
    host.click("Show Groceries")
    #expect(host.screen.contains("Tab: Groceries"))
  }
}
