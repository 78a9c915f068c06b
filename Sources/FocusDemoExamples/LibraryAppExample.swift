import FocusUI

/// An iOS 18 app's shape: a sidebar-adaptable tab view with a section, a
/// table sorted by comparators, and a search with suggestions that the
/// arrows reach.
struct LibraryAppExample: View {
  enum Section: Hashable {
    case books, search, settings
  }

  @State private var section = Section.books
  @State private var largeType = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("↑/↓ in the sidebar choose; Tab goes in. In Search, ↓ reaches the suggestions, Return takes one.")
      TabView(selection: $section) {
        Tab("Books", systemImage: "book", value: Section.books) {
          BookTable()
        }
        TabSection("Find") {
          Tab("Search", systemImage: "magnifyingglass", value: Section.search) {
            BookSearch()
          }
        }
        Tab("Settings", systemImage: "gear", value: Section.settings) {
          Toggle("Large type", isOn: $largeType)
        }
        .badge(largeType ? 0 : 1)
      }
      .tabViewStyle(.sidebarAdaptable)
      .frame(height: .rows(9))
      StatusLine("section", section)
    }
  }

  struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var year: Int
  }

  static let books = [
    Book(id: 1, title: "Middlemarch", year: 1871),
    Book(id: 2, title: "Moby-Dick", year: 1851),
    Book(id: 3, title: "Emma", year: 1815),
    Book(id: 4, title: "Ulysses", year: 1922),
    Book(id: 5, title: "Mrs Dalloway", year: 1925),
  ]

  /// The books, sorted by a click on a column's title.
  struct BookTable: View {
    @State private var books = LibraryAppExample.books.sorted(using: KeyPathComparator(\Book.title))
    @State private var selection: Book.ID?
    @State private var sortOrder = [KeyPathComparator(\Book.title, comparator: .localizedStandard)]

    var body: some View {
      Table(books, selection: $selection, sortOrder: $sortOrder) {
        TableColumn("Title", value: \.title, comparator: .localizedStandard)
        TableColumn("Year", value: \.year) { book in
          Text(String(book.year))
        }
        .width(48)
      }
      .onChange(of: sortOrder) { books.sort(using: sortOrder) }
    }
  }

  /// A search over the titles, suggesting the ones that start with what
  /// was typed.
  struct BookSearch: View {
    @State private var query = ""

    var matches: [Book] {
      LibraryAppExample.books.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(matches) { book in
          Text("\(book.title), \(String(book.year))")
        }
      }
      .searchable(text: $query, prompt: "Title")
      .searchSuggestions {
        ForEach(LibraryAppExample.books.filter { $0.title.lowercased().hasPrefix(query.lowercased()) }) { book in
          Label(book.title, systemImage: "book").searchCompletion(book.title)
        }
      }
    }
  }
}
