import FocusUI

/// The fruit picked last: an `ObservableObject` the example owns
/// (`@StateObject`) and hands down (`environmentObject`).
final class FruitBasket: ObservableObject {
  @Published var picked: String?
}

/// A searchable list of fruits: typing in the search field filters it,
/// Ctrl-F (or the Find button) writes the `searchFocused` state, Return
/// picks the first match (`onSubmit(of: .search)`), Esc in the field
/// dismisses the search.
struct SearchExample: View {
  static let fruits = [
    "Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango", "Peach", "Pear",
  ]

  @State private var query = ""
  @StateObject private var basket = FruitBasket()
  @FocusState private var isSearchFocused: Bool

  private var matches: [String] {
    let needle = query.lowercased()
    return needle.isEmpty ? Self.fruits : Self.fruits.filter { $0.lowercased().contains(needle) }
  }

  var body: some View {
    VStack(alignment: .leading) {
      FruitResults(matches: matches)
      HStack {
        Button("Find") { isSearchFocused = true }
          .keyboardShortcut("f")
        Text("(Ctrl-F)").foregroundStyle(.gray)
      }
      StatusLine("isSearchFocused", isSearchFocused)
      PickedLine()
    }
    .environmentObject(basket)
    .searchable(text: $query, prompt: "Search fruits")
    .searchFocused($isSearchFocused)
    .onSubmit(of: .search) { basket.picked = matches.first }
  }
}

/// The fruits matching the search; it reads whether the user is searching
/// and can dismiss the search, as views inside a searchable view do.
private struct FruitResults: View {
  let matches: [String]
  @EnvironmentObject private var basket: FruitBasket
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    VStack(alignment: .leading) {
      Text(isSearching ? "searching: \(matches.count) of \(SearchExample.fruits.count)" : "not searching")
        .foregroundStyle(.gray)
      ForEach(matches, id: \.self) { fruit in
        Button(fruit) {
          basket.picked = fruit
          dismissSearch()
        }
      }
      if matches.isEmpty {
        Text("No fruit matches.")
      }
    }
  }
}

/// The picked fruit: its body runs again when the basket publishes.
private struct PickedLine: View {
  @EnvironmentObject private var basket: FruitBasket

  var body: some View {
    Text("picked: \(basket.picked ?? "nothing")")
  }
}
