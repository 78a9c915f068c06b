import FocusUI

// Tables and tab views, as SwiftUI apps write them.

struct SnippetPerson: Identifiable {
  let id = UUID()
  var givenName: String
  var familyName: String
  var emailAddress: String
}

let snippetPeople = [
  SnippetPerson(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
  SnippetPerson(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
  SnippetPerson(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com"),
]

/// Table's own documentation example: sortable, any number selected.
struct PeopleTableSnippet: View {
  @State private var people = snippetPeople
  @State private var selectedPeople = Set<SnippetPerson.ID>()
  @State private var sortOrder = [KeyPathComparator(\SnippetPerson.givenName)]

  var body: some View {
    Table(people, selection: $selectedPeople, sortOrder: $sortOrder) {
      TableColumn("Given Name", value: \.givenName)
      TableColumn("Family Name", value: \.familyName)
      TableColumn("E-Mail Address", value: \.emailAddress)
    }
    .onChange(of: sortOrder) { _, newOrder in
      people.sort(using: newOrder)
    }
    Text("\(selectedPeople.count) people selected")
  }
}

/// Rows written one by one, a column of buttons, widths.
struct ContactsTableSnippet: View {
  @State private var selection: SnippetPerson.ID?
  let me = SnippetPerson(givenName: "You", familyName: "", emailAddress: "you@icloud.com")

  var body: some View {
    Table(of: SnippetPerson.self, selection: $selection) {
      TableColumn("Name") { person in
        Text("\(person.givenName) \(person.familyName)")
      }
      .width(min: 80, ideal: 120)
      TableColumn("E-Mail", value: \.emailAddress)
      TableColumn("") { _ in
        Button("Mail") {}
      }
      .width(64)
    } rows: {
      TableRow(me)
      ForEach(snippetPeople) { person in
        TableRow(person)
      }
    }
  }
}

/// The older spelling: views with tab items, tags and a badge; the app's
/// own `Tab` enumeration hides FocusUI's `Tab`, as it hides SwiftUI's.
struct MailboxTabsSnippet: View {
  enum Tab {
    case received, sent
  }

  @State private var selection: Tab = .received

  var body: some View {
    TabView(selection: $selection) {
      Text("Received mail")
        .tabItem {
          Label("Received", systemImage: "tray.and.arrow.down.fill")
        }
        .tag(Tab.received)
      Text("Sent mail")
        .tabItem {
          Label("Sent", systemImage: "tray.and.arrow.up.fill")
        }
        .tag(Tab.sent)
        .badge(3)
    }
  }
}

/// TabView's own documentation example, with the Tab type.
struct AccountTabsSnippet: View {
  var body: some View {
    TabView {
      Tab("Received", systemImage: "tray.and.arrow.down.fill") {
        Text("Received mail")
      }
      .badge(2)

      Tab("Sent", systemImage: "tray.and.arrow.up.fill") {
        Text("Sent mail")
      }

      Tab("Account", systemImage: "person.crop.circle.fill") {
        Text("Account")
      }
      .badge("!")
    }
  }
}

/// A selection binding, a section and a search tab, as iOS 18 apps have.
struct LibraryTabsSnippet: View {
  enum Section: Hashable {
    case watchNow, books, music, search
  }

  @State private var selection = Section.watchNow

  var body: some View {
    TabView(selection: $selection) {
      Tab("Watch Now", systemImage: "play", value: .watchNow) {
        Button("Browse Books") { selection = .books }
      }
      TabSection("Library") {
        Tab("Books", systemImage: "book", value: .books) {
          Text("Books")
        }
        Tab("Music", systemImage: "music.note", value: .music) {
          Text("Music")
        }
      }
      Tab(value: .search, role: .search) {
        Text("Search the library")
      }
    }
  }
}
