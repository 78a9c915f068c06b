import FocusUITesting
import Testing

/// The app snippets run as SwiftUI runs them.
@MainActor @Suite struct AppSnippetTests {
  @Test func storedSettingsChangeWithTheirControls() {
    let host = TestHost(StoredSettingsSnippet())
    host.click("Serve More")
    host.click("Open Soup")
    #expect(host.screen.contains("Serves 5"))
    #expect(host.screen.contains("Last opened: Soup"))
    host.click("Show Favorites Only")
    #expect(host.element("Show Favorites Only")?.value == "on")
  }

  @Test func sceneStorageStartsFromItsDefaults() {
    let host = TestHost(RecipeTabsSnippet())
    #expect(host.screen.contains("No recipe"))
    host.click("Choose Pancakes")
    #expect(host.screen.contains("Pancakes"))
  }

  @Test func theAppHasTheStandardMenusAndItsDefaultSize() {
    let host = TestHost(app: RecipeBrowserApp())
    #expect(host.size == Size(width: 80, height: 26))
    #expect(host.command("Select All") != nil)
    #expect(host.command("Toggle Sidebar")?.isEnabled == false)
    #expect(host.command("New Window") == nil)
  }

  @Test func thePreviewsAreListed() {
    let names = PreviewRegistry.previews.map(\.displayName)
    #expect(names.contains("Tabs"))
    #expect(names.contains("RecipeTabs_Previews"))
    #expect(names.contains { $0.hasPrefix("AppSnippets.swift:") })
  }

  @Test func previewableStateChangesInThePreview() throws {
    let preview = try #require(PreviewRegistry.preview(named: "Servings"))
    let host = TestHost(preview.makeView(), size: Size(width: 20, height: 3))
    host.click("Serves 2")
    #expect(host.element("Serves 3") != nil)
  }
}
