import FocusUI

// Controls, control styles and gestures as SwiftUI apps write them.

struct RecipeSettingsSnippet: View {
  @State private var servings = 2
  @State private var spiceLevel = 1.0
  @State private var isFavorite = false
  @State private var notifies = true
  @Environment(\.openURL) private var openURL

  var body: some View {
    Form {
      Section("Recipe") {
        Stepper("Servings: \(servings)", value: $servings, in: 1...12)
        Slider(value: $spiceLevel, in: 0...3, step: 1) {
          Text("Spice")
        } minimumValueLabel: {
          Image(systemName: "leaf")
        } maximumValueLabel: {
          Image(systemName: "flame.fill")
        }
        LabeledContent("Cook time", value: "25 min")
        Toggle("Favorite", isOn: $isFavorite)
          .toggleStyle(FavoriteToggleStyle())
        Toggle("Timer alerts", isOn: $notifies)
          .toggleStyle(.switch)
      }
      Section {
        Button {
          openURL(URL(string: "https://example.com/help")!)
        } label: {
          Label("Help", systemImage: "questionmark.circle")
        }
        .buttonStyle(.borderless)
        Link("Source", destination: URL(string: "https://example.com/recipe")!)
        Button("Delete Recipe", role: .destructive) {}
          .buttonStyle(CapsuleButtonStyle())
      }
    }
  }
}

struct FavoriteToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Image(systemName: configuration.isOn ? "heart.fill" : "heart")
        .foregroundStyle(configuration.isOn ? .red : .gray)
        .onTapGesture { configuration.isOn.toggle() }
    }
  }
}

struct CapsuleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal)
      .foregroundStyle(configuration.role == .destructive ? .red : .primary)
      .opacityWhenPressed(configuration.isPressed)
  }
}

extension View {
  fileprivate func opacityWhenPressed(_ isPressed: Bool) -> some View {
    bold(isPressed)
  }
}

struct GroceryListSnippet: View {
  @State private var items: [String] = []
  @State private var isLoading = false

  var body: some View {
    VStack {
      if isLoading {
        ProgressView("Loading groceries…")
      } else if items.isEmpty {
        ContentUnavailableView {
          Label("No Groceries", systemImage: "cart")
        } description: {
          Text("Add what you need for this week.")
        } actions: {
          Button("Add Item") { items.append("Eggs") }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
      } else {
        ForEach(items, id: \.self) { item in
          Label(item, systemImage: "checkmark.circle")
            .labelStyle(.titleAndIcon)
        }
        ProgressView(value: Double(items.count), total: 10)
          .progressViewStyle(.linear)
      }
    }
  }
}

struct RecipeTileGesturesSnippet: View {
  let name: String
  @State private var isHovered = false
  @State private var opened = 0
  @State private var selected = false

  var body: some View {
    VStack {
      Image(systemName: "fork.knife")
        .resizable()
        .imageScale(.large)
        .symbolRenderingMode(.hierarchical)
      Text(name)
      Text(isHovered ? "hovered" : "")
    }
    .contentShape(Rectangle())
    .onTapGesture(count: 2) { opened += 1 }
    .onTapGesture { selected.toggle() }
    .onHover { isHovered = $0 }
    .simultaneousGesture(LongPressGesture().onEnded { _ in selected = true })
    .gesture(TapGesture(count: 3).onEnded { opened = 0 })
    .accessibilityLabel(name)
  }
}

struct SearchResultsSnippet: View {
  let query: String
  let results: [String]

  var body: some View {
    if results.isEmpty {
      ContentUnavailableView.search(text: query)
    } else {
      List(results, id: \.self) { Text($0) }
    }
  }
}

struct PrimitiveStyleSnippet: View {
  @State private var count = 0

  struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .onTapGesture(count: 2) { configuration.trigger() }
    }
  }

  var body: some View {
    VStack {
      Button("Count \(count)") { count += 1 }
        .buttonStyle(DoubleTapStyle())
      Button("Plain") {}.buttonStyle(.plain)
      Button("Link") {}.buttonStyle(.link)
      Label("Iconic", systemImage: "star").labelStyle(.iconOnly)
      Image("photo-of-curry")
      Image(decorative: "divider")
    }
    .environment(\.openURL, OpenURLAction { _ in .handled })
  }
}

struct QuantitySnippet: View {
  @State private var quantity = 1
  @State private var isEditing = false
  @State private var volume = 0.5

  var body: some View {
    VStack {
      Stepper(value: $quantity, in: 1...99) {
        Text("Quantity: \(quantity)")
      } onEditingChanged: { editing in
        isEditing = editing
      }
      Stepper(value: $quantity, step: 5) {
        Text("By five")
      }
      Slider(value: $volume) { editing in
        isEditing = editing
      }
      Slider(value: $volume, in: 0...1, step: 0.1) {
        Text("Volume")
      }
      ProgressView(value: volume) {
        Text("Level")
      } currentValueLabel: {
        Text("\(Int(volume * 100))%")
      }
      ProgressView { Text("Syncing") }
        .progressViewStyle(.circular)
    }
  }
}
