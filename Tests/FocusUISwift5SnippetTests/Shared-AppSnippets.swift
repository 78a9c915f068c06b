import FocusUI

// App-level SwiftUI, as real apps write it: stored settings, scene state,
// scene settings, the standard command sets and previews.

enum RecipeSort: String, CaseIterable, Identifiable {
  case name, cookingTime
  var id: Self { self }
}

struct StoredSettingsSnippet: View {
  @AppStorage("showFavoritesOnly") private var showFavoritesOnly = false
  @AppStorage("recipeSort") private var sort: RecipeSort = .name
  @AppStorage("servings") private var servings = 4
  @AppStorage("lastOpened") private var lastOpened: String?

  var body: some View {
    Form {
      Toggle("Show Favorites Only", isOn: $showFavoritesOnly)
      Picker("Sort By", selection: $sort) {
        ForEach(RecipeSort.allCases) { sort in
          Text(sort.rawValue.capitalized).tag(sort)
        }
      }
      Button("Serve More") { servings += 1 }
      Text("Serves \(servings)")
      Text("Last opened: \(lastOpened ?? "nothing")")
      Button("Open Soup") { lastOpened = "Soup" }
    }
  }
}

struct RecipeTabsSnippet: View {
  @SceneStorage("selectedRecipe") private var selectedRecipe: String?
  @SceneStorage("showsIngredients") private var showsIngredients = true

  var body: some View {
    VStack {
      Button("Choose Pancakes") { selectedRecipe = "Pancakes" }
      Toggle("Ingredients", isOn: $showsIngredients)
      Text(selectedRecipe ?? "No recipe")
    }
  }
}

struct RecipeBrowserApp: App {
  var body: some Scene {
    WindowGroup("Recipes") {
      StoredSettingsSnippet()
    }
    .defaultSize(width: 640, height: 384)
    .windowResizability(.contentMinSize)
    .commands {
      SidebarCommands()
      ToolbarCommands()
      TextEditingCommands()
      TextFormattingCommands()
      CommandGroup(replacing: .newItem) {}
    }
  }
}

#Preview {
  StoredSettingsSnippet()
    .defaultAppStorage(UserDefaults(suiteName: "group.example.recipes")!)
}

#Preview("Tabs", traits: .sizeThatFitsLayout) {
  RecipeTabsSnippet()
}

struct RecipeTabs_Previews: PreviewProvider {
  static var previews: some View {
    RecipeTabsSnippet()
      .previewDisplayName("Recipe tabs")
      .previewLayout(.sizeThatFits)
  }
}

#Preview("Servings") {
  @Previewable @State var servings = 2
  Button("Serves \(servings)") { servings += 1 }
}
