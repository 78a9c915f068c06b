import FocusUI

/// A table of recipes: a selection moved by the arrows, columns sorted
/// by a click on their titles or by the Sort by picker, and a detail line
/// for the selected recipe.
struct RecipeTableExample: View {
  struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var course: String
    var minutes: Int
    var serves: Int
  }

  static let recipes = [
    Recipe(id: 1, name: "Pancakes", course: "dessert", minutes: 20, serves: 4),
    Recipe(id: 2, name: "Omelette", course: "main", minutes: 10, serves: 1),
    Recipe(id: 3, name: "Gazpacho", course: "starter", minutes: 15, serves: 4),
    Recipe(id: 4, name: "Risotto", course: "main", minutes: 35, serves: 2),
    Recipe(id: 5, name: "Tiramisu", course: "dessert", minutes: 30, serves: 6),
    Recipe(id: 6, name: "Hummus", course: "starter", minutes: 10, serves: 4),
    Recipe(id: 7, name: "Ratatouille", course: "main", minutes: 60, serves: 4),
    Recipe(id: 8, name: "Crumble", course: "dessert", minutes: 45, serves: 6),
    Recipe(id: 9, name: "Minestrone", course: "starter", minutes: 40, serves: 6),
    Recipe(id: 10, name: "Paella", course: "main", minutes: 50, serves: 4),
  ]

  /// What the Sort by picker chooses.
  enum SortKey: Hashable {
    case name, minutes
  }

  @State private var recipes = Self.recipes.sorted(using: KeyPathComparator(\Recipe.name))
  @State private var selection: Recipe.ID?
  @State private var sortOrder = [KeyPathComparator(\Recipe.name)]

  var body: some View {
    VStack(alignment: .leading) {
      Text("Tab to the table: ↑/↓ choose, Home/End, PageUp/PageDown; then Sort by (←/→) and Reverse.")
      Table(recipes, selection: $selection, sortOrder: $sortOrder) {
        TableColumn("Recipe", value: \.name)
        TableColumn("Course", value: \.course)
          .width(80)
        TableColumn("Time", value: \.minutes) { recipe in
          Text("\(recipe.minutes) min")
        }
        .width(64)
        .alignment(.trailing)
      }
      .frame(height: .rows(7))
      .onChange(of: sortOrder) { recipes.sort(using: sortOrder) }
      HStack {
        Picker("Sort by", selection: sortKey) {
          Text("Name").tag(SortKey.name)
          Text("Time").tag(SortKey.minutes)
        }
        .pickerStyle(.segmented)
        Button("Reverse") {
          sortOrder[0].order = sortOrder[0].order == .forward ? .reverse : .forward
        }
      }
      Text(detail)
    }
  }

  /// The picker's choice, read from and written to the table's sort
  /// order, as a click on a column's title writes it.
  private var sortKey: Binding<SortKey> {
    Binding {
      sortOrder.first?.keyPath == \Recipe.minutes ? .minutes : .name
    } set: { key in
      sortOrder = [key == .minutes ? KeyPathComparator(\Recipe.minutes) : KeyPathComparator(\Recipe.name)]
    }
  }

  private var detail: String {
    guard let recipe = recipes.first(where: { $0.id == selection }) else { return "selection: none" }
    return "selection: \(recipe.name) · \(recipe.course), \(recipe.minutes) min, serves \(recipe.serves)"
  }
}
