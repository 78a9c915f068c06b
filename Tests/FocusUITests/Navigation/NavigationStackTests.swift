import FocusUITesting
import Observation
import Testing

/// `NavigationStack`, `NavigationLink` and `navigationDestination`: the top
/// view is shown under a title row; links push, the back button, Escape
/// and `dismiss` pop; focus moves in on push and back to the link on pop.
@MainActor @Suite struct NavigationStackTests {
  struct Recipe: Hashable {
    var name: String
  }

  struct Browser: View {
    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          NavigationLink("Soup", value: Recipe(name: "Soup"))
          NavigationLink("Cake", value: Recipe(name: "Cake"))
        }
        .navigationTitle("Recipes")
        .navigationDestination(for: Recipe.self) { recipe in
          RecipeDetail(recipe: recipe)
        }
      }
    }
  }

  struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss
    @State private var servings = 2

    var body: some View {
      VStack(alignment: .leading) {
        Text("Detail of \(recipe.name)")
        Button("More") { servings += 1 }
        Text("Serves \(servings)")
        Button("Done") { dismiss() }
      }
      .navigationTitle(recipe.name)
    }
  }

  @Test func theRootIsShownUnderABoldTitleRow() throws {
    let host = TestHost(Browser(), size: Size(width: 40, height: 8))
    let lines = host.screen.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Recipes") == true)
    #expect(host.screen.contains("Soup"))
    let title = try #require(host.element("Recipes"))
    #expect(host.canvas[title.frame.minX, title.frame.minY].style.isBold)
  }

  @Test func aLinkIsAFocusableControlThatPushesItsValuesDestination() {
    let host = TestHost(Browser(), size: Size(width: 40, height: 8))
    host.press(.tab)
    #expect(host.focusedElement?.label.contains("Soup") == true)
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.contains("Detail of Cake"))
    #expect(!host.screen.contains("Soup"))
    #expect(host.screen.contains("‹ Recipes"))
    #expect(host.screen.contains("Cake"))
  }

  @Test func focusMovesToThePushedViewsFirstFocusableView() {
    let host = TestHost(Browser(), size: Size(width: 40, height: 8))
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "More")
  }

  @Test func theViewsUnderTheTopOneTakeNoFocus() {
    let host = TestHost(Browser(), size: Size(width: 40, height: 8))
    host.press(.tab)
    host.press(.return)
    var labels: [String] = []
    for _ in 0..<6 {
      host.press(.tab)
      labels.append(host.focusedElement?.label ?? "")
    }
    #expect(!labels.contains { $0.contains("Soup") || $0.contains("Cake") })
    #expect(labels.contains("Done"))
  }

  @Test func escapePopsAndFocusReturnsToTheLinkThatPushed() {
    let host = TestHost(Browser(), size: Size(width: 40, height: 8))
    host.press(.tab)
    host.press(.tab)
    host.press(.return)
    host.press(.escape)
    #expect(host.screen.contains("Soup"))
    #expect(!host.screen.contains("Detail"))
    #expect(host.focusedElement?.label.contains("Cake") == true)
  }

  @Test func theBackButtonPops() {
    let host = TestHost(Browser(), size: Size(width: 40, height: 8))
    host.press(.tab)
    host.press(.return)
    host.click("‹ Recipes")
    #expect(host.screen.contains("Cake"))
    #expect(!host.screen.contains("Detail"))
  }

  @Test func dismissInAPushedViewPops() {
    let host = TestHost(Browser(), size: Size(width: 40, height: 8))
    host.press(.tab)
    host.press(.return)
    host.click("Done")
    #expect(!host.screen.contains("Detail"))
    #expect(host.focusedElement?.label.contains("Soup") == true)
  }

  @Test func aPoppedViewsStateStartsAnewWhenPushedAgain() {
    let host = TestHost(Browser(), size: Size(width: 40, height: 8))
    host.press(.tab)
    host.press(.return)
    host.press(.return)
    #expect(host.screen.contains("Serves 3"))
    host.press(.escape)
    host.press(.return)
    #expect(host.screen.contains("Serves 2"))
  }

  // MARK: - Paths

  @MainActor @Observable final class Store {
    var path: [Int] = []
  }

  struct PathBrowser: View {
    let store: Store

    var body: some View {
      NavigationStack(path: Bindable(store).path) {
        NavigationLink("One", value: 1)
          .navigationDestination(for: Int.self) { number in
            VStack(alignment: .leading) {
              Text("Level \(number)")
              NavigationLink("Next", value: number + 1)
            }
          }
      }
    }
  }

  @Test func aPathBindingIsWrittenByLinksAndItsValuesArePushed() {
    let store = Store()
    let host = TestHost(PathBrowser(store: store), size: Size(width: 40, height: 8))
    host.press(.tab)
    host.press(.return)
    #expect(store.path == [1])
    host.press(.return)
    #expect(store.path == [1, 2])
    #expect(host.screen.contains("Level 2"))
    store.path = [5]
    #expect(host.screen.contains("Level 5"))
    host.press(.escape)
    #expect(store.path == [])
  }

  struct TypeErasedPath: View {
    @State private var path = NavigationPath()

    var body: some View {
      NavigationStack(path: $path) {
        VStack(alignment: .leading) {
          Text("Depth \(path.count)")
          Button("Push two") {
            path.append(1)
            path.append("two")
          }
        }
        .navigationDestination(for: Int.self) { Text("Number \($0)") }
        .navigationDestination(for: String.self) { word in
          Button("Home \(word)") { path.removeLast(path.count) }
        }
      }
    }
  }

  @Test func aNavigationPathMixesTypesAndRemovingValuesPops() {
    let host = TestHost(TypeErasedPath(), size: Size(width: 40, height: 8))
    host.click("Push two")
    #expect(host.screen.contains("Home two"))
    host.press(.escape)
    #expect(host.screen.contains("Number 1"))
    host.press(.escape)
    host.press(.tab)
    host.click("Push two")
    host.click("Home two")
    #expect(host.screen.contains("Depth 0"))
  }

  // MARK: - Destination views and presented destinations

  struct Links: View {
    @State private var showsSettings = false

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          NavigationLink("About") { Text("About this app") }
          Button("Settings") { showsSettings = true }
          Text(showsSettings ? "settings on" : "settings off")
        }
        .navigationDestination(isPresented: $showsSettings) {
          Text("Settings page")
        }
      }
    }
  }

  @Test func aLinkWithADestinationViewPushesIt() {
    let host = TestHost(Links(), size: Size(width: 40, height: 8))
    host.click("About")
    #expect(host.screen.contains("About this app"))
    host.press(.escape)
    #expect(host.screen.contains("settings off"))
  }

  @Test func aPresentedDestinationIsPushedWhileItsBindingIsTrueAndPoppingClearsIt() {
    let host = TestHost(Links(), size: Size(width: 40, height: 8))
    host.click("Settings")
    #expect(host.screen.contains("Settings page"))
    host.click("‹ Back")
    #expect(host.screen.contains("settings off"))
  }

  @Test func aValueWithNoDestinationWarnsAndShowsNothing() {
    struct Lost: View {
      var body: some View {
        NavigationStack { NavigationLink("Go", value: 3.5) }
      }
    }
    let host = TestHost(Lost(), size: Size(width: 40, height: 8))
    host.click("Go")
    #expect(host.runtimeWarnings.contains { $0.contains("Double") })
    #expect(host.screen.contains("‹ Back"))
  }

  @Test func aLinkOutsideAStackDoesNothing() {
    let host = TestHost(NavigationLink("Go", value: 1), size: Size(width: 20, height: 3))
    host.click("Go")
    #expect(host.screen.contains("Go"))
  }

  @Test func aTinyTerminalSurvivesPushingAndPopping() {
    let host = TestHost(Browser(), size: Size(width: 10, height: 3))
    host.press(.tab)
    host.press(.return)
    host.press(.escape)
    host.resize(to: Size(width: 1, height: 1))
    host.press(.tab)
    host.press(.return)
    #expect(host.size == Size(width: 1, height: 1))
  }
}
