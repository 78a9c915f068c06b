import FocusUI

// A document app as SwiftUI apps write one: a ReferenceFileDocument
// holding a Codable model, edited through functions that register their
// undo with the window's undo manager, and an app-level command reading
// the focused window's undo manager.

extension UTType {
  static var todoList: UTType {
    UTType(exportedAs: "com.example.todo-list", conformingTo: .json)
  }
}

struct TodoItem: Identifiable, Codable, Equatable {
  var id = UUID()
  var title: String
  var isDone = false
}

struct TodoList: Codable {
  var items: [TodoItem] = []
}

final class TodoDocument: ReferenceFileDocument {
  typealias Snapshot = TodoList

  static var readableContentTypes: [UTType] { [.todoList, .json] }

  @Published var list: TodoList

  init(list: TodoList = TodoList(items: [TodoItem(title: "Buy milk")])) {
    self.list = list
  }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    list = try JSONDecoder().decode(TodoList.self, from: data)
  }

  func snapshot(contentType: UTType) throws -> TodoList {
    list
  }

  func fileWrapper(snapshot: TodoList, configuration: WriteConfiguration) throws -> FileWrapper {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return FileWrapper(regularFileWithContents: try encoder.encode(snapshot))
  }
}

// Each change registers the change that reverts it: undoing registers the
// redo, since it goes through the same functions.
extension TodoDocument {
  @MainActor func toggle(_ item: TodoItem, undoManager: UndoManager?) {
    guard let index = list.items.firstIndex(where: { $0.id == item.id }) else { return }
    list.items[index].isDone.toggle()
    undoManager?.registerUndo(withTarget: self) { document in
      document.toggle(item, undoManager: undoManager)
    }
    undoManager?.setActionName(item.isDone ? "Uncheck" : "Check")
  }

  @MainActor func add(_ title: String, undoManager: UndoManager?) {
    let item = TodoItem(title: title)
    list.items.append(item)
    undoManager?.registerUndo(withTarget: self) { document in
      document.remove(item, undoManager: undoManager)
    }
    undoManager?.setActionName("Add Item")
  }

  @MainActor func remove(_ item: TodoItem, undoManager: UndoManager?) {
    guard let index = list.items.firstIndex(where: { $0.id == item.id }) else { return }
    list.items.remove(at: index)
    undoManager?.registerUndo(withTarget: self) { document in
      document.insert(item, at: index, undoManager: undoManager)
    }
    undoManager?.setActionName("Remove Item")
  }

  @MainActor func insert(_ item: TodoItem, at index: Int, undoManager: UndoManager?) {
    list.items.insert(item, at: min(index, list.items.count))
    undoManager?.registerUndo(withTarget: self) { document in
      document.remove(item, undoManager: undoManager)
    }
  }
}

struct TodoEditor: View {
  @ObservedObject var document: TodoDocument
  @Environment(\.undoManager) var undoManager
  @State private var newTitle = ""
  @FocusState private var isAdding: Bool

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(document.list.items) { item in
        Toggle(
          item.title,
          isOn: Binding(
            get: { item.isDone },
            set: { _ in document.toggle(item, undoManager: undoManager) }))
      }
      TextField("New Item", text: $newTitle)
        .focused($isAdding)
        .onSubmit {
          document.add(newTitle, undoManager: undoManager)
          newTitle = ""
          isAdding = true
        }
      HStack {
        Button("Undo") { undoManager?.undo() }
          .disabled(undoManager?.canUndo == false)
        Button("Redo") { undoManager?.redo() }
          .disabled(undoManager?.canRedo == false)
      }
    }
  }
}

struct TodoCommands: Commands {
  @FocusedValue(\.undoManager) var undoManager

  var body: some Commands {
    CommandMenu("History") {
      Button("Clear Undo History") { undoManager?.removeAllActions() }
        .disabled(undoManager == nil)
    }
  }
}

struct TodoApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: { TodoDocument() }) { file in
      TodoEditor(document: file.document)
    }
    .commands {
      TodoCommands()
    }
  }
}
