import FocusUI

/// The recipe browser's data: recipes by category, each with a rating and
/// a grocery list. One object, shared through the environment.
@MainActor @Observable
final class RecipeBook {
  enum Category: String, CaseIterable, Identifiable, Hashable {
    case breakfast = "Breakfast"
    case mains = "Mains"
    case desserts = "Desserts"
    case drinks = "Drinks"

    var id: Self { self }

    var symbol: String {
      switch self {
      case .breakfast: "sun.max"
      case .mains: "fork.knife"
      case .desserts: "birthday.cake"
      case .drinks: "cup.and.saucer"
      }
    }
  }

  struct Recipe: Identifiable, Hashable {
    let id: String
    var name: String
    var category: Category
    var rating: Int
    var favorite = false
    var groceries: [GroceryItem]
  }

  struct GroceryItem: Identifiable, Hashable {
    let id: Int
    var name: String
    var isObtained = false
  }

  var recipes: [Recipe]
  private var nextItemID = 1000

  init() {
    func items(_ names: String...) -> [GroceryItem] {
      names.enumerated().map { GroceryItem(id: $0.offset, name: $0.element) }
    }
    recipes = [
      Recipe(
        id: "oat-porridge", name: "Oat porridge", category: .breakfast, rating: 3, groceries: items("Oats", "Milk")),
      Recipe(
        id: "shakshuka", name: "Shakshuka", category: .breakfast, rating: 5,
        groceries: items("Eggs", "Tomatoes", "Cumin")),
      Recipe(
        id: "pancakes", name: "Buttermilk pancakes", category: .breakfast, rating: 4,
        groceries: items("Flour", "Buttermilk")),
      Recipe(id: "granola", name: "Granola", category: .breakfast, rating: 2, groceries: items("Oats", "Honey")),
      Recipe(
        id: "risotto", name: "Mushroom risotto", category: .mains, rating: 4,
        groceries: items("Rice", "Mushrooms", "Stock")),
      Recipe(id: "dal", name: "Red lentil dal", category: .mains, rating: 5, groceries: items("Lentils", "Ginger")),
      Recipe(
        id: "tacos", name: "Fish tacos", category: .mains, rating: 3, groceries: items("Tortillas", "Cod", "Limes")),
      Recipe(id: "tart", name: "Lemon tart", category: .desserts, rating: 4, groceries: items("Lemons", "Butter")),
      Recipe(
        id: "mousse", name: "Chocolate mousse", category: .desserts, rating: 5, groceries: items("Chocolate", "Eggs")),
      Recipe(id: "lassi", name: "Mango lassi", category: .drinks, rating: 4, groceries: items("Mangoes", "Yoghurt")),
      Recipe(id: "chai", name: "Masala chai", category: .drinks, rating: 3, groceries: items("Tea", "Cardamom")),
    ]
  }

  func recipes(in category: Category?) -> [Recipe] {
    recipes.filter { $0.category == category }
  }

  func binding(for id: Recipe.ID) -> Binding<Recipe>? {
    guard let index = recipes.firstIndex(where: { $0.id == id }) else { return nil }
    return Binding(get: { self.recipes[index] }, set: { self.recipes[index] = $0 })
  }

  /// Appends an empty grocery item to `recipe`'s list and returns its id.
  func addGroceryItem(to recipe: Recipe.ID) -> Int? {
    guard let index = recipes.firstIndex(where: { $0.id == recipe }) else { return nil }
    nextItemID += 1
    recipes[index].groceries.append(GroceryItem(id: nextItemID, name: ""))
    return nextItemID
  }

  func toggleFavorite(_ id: Recipe.ID) {
    guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
    recipes[index].favorite.toggle()
  }

  func rate(_ id: Recipe.ID, by delta: Int) {
    guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
    recipes[index].rating = min(5, max(0, recipes[index].rating + delta))
  }
}
