import FocusUI
import Foundation

/// Recipe cards drawn with text styles, colors and shapes: a title font,
/// colored tags in capsules, a rounded border that turns heavy and accented
/// while the card has focus (the card draws its own focus), and a progress
/// bar made of capsules. Space cooks the next step of the focused card.
struct StylesExample: View {
  struct Recipe: Identifiable {
    let id: Int
    let name: String
    let minutes: Int
    let price: Double
    let tags: [String]
    let steps: Int
  }

  static let recipes = [
    Recipe(id: 1, name: "Lentil soup", minutes: 40, price: 6.5, tags: ["vegan", "soup"], steps: 5),
    Recipe(id: 2, name: "Apple crumble", minutes: 55, price: 8.25, tags: ["sweet"], steps: 4),
  ]

  @State private var cooked: [Int: Int] = [:]
  @State private var isLoading = false
  @FocusState private var focusedRecipe: Int?

  var body: some View {
    VStack(alignment: .leading) {
      Text("Recipe cards").font(.title)
      Text("Tab moves between cards · Space cooks a step").foregroundStyle(.secondary)
      HStack(alignment: .top) {
        ForEach(Self.recipes) { recipe in
          RecipeCard(
            recipe: recipe, cooked: cooked[recipe.id, default: 0], isFocused: focusedRecipe == recipe.id
          ) {
            cooked[recipe.id] = min(recipe.steps, cooked[recipe.id, default: 0] + 1)
          }
          .focused($focusedRecipe, equals: recipe.id)
        }
      }
      .redacted(reason: isLoading ? .placeholder : [])
      Toggle("Show as loading", isOn: $isLoading)
      Text(status).foregroundStyle(.cyan)
    }
  }

  private var status: String {
    guard let id = focusedRecipe, let recipe = Self.recipes.first(where: { $0.id == id }) else {
      return "focused: none"
    }
    return "focused: \(recipe.name), \(cooked[id, default: 0])/\(recipe.steps) steps"
  }
}

/// One card: focusable, drawing its own focus with its border. Its focus
/// comes from the list's `@FocusState` (a view does not see its own
/// `.focusable()` in `@Environment(\.isFocused)`, as in SwiftUI).
struct RecipeCard: View {
  let recipe: StylesExample.Recipe
  let cooked: Int
  let isFocused: Bool
  let cook: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(recipe.name).font(.headline).lineLimit(1)
      Text("\(recipe.minutes) min · ") + Text(recipe.price, format: .currency(code: "EUR")).bold()
      HStack(spacing: 1) {
        ForEach(recipe.tags, id: \.self) { tag in
          Text(" \(tag) ")
            .foregroundStyle(.black)
            .background(Self.color(of: tag), in: Capsule())
        }
      }
      StepsBar(done: cooked, total: recipe.steps)
      Text("\(cooked)/\(recipe.steps) steps").font(.caption).foregroundStyle(.secondary)
    }
    .padding(.horizontal, .columns(1))
    .border(isFocused ? Color.accentColor : .gray, width: isFocused ? 2 : 1)
    .cornerRadius(8)
    .focusable()
    .focusEffectDisabled()
    .onKeyPress(.space) {
      cook()
      return .handled
    }
  }

  static func color(of tag: String) -> Color {
    switch tag {
    case "vegan": .green
    case "soup": .orange
    default: .pink
    }
  }
}

/// A progress bar of shapes: one capsule per step, filled when cooked.
struct StepsBar: View {
  let done: Int
  let total: Int

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<total, id: \.self) { step in
        Capsule()
          .fill(step < done ? AnyShapeStyle(.green) : AnyShapeStyle(.gray.opacity(0.4)))
          .frame(width: .columns(3), height: .rows(1))
      }
    }
  }
}
