import FocusUI

/// A recipe browser: a split view whose sidebar lists categories and whose
/// detail is a stack — the category's recipes, then a recipe pushed over
/// them with a title and toolbar. Wide terminals show the columns side by
/// side (← and → cross them); narrow ones one at a time (Return shows the
/// next, Esc goes back).
struct NavigationExample: View {
  @State private var category: NavigationRecipe.Category? = .soups

  var body: some View {
    NavigationSplitView {
      List(NavigationRecipe.Category.allCases, id: \.self, selection: $category) { category in
        Text(category.rawValue)
      }
      .navigationTitle("Categories")
      .navigationSplitViewColumnWidth(.columns(18))
    } detail: {
      if let category {
        RecipeStack(category: category).id(category)
      } else {
        Text("Pick a category")
      }
    }
  }
}

/// One category's recipes, in a stack with a path of its own.
private struct RecipeStack: View {
  let category: NavigationRecipe.Category
  @State private var path: [NavigationRecipe] = []
  @State private var favorites: Set<String> = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack(alignment: .leading) {
        ForEach(NavigationRecipe.all.filter { $0.category == category }) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
        Text("\(path.count) open").foregroundStyle(.gray)
      }
      .navigationTitle(category.rawValue)
      .navigationDestination(for: NavigationRecipe.self) { recipe in
        RecipeDetailView(recipe: recipe, isFavorite: favorites.contains(recipe.name)) {
          if favorites.contains(recipe.name) {
            favorites.remove(recipe.name)
          } else {
            favorites.insert(recipe.name)
          }
        }
      }
    }
  }
}

/// A recipe: its ingredients, a toolbar to mark it a favorite, and a
/// bottom status row; Done pops it (`dismiss`).
private struct RecipeDetailView: View {
  let recipe: NavigationRecipe
  let isFavorite: Bool
  let toggleFavorite: @MainActor () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading) {
      Text("Ingredients: \(recipe.ingredients)")
      Button("Done") { dismiss() }
    }
    .navigationTitle(recipe.name)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button(isFavorite ? "★ Favorite" : "☆ Favorite", action: toggleFavorite)
      }
      ToolbarItem(placement: .status) {
        Text(isFavorite ? "In favorites" : "Not in favorites")
      }
    }
  }
}

/// The example's recipes.
struct NavigationRecipe: Hashable, Identifiable {
  enum Category: String, CaseIterable, Hashable {
    case soups = "Soups"
    case mains = "Mains"
    case desserts = "Desserts"
  }

  var name: String
  var category: Category
  var ingredients: String
  var id: String { name }

  static let all = [
    NavigationRecipe(name: "Tomato soup", category: .soups, ingredients: "tomatoes, onion, stock"),
    NavigationRecipe(name: "Pea soup", category: .soups, ingredients: "peas, mint, stock"),
    NavigationRecipe(name: "Risotto", category: .mains, ingredients: "rice, stock, parmesan"),
    NavigationRecipe(name: "Curry", category: .mains, ingredients: "chickpeas, spices, rice"),
    NavigationRecipe(name: "Apple pie", category: .desserts, ingredients: "apples, flour, butter"),
  ]
}
