import FocusUI
import Foundation

/// Settings that survive a restart: `@AppStorage` for the kitchen's
/// preferences, `@SceneStorage` for the tab this window shows. Quit
/// (Ctrl-Q) and run `focus-demo storage` again: everything is as it was.
struct StorageExample: View {
  enum Tab: String, CaseIterable, Identifiable {
    case recipes, groceries
    var id: Self { self }
  }

  @SceneStorage("storage.tab") private var tab = Tab.recipes

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Show", selection: $tab) {
        ForEach(Tab.allCases) { Text($0.rawValue.capitalized) }
      }
      .pickerStyle(.segmented)
      switch tab {
      case .recipes: RecipeSettings()
      case .groceries: GrocerySettings()
      }
      Divider()
      StoredSummary()
      Text("Kept in " + (StorageLocation.standard.fileURL?.path ?? "memory"))
        .foregroundStyle(.gray)
    }
  }
}

enum Units: String, CaseIterable, Identifiable {
  case metric, imperial
  var id: Self { self }
}

/// The recipe browser's preferences.
struct RecipeSettings: View {
  @AppStorage("storage.favoritesOnly") private var favoritesOnly = false
  @AppStorage("storage.units") private var units = Units.metric

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Favorites only", isOn: $favoritesOnly)
      Picker("Units", selection: $units) {
        ForEach(Units.allCases) { Text($0.rawValue.capitalized) }
      }
    }
  }
}

/// The grocery list's preferences.
struct GrocerySettings: View {
  @AppStorage("storage.servings") private var servings = 2
  @AppStorage("storage.hidesBought") private var hidesBought = false

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Hide bought items", isOn: $hidesBought)
      HStack {
        Button("Fewer") { servings = max(1, servings - 1) }
        Text("Servings: \(servings)")
        Button("More") { servings = min(12, servings + 1) }
      }
    }
  }
}

/// Reads the same keys as the settings views: it changes with them.
struct StoredSummary: View {
  @AppStorage("storage.favoritesOnly") private var favoritesOnly = false
  @AppStorage("storage.units") private var units = Units.metric
  @AppStorage("storage.servings") private var servings = 2

  var body: some View {
    Text("favorites only: \(favoritesOnly ? "yes" : "no") · units: \(units.rawValue) · serves \(servings)")
  }
}

#Preview("Storage") {
  StorageExample()
}

#Preview("Grocery settings", traits: .sizeThatFitsLayout) {
  GrocerySettings()
}
