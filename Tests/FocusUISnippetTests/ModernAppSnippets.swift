import SwiftUI

// iOS 17 and 18 (and tvOS) API as published apps use it, written with
// `import SwiftUI`.

/// A sidebar-adaptable tab view with sections, tabs made by `ForEach`
/// and a selection value of the app's own type.
struct LibrarySidebarSnippet: View {
  enum Destination: Hashable {
    case home
    case shelf(String)
    case settings
  }

  let shelves = ["Fiction", "Poetry"]
  @State private var selection: Destination = .home

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: Destination.home) {
        Text("Welcome home")
      }
      TabSection("Shelves") {
        ForEach(shelves, id: \.self) { shelf in
          Tab(shelf, systemImage: "books.vertical", value: Destination.shelf(shelf)) {
            Text("The \(shelf) shelf")
          }
        }
      }
      Tab("Settings", systemImage: "gear", value: .settings) {
        Text("Settings pane")
      }
      .badge(2)
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

/// Search suggestions in both spellings, with completions.
struct FruitSearchSnippet: View {
  let fruits = ["Apple", "Apricot", "Banana", "Cherry"]
  @State private var query = ""

  var matches: [String] {
    fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(matches, id: \.self) { fruit in
        Text(fruit)
      }
      .navigationTitle("Fruit")
      .searchable(text: $query, prompt: "Search fruit")
      .searchSuggestions {
        if !query.isEmpty {
          ForEach(fruits.filter { $0.lowercased().hasPrefix(query.lowercased()) }, id: \.self) { fruit in
            Label(fruit, systemImage: "leaf").searchCompletion(fruit)
          }
        }
      }
    }
  }
}

/// The iOS 15 spelling: suggestions in `searchable` itself.
struct EmojiSearchSnippet: View {
  @State private var text = ""

  var body: some View {
    Text("Searching for \(text)")
      .searchable(text: $text) {
        Text("🍎").searchCompletion("apple")
        Text("🍐").searchCompletion("pear")
      }
  }
}

/// Rows that know when they scroll into view, and a scroll view that
/// settles on its own rule.
struct VideoFeedSnippet: View {
  @State private var visible: Set<Int> = []

  var body: some View {
    VStack {
      Text("\(visible.count) visible")
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<20, id: \.self) { index in
            Text("Video \(index)")
              .frame(height: 32)
              .onScrollVisibilityChange(threshold: 0.5) { isVisible in
                if isVisible { visible.insert(index) } else { visible.remove(index) }
              }
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(RowsOfFiveBehavior())
      .frame(height: 96)
    }
  }
}

/// Settles on every fifth row.
struct RowsOfFiveBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    guard context.axes.contains(.vertical), context.contentSize.height > context.containerSize.height else { return }
    target.rect.origin.y = (target.rect.minY / 5).rounded(.down) * 5
  }
}

/// Cards a third of the scroll view wide.
struct CardShelfSnippet: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 16) {
        ForEach(0..<6, id: \.self) { index in
          Text("Card \(index)")
            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 16)
            .background(Color.gray.opacity(0.3))
        }
      }
    }
    .frame(width: 320)
  }
}

/// A group box style of the app's own.
struct CardGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label.bold()
      configuration.content
    }
    .padding(.horizontal, 1)
    .background(Color.gray.opacity(0.2))
  }
}

struct StatsSnippet: View {
  @State private var steps = 4200

  var body: some View {
    VStack {
      GroupBox("Today") {
        Text("\(steps) steps")
        Button("Walk") { steps += 100 }
      }
      .groupBoxStyle(CardGroupBoxStyle())
      GroupBox {
        Text("Sleep 7h")
      } label: {
        Label("Night", systemImage: "moon")
      }
      .groupBoxStyle(.automatic)
    }
  }
}

/// Mailboxes with unread counts, the older navigation bar spellings and a
/// toolbar.
struct MailboxListSnippet: View {
  struct Mailbox: Identifiable {
    let id: String
    let unread: Int
  }

  let mailboxes = [Mailbox(id: "Inbox", unread: 3), Mailbox(id: "Drafts", unread: 0)]
  @State private var composed = 0

  var body: some View {
    NavigationView {
      List {
        ForEach(mailboxes) { mailbox in
          Label(mailbox.id, systemImage: "tray").badge(mailbox.unread)
        }
        Text("Flagged").badge("New")
        Text("Composed").badge(Text("\(composed)"))
      }
      .navigationBarTitle("Mailboxes")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Compose") { composed += 1 }
        }
        ToolbarItem(placement: .principal) {
          Text("Mail")
        }
        if composed > 2 {
          ToolbarItem(placement: .bottomBar) {
            Text("Many drafts")
          }
        }
      }
    }
  }
}

struct InlineTitleSnippet: View {
  var body: some View {
    NavigationView {
      Text("Body")
        .navigationBarTitle(Text("Details"), displayMode: .inline)
        .navigationBarItems(trailing: Button("Done") {})
    }
  }
}

/// A table sorted by comparators of every column kind.
struct FileTableSnippet: View {
  struct File: Identifiable {
    let id: Int
    var name: String
    var size: Int
    var kind: String
  }

  @State private var files = [
    File(id: 1, name: "notes.txt", size: 12, kind: "Text"),
    File(id: 2, name: "Budget.numbers", size: 300, kind: "Spreadsheet"),
    File(id: 3, name: "avatar.png", size: 40, kind: "Image"),
  ]
  @State private var sortOrder = [KeyPathComparator(\File.name, comparator: .localizedStandard)]

  var body: some View {
    Table(files, sortOrder: $sortOrder) {
      TableColumn("Name", value: \.name, comparator: .localizedStandard)
      TableColumn("Size", value: \.size) { file in
        Text("\(file.size) KB")
      }
      TableColumn("Kind", value: \.kind)
    }
    .onChange(of: sortOrder) { _, order in
      files.sort(using: order)
    }
  }
}

/// Toolbar content of the app's own.
struct EditorToolbar: ToolbarContent {
  let save: @MainActor () -> Void

  var body: some ToolbarContent {
    ToolbarItem(placement: .confirmationAction) {
      Button("Save", action: save)
    }
    ToolbarItemGroup(placement: .secondaryAction) {
      Button("Duplicate") {}
      Button("Rename") {}
    }
  }
}

struct EditorSnippet: View {
  @State private var log = "Editing"

  var body: some View {
    NavigationStack {
      Text(log)
        .toolbar {
          EditorToolbar { log = "Saved" }
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { log = "Cancelled" }
          }
        }
    }
  }
}
