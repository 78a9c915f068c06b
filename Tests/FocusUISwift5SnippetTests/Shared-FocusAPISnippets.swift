import FocusUI

// The rest of the focus API as apps use it: focused values read by
// commands, default focus, key presses, search, sheets and lists.

extension FocusedValues {
  @Entry var selectedNoteTitle: Binding<String>?
}

struct NotesCommands: Commands {
  @FocusedValue(\.selectedNoteTitle) private var title

  var body: some Commands {
    CommandMenu("Note") {
      Button("Clear Title") { title?.wrappedValue = "" }
        .keyboardShortcut("k", modifiers: [.command, .shift])
        .disabled(title == nil)
    }
  }
}

struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      NoteEditorSnippet()
    }
    .commands { NotesCommands() }
  }
}

struct NoteEditorSnippet: View {
  @State private var title = "Groceries"
  @State private var body_ = ""
  @FocusState private var isTitleFocused: Bool

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Title", text: $title)
        .focused($isTitleFocused)
        .focusedValue(\.selectedNoteTitle, $title)
      TextField("Body", text: $body_)
    }
    .defaultFocus($isTitleFocused, true)
  }
}

struct StarRatingSnippet: View {
  @State private var rating = 3
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    Text(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating))
      .focusable()
      .accessibilityLabel("Rating")
      .accessibilityValue("\(rating) of 5")
      .onMoveCommand { direction in
        switch direction {
        case .left: rating = max(0, rating - 1)
        case .right: rating = min(5, rating + 1)
        default: break
        }
      }
      .onKeyPress(characters: .decimalDigits) { press in
        guard let value = Int(press.characters), value <= 5 else { return .ignored }
        rating = value
        return .handled
      }
  }
}

struct SearchableFruitsSnippet: View {
  @State private var query = ""
  @FocusState private var isSearchFocused: Bool
  private let fruits = ["Apple", "Banana", "Cherry", "Damson"]

  var matches: [String] {
    query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    List(matches, id: \.self) { fruit in
      Text(fruit)
    }
    .searchable(text: $query, prompt: "Fruit")
    .searchFocused($isSearchFocused)
    .onAppear { isSearchFocused = true }
  }
}

struct EditSheetSnippet: View {
  @State private var isEditing = false
  @State private var name = "Ada"
  @FocusState private var nameFocused: Bool

  var body: some View {
    VStack {
      Text(name)
      Button("Edit") { isEditing = true }
    }
    .sheet(isPresented: $isEditing) {
      EditNameSheet(name: $name)
    }
  }
}

struct EditNameSheet: View {
  @Binding var name: String
  @Environment(\.dismiss) private var dismiss
  @FocusState private var focused: Bool

  var body: some View {
    VStack {
      TextField("Name", text: $name)
        .focused($focused)
        .onSubmit { dismiss() }
      Button("Done") { dismiss() }
    }
    .defaultFocus($focused, true)
  }
}

struct TodoListSnippet: View {
  struct Todo: Identifiable {
    let id = UUID()
    var title: String
    var done = false
  }

  @State private var todos = [Todo(title: "Write tests")]
  @State private var selection: Set<UUID> = []
  @FocusState private var focusedTodo: UUID?

  var body: some View {
    VStack {
      List($todos, selection: $selection) { $todo in
        HStack {
          Toggle("Done", isOn: $todo.done)
          TextField("Title", text: $todo.title)
            .focused($focusedTodo, equals: todo.id)
            .onSubmit(addTodo)
        }
      }
      Button("Add", action: addTodo)
    }
  }

  private func addTodo() {
    let todo = Todo(title: "")
    todos.append(todo)
    focusedTodo = todo.id
  }
}
