import FocusUI
import Foundation

/// A recipe's settings pane: a stepper for the servings, a slider for the
/// spice level, toggles drawn as a switch and as a checkbox, a button in a
/// style of its own, a link, a progress bar, and a grocery list that shows
/// a ContentUnavailableView once it is empty.
struct ControlsExample: View {
  @State private var servings = 4
  @State private var spice = 2.0
  @State private var isVegetarian = true
  @State private var addsGarnish = false
  @State private var groceries = ControlsExample.shoppingList
  @State private var status = "Nothing done yet."

  static let shoppingList = ["Basmati rice", "Coconut milk", "Thai basil"]
  private static let source = URL(string: "https://example.com/recipes/green-curry")!

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Label("Green curry", systemImage: "fork.knife").bold()
        Text(status).foregroundStyle(.cyan)
      }
      Stepper("Servings: \(servings)", value: $servings, in: 1...12)
      Slider(value: $spice, in: 0...5, step: 1) {
        Text("Spice")
      } minimumValueLabel: {
        Text("mild")
      } maximumValueLabel: {
        Text("hot")
      }
      LabeledContent("Spice level", value: "\(Int(spice)) of 5")
      Toggle("Vegetarian", isOn: $isVegetarian).toggleStyle(.switch)
      Toggle("Garnish with basil", isOn: $addsGarnish).toggleStyle(.checkbox)
      HStack {
        Button("Remove item") {
          if !groceries.isEmpty { groceries.removeLast() }
          status = "Removed an item."
        }
        .buttonStyle(TagButtonStyle())
        Link("Recipe source", destination: Self.source)
      }
      ProgressView("Shopping", value: Double(Self.shoppingList.count - groceries.count), total: 3)
      if groceries.isEmpty {
        ContentUnavailableView(
          "No Groceries", systemImage: "cart", description: Text("Everything is in the basket."))
      } else {
        ForEach(groceries, id: \.self) { item in
          GroceryRow(item: item) { status = "Picked \(item)." }
        }
      }
    }
    .environment(
      \.openURL,
      OpenURLAction { url in
        status = "Opened \(url.host ?? "link")."
        return .handled
      })
  }
}

/// A grocery item: marked while the pointer is over it, picked with a
/// double click.
struct GroceryRow: View {
  let item: String
  let pick: () -> Void
  @State private var isHovered = false

  var body: some View {
    Label(item, systemImage: "cart")
      .bold(isHovered)
      .onTapGesture(count: 2) { pick() }
      .onHover { isHovered = $0 }
      .overlayMarker(isHovered)
  }
}

extension View {
  /// A `◂` after the view while `isShown`.
  fileprivate func overlayMarker(_ isShown: Bool) -> some View {
    HStack {
      self
      if isShown { Text("◂") }
    }
  }
}

/// A button drawn as a tag, `‹ Label ›`, bold while focused.
struct TagButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    TagBody(label: configuration.label, isDestructive: configuration.role == .destructive)
  }

  /// Reads the focus the button hands its style.
  struct TagBody: View {
    let label: ButtonStyleConfiguration.Label
    let isDestructive: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
      HStack(spacing: 0) {
        Text(isFocused ? "» " : "‹ ")
        label
        Text(isFocused ? " «" : " ›")
      }
      .foregroundStyle(isDestructive ? .red : .yellow)
    }
  }
}
