import FocusUI

// Code written in Swift 5 language mode, as most public SwiftUI samples
// are: views built outside the main actor's knowledge, which SwiftUI
// accepts there.

/// A catalogue entry holding a view builder: a plain struct, not a view.
struct Sample {
  let title: String
  let makeView: () -> AnyView

  init<Content: View>(_ title: String, @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    makeView = { AnyView(content()) }
  }
}

/// Built at top level, as sample galleries are.
let samples = [
  Sample("Greeting") {
    VStack {
      Text("Hello")
      Text("World")
    }
  },
  Sample("Form") {
    LoginFields()
  },
]

struct LoginFields: View {
  @State private var name = ""
  @FocusState private var isFocused: Bool

  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($isFocused)
      Button("Focus") { isFocused = true }
    }
  }
}

/// A helper outside any view that builds one.
func badge(_ text: String) -> some View {
  Text(text).padding(.horizontal, 1)
}

/// A builder used from a nonisolated function.
@ViewBuilder
func rows(_ count: Int) -> some View {
  ForEach(0..<count, id: \.self) { index in
    Text("Row \(index)")
  }
}

/// A model that vends a view from a nonisolated context.
final class Router {
  func destination(for name: String) -> AnyView {
    AnyView(Text(name))
  }
}

// Samples written before SwiftUI (or FocusUI) offered one declare their
// own focused value for the undo manager; theirs shadows FocusUI's.
struct UndoManagerKey: FocusedValueKey {
  typealias Value = UndoManager
}

extension FocusedValues {
  var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}

/// Publishes the window's undo manager under the sample's own key.
struct UndoPublishingEditor: View {
  @Environment(\.undoManager) var undoManager
  @FocusedValue(\.undoManager) var focusedUndoManager

  var body: some View {
    Text(focusedUndoManager == nil ? "no undo manager" : "has undo manager")
      .focusedSceneValue(\.undoManager, undoManager)
  }
}

/// A model whose nonisolated method registers its undo, as Swift 5 code
/// does: Apple's imported UndoManager allows it there, and so does this.
final class Shelf {
  var books: [String] = []

  func add(_ book: String, undoManager: UndoManager?) {
    books.append(book)
    undoManager?.registerUndo(withTarget: self) { shelf in
      shelf.books.removeLast()
    }
  }
}

/// Toolbar content built by a function outside any view, as Swift 5
/// samples write it: the toolbar content builder is nonisolated.
@ToolbarContentBuilder
func cancelItem(_ cancel: @escaping () -> Void) -> some ToolbarContent {
  ToolbarItem(placement: .cancellationAction) {
    Button("Cancel", action: cancel)
  }
}

struct CancellableEditor: View {
  @State private var log = "Editing"

  var body: some View {
    NavigationStack {
      Text(log)
        .toolbar {
          cancelItem { log = "Cancelled" }
        }
    }
  }
}
