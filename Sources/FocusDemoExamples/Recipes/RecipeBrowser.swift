import FocusUI

extension FocusedValues {
  /// The recipe the focused view shows: the Recipe menu acts on it.
  @Entry var selectedRecipe: RecipeBook.Recipe.ID?
}

/// The acceptance app of issue #13, in the style of Apple's focus samples:
/// a sidebar of categories, a grid of recipe tiles moved through with the
/// arrows, a detail with a rating, and a grocery list in a sheet.
struct RecipeBrowser: View {
  @Environment(RecipeBook.self) private var book
  @State private var category: RecipeBook.Category? = .breakfast
  @State private var path: [RecipeBook.Recipe.ID] = []

  var body: some View {
    NavigationSplitView {
      List(RecipeBook.Category.allCases, selection: $category) { category in
        Label(category.rawValue, systemImage: category.symbol)
      }
      .navigationTitle("Categories")
      .navigationSplitViewColumnWidth(.columns(18))
    } detail: {
      NavigationStack(path: $path) {
        RecipeGrid(category: category, path: $path)
          .navigationTitle(category?.rawValue ?? "Recipes")
          .navigationDestination(for: RecipeBook.Recipe.ID.self) { id in
            RecipeDetail(recipeID: id)
          }
      }
    }
    .onChange(of: category) { path = [] }
  }
}

/// The recipes of a category as focusable tiles: arrows move between
/// them, Return opens one.
struct RecipeGrid: View {
  let category: RecipeBook.Category?
  @Binding var path: [RecipeBook.Recipe.ID]
  @Environment(RecipeBook.self) private var book
  @FocusState private var focusedRecipe: RecipeBook.Recipe.ID?

  var body: some View {
    let recipes = book.recipes(in: category)
    if recipes.isEmpty {
      ContentUnavailableView("No Recipes", systemImage: "fork.knife", description: Text("Pick a category."))
    } else {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: .columns(22)), spacing: .columns(2))], spacing: .rows(1)) {
          ForEach(recipes) { recipe in
            RecipeTile(recipe: recipe, isFocused: focusedRecipe == recipe.id)
              .focusable()
              .focused($focusedRecipe, equals: recipe.id)
              .focusEffectDisabled()
              .focusedValue(\.selectedRecipe, recipe.id)
              .onKeyPress(.return) {
                path.append(recipe.id)
                return .handled
              }
              .onTapGesture(count: 2) { path.append(recipe.id) }
              .accessibilityLabel(recipe.name)
          }
        }
      }
      .defaultFocus($focusedRecipe, recipes.first?.id)
    }
  }
}

/// A recipe's tile: its name, rating and whether it is a favourite, in a
/// box that lights up when focused.
struct RecipeTile: View {
  let recipe: RecipeBook.Recipe
  let isFocused: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text(recipe.name).bold().lineLimit(1)
      HStack {
        Text(String(repeating: "★", count: recipe.rating) + String(repeating: "☆", count: 5 - recipe.rating))
          .foregroundStyle(.yellow)
        if recipe.favorite {
          Image(systemName: "heart.fill").foregroundStyle(.pink)
        }
      }
    }
    .padding(.horizontal, .columns(1))
    .frame(maxWidth: .infinity, alignment: .leading)
    .border(isFocused ? Color.accentColor : Color.gray)
  }
}

/// One recipe: its rating, changed with ←/→ or a digit, and its grocery
/// list.
struct RecipeDetail: View {
  let recipeID: RecipeBook.Recipe.ID
  @Environment(RecipeBook.self) private var book
  @State private var showsGroceries = false

  var body: some View {
    if let recipe = book.binding(for: recipeID) {
      VStack(alignment: .leading) {
        Text(recipe.wrappedValue.name).font(.title)
        LabeledContent("Category", value: recipe.wrappedValue.category.rawValue)
        HStack {
          Text("Rating")
          RatingPicker(rating: recipe.rating)
        }
        Button {
          showsGroceries = true
        } label: {
          Label("Grocery List", systemImage: "cart")
        }
      }
      .focusedValue(\.selectedRecipe, recipeID)
      .navigationTitle(recipe.wrappedValue.name)
      .sheet(isPresented: $showsGroceries) {
        GroceryListSheet(recipeID: recipeID)
      }
    }
  }
}

/// A recipe's groceries: Return in the last row appends a row and focuses
/// it; Done closes the sheet.
struct GroceryListSheet: View {
  let recipeID: RecipeBook.Recipe.ID
  @Environment(RecipeBook.self) private var book
  @Environment(\.dismiss) private var dismiss
  @FocusState private var currentItem: RecipeBook.GroceryItem.ID?

  var body: some View {
    if let recipe = book.binding(for: recipeID) {
      NavigationStack {
        List(recipe.groceries) { $item in
          HStack {
            Toggle("Obtained", isOn: $item.isObtained)
              .toggleStyle(.checkbox)
              .labelsHidden()
            TextField("Item Name", text: $item.name)
              .focused($currentItem, equals: item.id)
              .onSubmit { submitted(item.id) }
          }
        }
        .navigationTitle("Grocery List")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Done") { dismiss() }
          }
          ToolbarItem(placement: .primaryAction) {
            Button {
              addItem()
            } label: {
              Label("New Item", systemImage: "plus")
            }
          }
        }
      }
      .defaultFocus($currentItem, recipe.wrappedValue.groceries.last?.id)
    }
  }

  /// Return in a row: the next row, or a new one after the last.
  private func submitted(_ id: RecipeBook.GroceryItem.ID) {
    guard let items = book.binding(for: recipeID)?.wrappedValue.groceries,
      let index = items.firstIndex(where: { $0.id == id })
    else { return }
    if index + 1 < items.count {
      currentItem = items[index + 1].id
    } else {
      addItem()
    }
  }

  private func addItem() {
    currentItem = book.addGroceryItem(to: recipeID)
  }
}

/// The Recipe menu: its items act on the recipe focus is in, through
/// `@FocusedValue`, and are disabled when there is none.
struct RecipeCommands: Commands {
  let book: RecipeBook
  @FocusedValue(\.selectedRecipe) private var selectedRecipe

  var body: some Commands {
    CommandMenu("Recipe") {
      Button(isFavorite ? "Remove from Favorites" : "Add to Favorites") {
        if let selectedRecipe { book.toggleFavorite(selectedRecipe) }
      }
      .keyboardShortcut("f", modifiers: [.command, .shift])
      .disabled(selectedRecipe == nil)
      Button("Rate Higher") {
        if let selectedRecipe { book.rate(selectedRecipe, by: 1) }
      }
      .keyboardShortcut("+", modifiers: [.command])
      .disabled(selectedRecipe == nil)
      Button("Rate Lower") {
        if let selectedRecipe { book.rate(selectedRecipe, by: -1) }
      }
      .keyboardShortcut("-", modifiers: [.command])
      .disabled(selectedRecipe == nil)
    }
  }

  private var isFavorite: Bool {
    selectedRecipe.flatMap { id in book.recipes.first { $0.id == id } }?.favorite == true
  }
}

/// The recipe browser as an app: one window and the Recipe menu
/// (`focus-demo recipes`).
struct RecipeApp: App {
  @State private var book = RecipeBook()

  var body: some Scene {
    WindowGroup("Recipes") {
      RecipeBrowser().environment(book)
    }
    .commands { RecipeCommands(book: book) }
  }
}
