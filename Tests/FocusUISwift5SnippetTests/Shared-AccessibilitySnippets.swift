import FocusUI
import Foundation

// Accessibility modifiers as SwiftUI accessibility sample code writes them.

struct Contact: Identifiable {
  let id: Int
  var name: String
  var city: String
  var isFavorite: Bool
}

extension AccessibilityCustomContentKey {
  static let city = AccessibilityCustomContentKey("City")
}

struct ContactListSnippet: View {
  @State private var contacts = [
    Contact(id: 1, name: "Ada", city: "London", isFavorite: true),
    Contact(id: 2, name: "Grace", city: "Arlington", isFavorite: false),
    Contact(id: 3, name: "Katherine", city: "Hampton", isFavorite: true),
  ]
  @State private var log = "Ready"
  @AccessibilityFocusState private var isLogFocused: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text("Contacts")
        .accessibilityAddTraits(.isHeader)
        .accessibilitySortPriority(1)
      ScrollView {
        LazyVStack(alignment: .leading) {
          ForEach(contacts) { contact in
            ContactRow(contact: contact)
              .accessibilityCustomContent(.city, contact.city)
              .accessibilityCustomContent("Favorite", contact.isFavorite ? "Yes" : "No", importance: .high)
              .accessibilityAction(named: Text("Call")) { log = "Calling \(contact.name)" }
              .accessibilityAction(named: "Remove") { remove(contact) }
              .accessibilityAction {
                log = "Opened \(contact.name)"
                isLogFocused = true
              }
              .accessibilityIdentifier("contact-\(contact.id)")
          }
        }
      }
      .accessibilityElement(children: .contain)
      .accessibilityRotor("Favorites") {
        ForEach(contacts) { contact in
          if contact.isFavorite {
            AccessibilityRotorEntry(contact.name, id: contact.id)
          }
        }
      }
      Text(log)
        .accessibilityFocused($isLogFocused)
        .accessibilityIdentifier("log")
    }
    .accessibilityAction(.magicTap) { log = "Magic" }
  }

  private func remove(_ contact: Contact) {
    contacts.removeAll { $0.id == contact.id }
    log = "Removed \(contact.name)"
  }
}

struct ContactRow: View {
  let contact: Contact

  var body: some View {
    HStack {
      Image(systemName: contact.isFavorite ? "star.fill" : "star")
        .accessibilityHidden(true)
      Text(contact.name)
    }
    .accessibilityElement(children: .combine)
  }
}

/// A control drawn by hand, read as a standard one.
struct RatingControlSnippet: View {
  @Binding var rating: Int

  var body: some View {
    HStack {
      ForEach(1...5, id: \.self) { star in
        Image(systemName: star <= rating ? "star.fill" : "star")
          .onTapGesture { rating = star }
      }
    }
    .accessibilityRepresentation {
      Stepper("Rating", value: $rating, in: 1...5)
    }
  }
}

struct SettingsPairSnippet: View {
  @Namespace private var settingsNamespace
  @State private var notifications = true
  @State private var code = "X7Q2"
  @Environment(\.colorSchemeContrast) private var contrast

  var body: some View {
    VStack {
      HStack {
        Text("Notifications")
          .accessibilityLabeledPair(role: .label, id: "notifications", in: settingsNamespace)
        Toggle(isOn: $notifications) { EmptyView() }
          .accessibilityLabeledPair(role: .content, id: "notifications", in: settingsNamespace)
      }
      Text("Code: ") + Text(code).speechSpellsOutCharacters()
      Text(code).speechSpellsOutCharacters(true)
      Image(systemName: "photo")
        .accessibilityIgnoresInvertColors()
        .accessibilityLabel("Portrait")
      Text("Contrast")
        .foregroundStyle(contrast == .increased ? .primary : .secondary)
    }
  }
}

struct ChartSnippet: View {
  struct Point: Identifiable {
    let id: String
    let value: Int
  }

  let points = [Point(id: "Mon", value: 3), Point(id: "Tue", value: 5)]

  var body: some View {
    _Canvas { context, size in
      let width = size.width / CGFloat(points.count)
      for (index, point) in points.enumerated() {
        let height = size.height * CGFloat(point.value) / 5
        let bar = CGRect(x: CGFloat(index) * width, y: size.height - height, width: width, height: height)
        context.fill(Path(bar), with: .color(.blue))
      }
    }
    .accessibilityLabel("Steps this week")
    .accessibilityChildren {
      HStack {
        ForEach(points) { point in
          Rectangle()
            .accessibilityLabel(point.id)
            .accessibilityValue("\(point.value) thousand steps")
        }
      }
    }
  }
}
