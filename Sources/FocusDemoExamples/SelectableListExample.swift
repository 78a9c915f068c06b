import FocusUI

/// A recipe box: a list with a selection and a detail pane holding a
/// disclosure group, two pickers and a menu; the menu adds and removes
/// recipes (the selection follows its recipe) and switches the list to
/// selecting several at once.
struct SelectableListExample: View {
  struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var course: Course
    var ingredients: [String]
  }

  enum Course: String, CaseIterable, Identifiable {
    case starter, main, dessert
    var id: Self { self }
  }

  static let recipes = [
    Recipe(id: 1, name: "Pancakes", minutes: 20, course: .dessert, ingredients: ["flour", "milk", "eggs"]),
    Recipe(id: 2, name: "Omelette", minutes: 10, course: .main, ingredients: ["eggs", "butter", "chives"]),
    Recipe(id: 3, name: "Gazpacho", minutes: 15, course: .starter, ingredients: ["tomatoes", "cucumber"]),
    Recipe(id: 4, name: "Risotto", minutes: 35, course: .main, ingredients: ["rice", "stock", "parmesan"]),
    Recipe(id: 5, name: "Tiramisu", minutes: 30, course: .dessert, ingredients: ["mascarpone", "coffee"]),
    Recipe(id: 6, name: "Hummus", minutes: 10, course: .starter, ingredients: ["chickpeas", "tahini"]),
    Recipe(id: 7, name: "Ratatouille", minutes: 60, course: .main, ingredients: ["aubergine", "courgette"]),
    Recipe(id: 8, name: "Crumble", minutes: 45, course: .dessert, ingredients: ["apples", "oats"]),
  ]

  @State private var recipes = Self.recipes
  @State private var selection: Recipe.ID?
  @State private var several = Set<Recipe.ID>()
  @State private var selectsSeveral = false
  @State private var serves = 2
  @State private var opened = "nothing"
  @State private var added = 0

  var body: some View {
    VStack(alignment: .leading) {
      Text("Tab to the list: ↑/↓ choose, Return opens; the menu adds and removes.")
      HStack(alignment: .top) {
        list
          .frame(width: .columns(16), height: .rows(8))
        detail
      }
      Text(status)
    }
  }

  @ViewBuilder private var list: some View {
    if selectsSeveral {
      // Named as a screen reader reads it: the list has no title here.
      List(recipes, selection: $several) { Text($0.name) }.accessibilityLabel("Dishes")
    } else {
      List(recipes, selection: $selection) { Text($0.name) }.accessibilityLabel("Dishes")
        .contextMenu(forSelectionType: Recipe.ID.self) { _ in
          EmptyView()
        } primaryAction: { ids in
          opened = recipes.filter { ids.contains($0.id) }.map(\.name).joined(separator: ", ")
        }
    }
  }

  private var selectedIndex: Int? {
    recipes.firstIndex { $0.id == selection }
  }

  @ViewBuilder private var detail: some View {
    VStack(alignment: .leading) {
      if selectsSeveral {
        Text("\(several.count) selected").bold()
        Text("Shift-↑/↓ extend · Space adds")
      } else if let index = selectedIndex {
        Text(recipes[index].name).bold()
        Text("\(recipes[index].minutes) min")
        Picker("Course", selection: $recipes[index].course) {
          ForEach(Course.allCases) { Text($0.rawValue.capitalized) }
        }
        DisclosureGroup("Ingredients") {
          ForEach(recipes[index].ingredients, id: \.self) { Text("• " + $0) }
        }
      } else {
        Text("No recipe selected")
      }
      Picker("Serves", selection: $serves) {
        ForEach([1, 2, 4, 6], id: \.self) { Text("\($0)") }
      }
      .pickerStyle(.segmented)
      Menu("Recipes") {
        Button("Add recipe") {
          added += 1
          recipes.insert(
            Recipe(id: 100 + added, name: "New \(added)", minutes: 5, course: .main, ingredients: []), at: 0)
        }
        Button("Remove selected") {
          recipes.removeAll { $0.id == selection || several.contains($0.id) }
        }
        .disabled(selection == nil && several.isEmpty)
        Divider()
        Toggle("Select several", isOn: $selectsSeveral)
      }
    }
  }

  private var status: String {
    let name = selectedIndex.map { recipes[$0].name } ?? "none"
    return "selection: \(selectsSeveral ? "\(several.count) recipes" : name) · serves \(serves) · opened: \(opened)"
  }
}
