import FocusUI
import FocusUITesting
import Foundation
import Testing

/// A `DocumentGroup` of a `ReferenceFileDocument`, run as the terminal
/// runs it: edits are registered with the window's undo manager, which
/// marks the tab, and Edit ▸ Undo / Redo and File ▸ Save act on it.
@MainActor @Suite struct ReferenceDocumentAppTests {
  // MARK: The app under test

  struct Boom: Error, CustomStringConvertible {
    var description: String { "the snapshot failed" }
  }

  /// A text document, written the way SwiftUI's documentation writes one.
  final class NotesDocument: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    @Published var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
      guard let data = configuration.file.regularFileContents,
        let text = String(data: data, encoding: .utf8)
      else { throw CocoaError(.fileReadCorruptFile) }
      self.text = text
    }

    func snapshot(contentType: UTType) throws -> String {
      if text == "boom" { throw Boom() }
      return text
    }

    func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(snapshot.utf8))
    }

    /// Changes the text and registers the change's undo, which registers
    /// the redo in turn.
    @MainActor func setText(_ newText: String, undoManager: UndoManager?) {
      let oldText = text
      guard newText != oldText else { return }
      text = newText
      undoManager?.registerUndo(withTarget: self) { document in
        document.setText(oldText, undoManager: undoManager)
      }
      undoManager?.setActionName("Typing")
    }
  }

  struct NotesEditor: View {
    @ObservedObject var document: NotesDocument
    @Environment(\.undoManager) private var undoManager

    var body: some View {
      TextField("Text", text: Binding(get: { document.text }, set: { document.setText($0, undoManager: undoManager) }))
      Button("Clear") { document.setText("", undoManager: undoManager) }
    }
  }

  /// Forgets the focused window's undo history: a command reading the
  /// undo manager through `@FocusedValue`.
  struct HistoryCommands: Commands {
    @FocusedValue(\.undoManager) private var undoManager

    var body: some Commands {
      CommandMenu("History") {
        Button("Forget Changes") { undoManager?.removeAllActions() }
          .disabled(undoManager?.canUndo != true)
      }
    }
  }

  struct NotesApp: App {
    var body: some Scene {
      DocumentGroup(newDocument: { NotesDocument() }) { file in
        NotesEditor(document: file.document)
        // The editor closure sees the document's changes too.
        Text("Length: \(file.document.text.count)")
      }
      .commands { HistoryCommands() }
    }
  }

  // MARK: Files

  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("focusui-refdocs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func file(_ name: String, text: String) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  func contents(of url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  // MARK: Tests

  @Test func anEditMarksTheTabUndoRestoresTheTextAndRedoAppliesItAgain() throws {
    let url = try file("notes.txt", text: "Hello")
    let host = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    #expect(host.windows == ["notes.txt"])
    #expect(host.element("Text")?.value == "Hello")
    #expect(host.command("Undo", in: "Edit")?.isEnabled == false)
    #expect(host.command("Redo", in: "Edit")?.isEnabled == false)

    host.press(.tab)
    host.type(" world")
    #expect(host.element("Text")?.value == "Hello world")
    #expect(host.element("Length: 11") != nil)
    #expect(host.windows == ["notes.txt •"])
    #expect(host.command("Undo Typing", in: "Edit")?.isEnabled == true)

    host.perform(command: "Undo Typing", in: "Edit")
    #expect(host.element("Text")?.value == "Hello")
    #expect(host.element("Length: 5") != nil)
    // Back at the saved state: no mark. The field kept focus.
    #expect(host.windows == ["notes.txt"])
    #expect(host.focusedElement?.label == "Text")
    #expect(host.command("Undo", in: "Edit")?.isEnabled == false)
    #expect(host.command("Redo Typing", in: "Edit")?.isEnabled == true)

    host.perform(command: "Redo Typing", in: "Edit")
    #expect(host.element("Text")?.value == "Hello world")
    #expect(host.windows == ["notes.txt •"])
    #expect(host.focusedElement?.label == "Text")
    // Typing goes on where it was.
    host.type("!")
    #expect(host.element("Text")?.value == "Hello world!")
  }

  @Test func afterAnUndoShortensTheTextTypingGoesOnAtItsEnd() throws {
    let url = try file("notes.txt", text: "ab")
    let host = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    host.press(.tab)
    host.type("cdef")
    host.perform(command: "Undo Typing")
    #expect(host.element("Text")?.value == "ab")
    host.type("!")
    #expect(host.element("Text")?.value == "ab!")
    #expect(host.command("Redo", in: "Edit")?.isEnabled == false)
  }

  @Test func saveWritesTheSnapshotAtomicallyAndReopeningReadsIt() throws {
    let url = try file("notes.txt", text: "Draft")
    let host = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    host.press(.tab)
    host.type(" two")
    host.press("s", modifiers: .command)
    #expect(host.windows == ["notes.txt"])
    #expect(try contents(of: url) == "Draft two")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])

    let reopened = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    #expect(reopened.element("Text")?.value == "Draft two")
    #expect(reopened.windows == ["notes.txt"])
    #expect(reopened.command("Undo", in: "Edit")?.isEnabled == false)
  }

  @Test func theShortcutsUndoAndRedoWhereTheyReachTheApp() throws {
    // The browser and TestHost deliver Cmd-Z; a terminal suspends on Ctrl-Z.
    let url = try file("notes.txt", text: "a")
    let host = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    #expect(host.command("Undo", in: "Edit")?.shortcut == KeyboardShortcut("z"))
    #expect(host.command("Redo", in: "Edit")?.shortcut == KeyboardShortcut("z", modifiers: [.command, .shift]))
    host.press(.tab)
    host.type("b")
    host.type("c")
    host.press("z", modifiers: .command)
    #expect(host.element("Text")?.value == "ab")
    host.press("z", modifiers: .command)
    #expect(host.element("Text")?.value == "a")
    host.press("Z", modifiers: [.command, .shift])
    #expect(host.element("Text")?.value == "ab")
  }

  @Test func aChangeAfterUndoingPastTheSavedStateKeepsTheMarkUntilSaved() throws {
    let url = try file("notes.txt", text: "one")
    let host = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    host.press(.tab)
    host.type(" two")
    host.perform(command: "Save")
    #expect(host.windows == ["notes.txt"])
    host.perform(command: "Undo Typing")
    // "one" is not what the file holds now.
    #expect(host.windows == ["notes.txt •"])
    host.type(" three")
    #expect(host.command("Redo", in: "Edit")?.isEnabled == false)
    host.perform(command: "Undo Typing")
    // Undone back to "one": still not the saved "one two", which no undo reaches.
    #expect(host.element("Text")?.value == "one")
    #expect(host.windows == ["notes.txt •"])
    host.perform(command: "Save")
    #expect(host.windows == ["notes.txt"])
    #expect(try contents(of: url) == "one")
  }

  @Test func eachDocumentWindowHasItsOwnUndoHistory() throws {
    let a = try file("a.txt", text: "A")
    let b = try file("b.txt", text: "B")
    let host = TestHost(app: NotesApp(), documents: [a, b], workingDirectory: directory)
    host.press(.tab)
    host.type("1")
    #expect(host.windows == ["a.txt •", "b.txt"])
    host.selectWindow(1)
    #expect(host.command("Undo", in: "Edit")?.isEnabled == false)
    #expect(host.command("Forget Changes")?.isEnabled == false)
    host.selectWindow(0)
    #expect(host.command("Undo Typing", in: "Edit")?.isEnabled == true)
    host.perform(command: "Undo Typing")
    #expect(host.element("Text")?.value == "A")
    #expect(host.windows == ["a.txt", "b.txt"])
  }

  @Test func aCommandActsOnTheFocusedWindowsUndoManager() throws {
    let url = try file("notes.txt", text: "x")
    let host = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    #expect(host.command("Forget Changes")?.isEnabled == false)
    host.click("Clear")
    #expect(host.element("Text")?.value == "")
    #expect(host.command("Forget Changes")?.isEnabled == true)
    host.perform(command: "Forget Changes")
    #expect(host.command("Undo", in: "Edit")?.isEnabled == false)
    // The saved text is out of reach now: still unsaved.
    #expect(host.windows == ["notes.txt •"])
  }

  @Test func anUntitledDocumentIsSavedAsUntitledInTheWorkingDirectory() throws {
    let host = TestHost(app: NotesApp(), workingDirectory: directory)
    #expect(host.windows == ["Untitled"])
    host.press(.tab)
    host.type("new")
    #expect(host.windows == ["Untitled •"])
    host.perform(command: "Save")
    #expect(host.windows == ["Untitled.txt"])
    #expect(try contents(of: directory.appendingPathComponent("Untitled.txt")) == "new")
  }

  @Test func aSnapshotThatThrowsLeavesTheFileAndTheMark() throws {
    let url = try file("notes.txt", text: "boo")
    let host = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    host.press(.tab)
    host.type("m")
    host.perform(command: "Save")
    #expect(host.screen.contains("Not saved"))
    #expect(host.screen.contains("the snapshot failed"))
    #expect(host.windows == ["notes.txt •"])
    #expect(try contents(of: url) == "boo")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])
  }

  @Test func anUnreadableFileIsAnErrorInItsWindow() throws {
    let url = directory.appendingPathComponent("bad.txt")
    try Data([0xFF, 0xFE, 0x00]).write(to: url)
    let host = TestHost(app: NotesApp(), documents: [url], workingDirectory: directory)
    #expect(host.element("Text") == nil)
    #expect(host.screen.contains("bad.txt"))
    host.perform(command: "Save")
    #expect(try Data(contentsOf: url) == Data([0xFF, 0xFE, 0x00]))
  }

  @Test func theConfigurationObservesTheDocumentAndProjectsBindings() {
    let document = NotesDocument(text: "draft")
    let file = ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true)
    let text: Binding<String> = file.$document.text
    text.wrappedValue = "edited"
    #expect(document.text == "edited")
    #expect(file.document === document)
    #expect(file.fileURL == nil && file.isEditable)
  }

  // MARK: The Edit menu in every app

  struct PlainApp: App {
    var body: some Scene {
      WindowGroup { Text("no undo here") }
    }
  }

  struct NoUndoApp: App {
    var body: some Scene {
      WindowGroup { Text("no undo here") }
        .commands { CommandGroup(replacing: .undoRedo) {} }
    }
  }

  @Test func everyAppHasUndoAndRedoInItsEditMenuUnlessReplaced() {
    let host = TestHost(app: PlainApp())
    #expect(host.menus.first { $0.title == "Edit" }?.items.map(\.title) == ["Undo", "Redo"])
    #expect(host.command("Undo")?.isEnabled == false)
    let without = TestHost(app: NoUndoApp())
    #expect(without.command("Undo") == nil)
    #expect(!without.menus.contains { $0.title == "Edit" })
  }
}
