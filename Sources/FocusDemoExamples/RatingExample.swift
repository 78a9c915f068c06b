import FocusUI
import Foundation

/// A rating control, the way a recipe app rates its dishes: each picker is
/// one focusable view that draws its own focus (`focusEffectDisabled`),
/// changes with ← and → (`onMoveCommand`) or a digit (`onKeyPress`), and
/// tells the screen reader its value.
struct RatingExample: View {
  struct Dish: Identifiable {
    let id: Int
    let name: String
    var rating: Int
  }

  @State private var dishes = [
    Dish(id: 1, name: "Lentil soup", rating: 3),
    Dish(id: 2, name: "Apple crumble", rating: 5),
    Dish(id: 3, name: "Green curry", rating: 0),
  ]

  var body: some View {
    VStack(alignment: .leading) {
      Text("Tab to a rating: ←/→ change it, 0–5 set it.")
      ForEach($dishes) { $dish in
        HStack {
          Text(dish.name).frame(width: .columns(16), alignment: .leading)
          RatingPicker(rating: $dish.rating)
        }
      }
      Button("Clear ratings") {
        for index in dishes.indices { dishes[index].rating = 0 }
      }
      Text("rated: " + dishes.map { "\($0.name) \($0.rating)" }.joined(separator: ", "))
        .foregroundStyle(.cyan)
    }
  }
}

/// Five stars in one focus stop. Focused, it brackets the stars itself
/// instead of the terminal's focus ring.
struct RatingPicker: View {
  @Binding var rating: Int
  @FocusState private var isFocused: Bool
  static let maximum = 5

  var body: some View {
    Text(stars)
      .focusable()
      .focused($isFocused)
      .focusEffectDisabled()
      .onMoveCommand { direction in
        switch direction {
        case .left: rating = max(0, rating - 1)
        case .right: rating = min(Self.maximum, rating + 1)
        case .up, .down: break
        }
      }
      .onKeyPress(characters: CharacterSet(charactersIn: "012345")) { press in
        guard let value = Int(press.characters) else { return .ignored }
        rating = value
        return .handled
      }
      .accessibilityLabel("Rating")
      .accessibilityValue("\(rating) of \(Self.maximum) stars")
  }

  private var stars: String {
    let row = String(repeating: "★", count: rating) + String(repeating: "☆", count: Self.maximum - rating)
    return isFocused ? "▸ \(row) ◂" : "  \(row)  "
  }
}
