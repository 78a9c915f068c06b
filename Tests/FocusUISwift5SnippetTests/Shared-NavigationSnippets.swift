import FocusUI

// Navigation, toolbars and text-input modifiers, as SwiftUI apps write them.

struct SnippetRecipe: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var category: String
}

struct RecipeSplitSnippet: View {
  let recipes = [
    SnippetRecipe(name: "Gazpacho", category: "Soups"),
    SnippetRecipe(name: "Minestrone", category: "Soups"),
    SnippetRecipe(name: "Tiramisu", category: "Desserts"),
  ]
  @State private var category: String?
  @State private var selection: SnippetRecipe.ID?
  @State private var columnVisibility = NavigationSplitViewVisibility.all

  var body: some View {
    NavigationSplitView(columnVisibility: $columnVisibility) {
      List(["Soups", "Desserts"], id: \.self, selection: $category) { name in
        NavigationLink(name, value: name)
      }
      .navigationTitle("Categories")
      .navigationSplitViewColumnWidth(min: 120, ideal: 160, max: 240)
    } content: {
      List(recipes.filter { $0.category == category }, selection: $selection) { recipe in
        Text(recipe.name)
      }
      .navigationTitle(category ?? "Recipes")
    } detail: {
      if let recipe = recipes.first(where: { $0.id == selection }) {
        SnippetRecipeDetail(recipe: recipe)
      } else {
        Text("Select a recipe")
      }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

struct SnippetRecipeDetail: View {
  let recipe: SnippetRecipe
  @State private var isFavorite = false

  var body: some View {
    Text(recipe.name)
      .navigationTitle(recipe.name)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button(isFavorite ? "Unfavorite" : "Favorite") { isFavorite.toggle() }
        }
      }
  }
}

struct SettingsStackSnippet: View {
  enum Route: Hashable {
    case account, notifications
  }

  @State private var path = NavigationPath()
  @State private var showsAbout = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack(alignment: .leading) {
        NavigationLink("Account", value: Route.account)
        NavigationLink("Notifications", value: Route.notifications)
        NavigationLink("Licenses") {
          Text("MIT")
        }
        NavigationLink(destination: Text("Version 1.0")) {
          Text("Version")
        }
      }
      .navigationTitle("Settings")
      .navigationDestination(for: Route.self) { route in
        switch route {
        case .account: AccountFormSnippet()
        case .notifications: Text("Notifications").navigationBarTitle("Notifications")
        }
      }
      .navigationDestination(isPresented: $showsAbout) {
        Text("About")
      }
      .toolbar {
        ToolbarItemGroup(placement: .bottomBar) {
          Button("About") { showsAbout = true }
          Button("Home") { path.removeLast(path.count) }
        }
      }
    }
  }
}

struct AccountFormSnippet: View {
  enum Field: Hashable {
    case name, email
  }

  @State private var name = ""
  @State private var email = ""
  @FocusState private var focusedField: Field?
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Name", text: $name)
        .focused($focusedField, equals: .name)
        .textContentType(.name)
        .textInputAutocapitalization(.words)
      TextField("Email", text: $email)
        .focused($focusedField, equals: .email)
        .keyboardType(.emailAddress)
        .textContentType(.emailAddress)
        .autocorrectionDisabled()
        .disableAutocorrection(true)
        .submitLabel(.done)
    }
    .textFieldStyle(.roundedBorder)
    .scrollDismissesKeyboard(.interactively)
    .defaultFocus($focusedField, .name)
    .navigationTitle("Account")
    .navigationBarBackButtonHidden(true)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { dismiss() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { dismiss() }
      }
      ToolbarItem(placement: .keyboard) {
        Button("Next") { focusedField = .email }
      }
    }
    .toolbarBackground(.visible, for: .navigationBar)
  }
}

struct LegacyNavigationViewSnippet: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink(destination: Text("Inbox messages")) {
          Text("Inbox")
        }
      }
      .navigationBarTitle(Text("Mail"))
      Text("No message selected")
    }
    .navigationViewStyle(.automatic)
  }
}
