import FocusUI

// Layout as SwiftUI apps write it: lengths in points, grids, readers,
// views that fit, insets. See FocusStateSnippets.swift for the rules.

struct RecipeTile: Identifiable, Hashable {
  let id: Int
  let name: String
  var minutes: Int
}

struct RecipeGridSnippet: View {
  let recipes: [RecipeTile]
  @FocusState private var focusedRecipe: Int?

  private let columns = [GridItem(.adaptive(minimum: 120, maximum: 200), spacing: 16)]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, alignment: .leading, spacing: 16) {
        ForEach(recipes) { recipe in
          Button(recipe.name) {}
            .focused($focusedRecipe, equals: recipe.id)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      .padding(.horizontal, 16)
    }
    .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) {
      Text(focusedRecipe.map { "Selected \($0)" } ?? "Nothing selected")
        .padding(.horizontal)
    }
  }
}

struct RecipeDetailHeaderSnippet: View {
  let title: String
  @Binding var rating: Int

  var body: some View {
    HStack(alignment: .top, spacing: 8) {
      Text(title)
      Spacer(minLength: 16)
      Text(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating))
        .layoutPriority(1)
        .fixedSize()
    }
    .padding(EdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16))
  }
}

struct ShippingFormSnippet: View {
  enum Field: Hashable {
    case street, city, postcode
  }

  @State private var street = ""
  @State private var city = ""
  @State private var postcode = ""
  @FocusState private var focused: Field?

  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 0) {
      GridRow {
        Text("Street:").gridColumnAlignment(.trailing)
        TextField("Street", text: $street).focused($focused, equals: .street)
      }
      GridRow {
        Text("City:")
        TextField("City", text: $city).focused($focused, equals: .city)
      }
      Divider()
      GridRow {
        Text("Postcode:")
        TextField("Postcode", text: $postcode)
          .focused($focused, equals: .postcode)
          .frame(minWidth: 48, idealWidth: 80, maxWidth: 120)
      }
    }
    .padding()
  }
}

struct GroceryToolbarSnippet: View {
  @State private var added = 0

  var body: some View {
    VStack(alignment: .leading) {
      ViewThatFits(in: .horizontal) {
        HStack {
          Button("Add to Grocery List") { added += 1 }
          Button("Share Recipe") {}
        }
        HStack {
          Button("Add") { added += 1 }
          Button("Share") {}
        }
      }
      Text("Added \(added)")
    }
  }
}

struct CookingProgressSnippet: View {
  var progress: Double

  var body: some View {
    GeometryReader { geometry in
      let width = geometry.size.width * progress
      Text(String(repeating: "=", count: Int(width / 8)))
        .frame(width: width, alignment: .leading)
        .offset(x: 0, y: 0)
    }
    .frame(height: 16)
    .coordinateSpace(name: "progress")
  }
}

struct SidebarWidthSnippet: View {
  var body: some View {
    HStack(spacing: 0) {
      VStack(alignment: .leading) {
        Text("Breakfast")
        Text("Dinner")
      }
      .frame(minWidth: 80, idealWidth: 120, maxWidth: 160, maxHeight: .infinity, alignment: .topLeading)
      Divider()
      Text("Detail")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .environment(\.layoutDirection, .leftToRight)
  }
}
