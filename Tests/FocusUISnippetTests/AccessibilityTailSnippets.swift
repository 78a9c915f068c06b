import SwiftUI

// The rest of the accessibility surface published apps use, written with
// `import SwiftUI` as they are.

/// Speech modifiers on texts and on views.
struct SpeechSnippet: View {
  let flight = "BA2490"

  var body: some View {
    VStack(alignment: .leading) {
      Text("Item deleted").speechAdjustedPitch(-0.5)
      Text("x = y + 1;").speechAlwaysIncludesPunctuation()
      Text("Flight ") + Text(flight).speechSpellsOutCharacters().speechAdjustedPitch(0.25)
      Text("Downloading…").speechAnnouncementsQueued()
      VStack {
        Text("Total: 5.00!")
        Text("Hello, world.")
      }
      .speechAlwaysIncludesPunctuation(true)
      .speechAdjustedPitch(1.5)
      .speechAnnouncementsQueued(false)
    }
  }
}

/// A control drawn by hand that VoiceOver adjusts with swipes.
struct VolumeKnobSnippet: View {
  @State private var volume = 5

  var body: some View {
    VStack {
      Circle()
        .frame(width: 4, height: 2)
        .accessibilityElement()
        .accessibilityLabel("Volume")
        .accessibilityValue("\(volume)")
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment:
            volume = min(10, volume + 1)
          case .decrement:
            volume = max(0, volume - 1)
          }
        }
      Text("Volume is \(volume)")
    }
  }
}

/// Elements far apart in reading order linked into one group, and a
/// labelled pair.
struct LinkedMessagesSnippet: View {
  @Namespace private var thread
  @Namespace private var form
  @State private var isMuted = false

  var body: some View {
    VStack(alignment: .leading) {
      Text("From Ada").accessibilityLinkedGroup(id: "ada", in: thread)
      Text("From Grace").accessibilityLinkedGroup(id: "grace", in: thread)
      Text("Reply to Ada").accessibilityLinkedGroup(id: "ada", in: thread)
      HStack {
        Text("Mute")
          .accessibilityLabeledPair(role: .label, id: 1, in: form)
        Toggle("", isOn: $isMuted)
          .labelsHidden()
          .accessibilityLabeledPair(role: .content, id: 1, in: form)
      }
    }
  }
}

/// Every form of custom content.
struct ProductDetailsSnippet: View {
  struct Product {
    var name = "Chair"
    var price = "120"
    var colour: LocalizedStringKey = "Oak"
    var stock: Int? = 3
  }

  let product = Product()

  var body: some View {
    Text(product.name)
      .accessibilityCustomContent(.price, product.price)
      .accessibilityCustomContent(AccessibilityCustomContentKey(Text("Colour"), id: "colour"), product.colour)
      .accessibilityCustomContent(.stock, product.stock.map { Text("\($0) left") }, importance: .high)
      .accessibilityCustomContent(Text("Maker"), Text("Hans"))
      .accessibilityCustomContent("Wood", Text("Beech"))
      .accessibilityCustomContent("Seat", "Cane")
      .accessibilityCustomContent("Weight", "\(7) kg", importance: .default)
  }
}

extension AccessibilityCustomContentKey {
  static var price: AccessibilityCustomContentKey { AccessibilityCustomContentKey("Price") }
  static var stock: AccessibilityCustomContentKey { AccessibilityCustomContentKey("In stock", id: "stock") }
}

/// Every form of rotor: content builders, entry arrays with key paths,
/// system rotors, text ranges.
struct ArticleRotorsSnippet: View {
  struct Heading: Identifiable {
    let id: Int
    let title: String
  }

  struct Warning {
    let code: String
    let message: String
  }

  @Namespace private var article
  let headings = [Heading(id: 1, title: "Introduction"), Heading(id: 2, title: "Method")]
  let warnings = [Warning(code: "W1", message: "Stale data")]
  let body_ = "Call Ada, then Grace."

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(headings) { heading in
        Text(heading.title)
          .accessibilityAddTraits(.isHeader)
          .accessibilityRotorEntry(id: heading.id, in: article)
      }
      ForEach(warnings, id: \.code) { warning in
        Text(warning.message).id(warning.code)
      }
      Text(body_)
    }
    .accessibilityElement(children: .contain)
    .accessibilityRotor("Sections", entries: headings, entryLabel: \.title)
    .accessibilityRotor(Text("Warnings"), entries: warnings, entryID: \.code, entryLabel: \.message)
    .accessibilityRotor(.headings, entries: headings, entryLabel: \.title)
    .accessibilityRotor(Text("Parts")) {
      ForEach(headings) { heading in
        AccessibilityRotorEntry(Text(heading.title), id: heading.id, in: article)
      }
    }
    .accessibilityRotor(.links) {
      AccessibilityRotorEntry("Introduction", id: 1, in: article)
    }
    .accessibilityRotor("Names", textRanges: nameRanges)
    .accessibilityRotor(.boldText, textRanges: [])
  }

  var nameRanges: [Range<String.Index>] {
    ["Ada", "Grace"].compactMap { body_.range(of: $0) }
  }
}

/// A hand-drawn switch read as a toggle.
struct WifiSwitchSnippet: View {
  @State private var isOn = false

  var body: some View {
    HStack {
      Text("Wi-Fi")
      Capsule()
        .frame(width: 4, height: 1)
        .onTapGesture { isOn.toggle() }
    }
    .accessibilityRepresentation {
      Toggle("Wi-Fi", isOn: $isOn)
    }
  }
}

/// Labels as apps write them: a model's localized keys, key paths, texts
/// built from parts.
struct LabelInferenceSnippet: View {
  struct Place: Identifiable {
    let id: Int
    let name: String
    let title: LocalizedStringKey
    let symbol: String
    var isFavorite = false
  }

  let places = [
    Place(id: 1, name: "Home", title: "Home", symbol: "house"),
    Place(id: 2, name: "Work", title: "Work", symbol: "briefcase", isFavorite: true),
  ]
  let nameKeyPath: KeyPath<Place, String> = \.name

  var body: some View {
    List(places) { place in
      Label(place.title, systemImage: place.symbol)
        .accessibilityLabel(Text(place.name) + Text(place.isFavorite ? ", favorite" : ""))
      Label(place[keyPath: nameKeyPath], systemImage: place.symbol)
        .accessibilityLabel(place.isFavorite ? Text("Favorite") : Text(place.name))
      Label("\(place.name) details", systemImage: "info.circle")
        .accessibilityLabel(place.isFavorite ? "Favorite place" : "Place")
      Label(title: { Text(place.title) }, icon: { Image(systemName: place.symbol) })
        .accessibilityLabel(Text(verbatim: place.name))
      Label(LocalizedStringKey(place.name), image: "pin")
        .accessibilityLabel(place.title)
      Label(NSLocalizedString("Share", comment: "A button title"), systemImage: "square.and.arrow.up")
        .accessibilityLabel(Text("Share \(place.name)"))
    }
  }
}

/// A view made a button by a tap gesture, and a selected state.
struct TappableCardSnippet: View {
  @State private var isSelected = false

  var body: some View {
    HStack {
      Image(systemName: "star")
      Text("Favourite")
    }
    .onTapGesture { isSelected.toggle() }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
  }
}
