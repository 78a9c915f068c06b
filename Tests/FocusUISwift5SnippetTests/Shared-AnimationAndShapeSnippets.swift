import FocusUI

// Animations, transitions, shape shorthands and localized keys held in
// variables, as sample apps write them.

struct ChecklistRowSnippet: View {
  @State private var isDone = false
  let title: LocalizedStringKey = "Buy flour"

  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
        .contentTransition(.symbolEffect)
        .animation(.linear, value: isDone)
      Button("Toggle") {
        withAnimation(.spring) { isDone.toggle() }
      }
      .help("Marks the item done")
      .contentShape(.rect(cornerRadius: 4))
      if isDone {
        Text("done").transition(.opacity.combined(with: .move(edge: .trailing)))
      }
    }
    .clipShape(.containerRelative)
    .containerShape(.rect(cornerRadius: 8))
    .scenePadding()
    .zIndex(1)
    .accessibilityLabel(title)
  }
}

struct CategoryLinksSnippet: View {
  enum Category: String, CaseIterable, Hashable {
    case soups, salads
    var localizedName: LocalizedStringKey { LocalizedStringKey(rawValue.capitalized) }
  }

  var body: some View {
    NavigationStack {
      List(Category.allCases, id: \.self) { category in
        NavigationLink(category.localizedName, value: category)
      }
      .navigationTitle(Category.soups.localizedName)
      .navigationDestination(for: Category.self) { category in
        LabeledContent(category.localizedName, value: "4 recipes")
      }
    }
  }
}
