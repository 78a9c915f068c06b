import FocusDemoExamples
import FocusUITesting
import Foundation
import Testing

/// The gallery's storage example, in TestHost: settings kept in a state
/// file, read back by a second host as a restarted demo would.
@MainActor @Suite final class StorageExampleTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("focusui-example-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func makeHost() throws -> TestHost {
    let example = try #require(Example.named("storage"))
    return TestHost(example.makeContent(), size: Size(width: 80, height: 12), storage: .directory(directory))
  }

  @Test func theSummaryFollowsTheSettingsAndTheFileKeepsThem() throws {
    let host = try makeHost()
    #expect(host.screen.contains("favorites only: no · units: metric · serves 2"))
    host.click("Favorites only")
    #expect(host.screen.contains("favorites only: yes"))
    let text = try String(contentsOf: directory.appendingPathComponent("AppStorage.json"), encoding: .utf8)
    #expect(text.contains(#""storage.favoritesOnly" : true"#))
  }

  @Test func theSelectedTabIsSceneStorage() throws {
    let host = try makeHost()
    host.click("Show")
    host.press(.rightArrow)
    #expect(host.element("Hide bought items") != nil)
    host.click("More")
    #expect(host.screen.contains("serves 3"))
    let text = try String(contentsOf: directory.appendingPathComponent("AppStorage.json"), encoding: .utf8)
    #expect(text.contains(#""storage.tab" : "groceries""#))
    #expect(text.contains("SceneStorage/main/0"))
  }
}
