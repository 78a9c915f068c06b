import FocusUI

// Text styling, colors, shapes and decorations as SwiftUI apps write them.

struct RecipeTileSnippet: View {
  struct Recipe: Identifiable {
    let id = UUID()
    var name: String
    var summary: String
    var servings: Int
    var price: Decimal
    var isFavorite: Bool
  }

  let recipe: Recipe
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Text(recipe.name)
          .font(.headline)
          .lineLimit(1)
        Spacer()
        if recipe.isFavorite {
          Text("★").foregroundStyle(.yellow)
        }
      }
      Text(recipe.summary)
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .lineLimit(2, reservesSpace: true)
      Text("Serves \(recipe.servings) · ") + Text(recipe.price, format: .currency(code: "USD")).bold()
    }
    .padding(12)
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    .overlay {
      RoundedRectangle(cornerRadius: 12)
        .strokeBorder(isFocused ? Color.accentColor : .clear, lineWidth: 2)
    }
    .shadow(color: .black.opacity(0.15), radius: 6, x: 0, y: 3)
  }
}

struct TagListSnippet: View {
  let tags: [String]

  var body: some View {
    HStack {
      ForEach(tags, id: \.self) { tag in
        Text(tag.capitalized)
          .font(.caption.weight(.semibold))
          .padding(.horizontal, 8)
          .padding(.vertical, 2)
          .foregroundStyle(.white)
          .background(Capsule().fill(Color.accentColor))
      }
    }
  }
}

struct RatingBadgeSnippet: View {
  var rating: Double

  var body: some View {
    HStack {
      Circle()
        .fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
        .frame(width: 16, height: 16)
      Text(rating, format: .number.precision(.fractionLength(1)))
        .monospacedDigit()
    }
    .font(.footnote)
  }
}

struct ProgressCapsuleSnippet: View {

  var body: some View {
    // Two capsules share the bar by their weights: done, then to do.
    HStack(spacing: 0) {
      Capsule().fill(.tint)
      Capsule().fill(.quaternary)
    }
    .frame(width: 200, height: 8)
    .tint(.green)
  }
}

struct LoadingListSnippet: View {
  @State private var isLoading = true
  let names = ["Pancakes", "Shakshuka", "Ramen"]

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(names, id: \.self) { name in
        Text(name)
          .strikethrough(name == "Ramen", color: .red)
          .italic(name == "Shakshuka")
      }
      Text("Updated just now").foregroundColor(.gray).opacity(isLoading ? 0 : 1)
      Button(isLoading ? "Show" : "Hide") { isLoading.toggle() }
    }
    .redacted(reason: isLoading ? .placeholder : [])
    .multilineTextAlignment(.leading)
    .textCase(nil)
  }
}

struct BorderedFieldSnippet: View {
  @State private var note = ""
  @FocusState private var isEditing: Bool

  var body: some View {
    TextField("Note", text: $note)
      .focused($isEditing)
      .padding(6)
      .border(isEditing ? Color.blue : Color(white: 0.7), width: 1)
      .cornerRadius(4)
      .clipped()
      .foregroundStyle(.primary, .secondary)
      .tint(Color(red: 0.2, green: 0.5, blue: 0.9))
  }
}
