import FocusDemoExamples
import FocusUITesting
import Foundation
import Testing

/// The seed's document app (FocusedValues), running: Increment follows the
/// focused document, documents are real files.
@MainActor @Suite struct DocumentAppTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("focusui-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func file(_ name: String, value: Int) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try JSONEncoder().encode(CounterDocument(value: value)).write(to: url)
    return url
  }

  func value(in url: URL) throws -> Int {
    try JSONDecoder().decode(CounterDocument.self, from: Data(contentsOf: url)).value
  }

  @Test func incrementIsDisabledUntilADocumentViewHasFocus() {
    let host = TestHost(app: DocumentApp(), workingDirectory: directory)
    #expect(host.windows == ["Untitled"])
    #expect(host.command("Increment", in: "Edit")?.isEnabled == false)
    host.perform(command: "Increment")
    #expect(host.runtimeWarnings.contains { $0.contains("Increment") && $0.contains("disabled") })
    #expect(host.element("Value: 0") != nil)
    host.click("Note")
    #expect(host.command("Increment")?.isEnabled == true)
    host.perform(command: "Increment")
    #expect(host.element("Value: 1") != nil)
    #expect(host.windows == ["Untitled •"])
  }

  @Test func withTwoWindowsIncrementActsOnTheSelectedOneOnly() throws {
    let a = try file("a.json", value: 5)
    let b = try file("b.json", value: 10)
    let host = TestHost(app: DocumentApp(), documents: [a, b], workingDirectory: directory)
    #expect(host.windows == ["a.json", "b.json"])
    #expect(host.selectedWindow == 0)
    host.click("Note")
    host.perform(command: "Increment")
    #expect(host.element("Value: 6") != nil)
    host.selectWindow(1)
    #expect(host.element("Value: 10") != nil)
    #expect(host.command("Increment")?.isEnabled == false)
    host.press(.tab)
    host.press("u", modifiers: .command)
    #expect(host.element("Value: 11") != nil)
    host.selectWindow(0)
    // Window a kept its focus, so Increment acts on it again.
    #expect(host.command("Increment")?.isEnabled == true)
    host.perform(command: "Increment")
    #expect(host.element("Value: 7") != nil)
    host.selectWindow(1)
    #expect(host.element("Value: 11") != nil)
  }

  @Test func saveWritesTheFileThroughATemporaryAndClearsTheMark() throws {
    let a = try file("a.json", value: 1)
    let host = TestHost(app: DocumentApp(), documents: [a], workingDirectory: directory)
    host.click("Note")
    host.type("hello")
    host.press("u", modifiers: .command)
    #expect(host.windows == ["a.json •"])
    host.press("s", modifiers: .command)
    #expect(host.windows == ["a.json"])
    let saved = try JSONDecoder().decode(CounterDocument.self, from: Data(contentsOf: a))
    #expect(saved == CounterDocument(value: 2, note: "hello"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.json"])
  }

  @Test func anUntitledDocumentIsSavedAsUntitledInTheWorkingDirectory() throws {
    let host = TestHost(app: DocumentApp(), workingDirectory: directory)
    host.perform(command: "Save")
    #expect(host.windows == ["Untitled.json"])
    #expect(try value(in: directory.appendingPathComponent("Untitled.json")) == 0)
    host.perform(command: "New")
    host.perform(command: "Save")
    #expect(host.windows == ["Untitled.json", "Untitled 2.json"])
  }

  @Test func aFileThatDoesNotExistYetOpensEmptyUnmodifiedAndSaveCreatesIt() throws {
    let new = directory.appendingPathComponent("new.json")
    let host = TestHost(app: DocumentApp(), documents: [new], workingDirectory: directory)
    // Named after the file, the new document's value, nothing to save yet.
    #expect(host.windows == ["new.json"])
    #expect(host.element("Value: 0") != nil)
    #expect(host.screen.contains("New file: Save (Ctrl-S) creates “new.json”."))
    #expect(!host.screen.contains("exist"))
    #expect(!FileManager.default.fileExists(atPath: new.path))

    host.click("Note")
    host.perform(command: "Increment")
    #expect(host.windows == ["new.json •"])
    host.press("s", modifiers: .command)
    #expect(host.windows == ["new.json"])
    #expect(try value(in: new) == 1)
    #expect(!host.screen.contains("New file"))
    // The atomic save left no temporary beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["new.json"])

    // From now on it is like any opened document.
    host.perform(command: "Increment")
    host.perform(command: "Save")
    #expect(try value(in: new) == 2)
  }

  @Test func aNewFileNobodyTouchedClosesWithoutAWarningAndCreatesNothing() throws {
    let new = directory.appendingPathComponent("new.json")
    let host = TestHost(app: DocumentApp(), documents: [new], workingDirectory: directory)
    host.perform(command: "Close")
    #expect(host.windows.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: new.path))
  }

  @Test func aNewFileHasNoFileURLUntilItsFirstSave() throws {
    let new = directory.appendingPathComponent("notes.txt")
    let host = TestHost(app: LocationApp(), documents: [new], workingDirectory: directory)
    #expect(host.element("at nowhere") != nil)
    host.perform(command: "Save")
    #expect(host.element("at notes.txt") != nil)
    #expect(try String(contentsOf: new, encoding: .utf8) == "0")
  }

  /// Shows where its document lives, as the editor is told.
  struct LocationApp: App {
    var body: some Scene {
      DocumentGroup(newDocument: Fragile()) { file in
        Text("at \(file.fileURL?.lastPathComponent ?? "nowhere")")
      }
    }
  }

  @Test func aMissingFolderIsAnErrorInItsWindowAndNothingIsWritten() throws {
    let missing = directory.appendingPathComponent("drafts/missing.json")
    let a = try file("a.json", value: 3)
    let host = TestHost(app: DocumentApp(), documents: [missing, a], workingDirectory: directory)
    #expect(host.windows == ["missing.json", "a.json"])
    #expect(host.screen.contains("the folder “drafts” doesn’t exist"))
    #expect(host.element("Value: 0") == nil)
    host.perform(command: "Save")
    #expect(!FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))
    #expect(host.screen.contains("Not saved"))
    host.selectWindow(1)
    #expect(host.element("Value: 3") != nil)
  }

  @Test func aFolderWhereAFileIsExpectedStaysAnError() throws {
    let folder = directory.appendingPathComponent("folder.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let host = TestHost(app: DocumentApp(), documents: [folder], workingDirectory: directory)
    #expect(host.screen.contains("because it is a folder"))
    host.perform(command: "Save")
    #expect(host.screen.contains("Not saved"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aNewFileOfATypeTheDocumentCannotSaveIsAnError() throws {
    let picture = directory.appendingPathComponent("picture.png")
    let host = TestHost(app: DocumentApp(), documents: [picture], workingDirectory: directory)
    #expect(host.screen.contains("can’t be saved as PNG"))
    host.perform(command: "Save")
    #expect(!FileManager.default.fileExists(atPath: picture.path))
  }

  @Test func anUnreadableDocumentIsAnErrorInItsWindow() throws {
    let broken = directory.appendingPathComponent("broken.json")
    try Data("not json".utf8).write(to: broken)
    let host = TestHost(app: DocumentApp(), documents: [broken], workingDirectory: directory)
    #expect(host.windows == ["broken.json"])
    #expect(host.element("Value: 0") == nil)
    #expect(host.screen.contains("broken.json"))
    host.perform(command: "Save")
    #expect(try String(contentsOf: broken, encoding: .utf8) == "not json")
  }

  struct Fragile: FileDocument, Equatable {
    var value = 0
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws {
      value = Int(String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)) ?? 0
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      if value == 13 { throw CocoaError(.fileWriteUnknown) }
      return FileWrapper(regularFileWithContents: Data("\(value)".utf8))
    }
  }

  struct FragileApp: App {
    var body: some Scene {
      DocumentGroup(newDocument: Fragile()) { file in
        Button("Value \(file.document.value)") { file.document.value += 1 }
      }
    }
  }

  @Test func aFailedSaveLeavesTheOldFileIntactAndSaysSo() throws {
    let url = directory.appendingPathComponent("count.txt")
    try Data("12".utf8).write(to: url)
    let host = TestHost(app: FragileApp(), documents: [url], workingDirectory: directory)
    host.click("Value 12")
    host.perform(command: "Save")
    #expect(host.screen.contains("Not saved"))
    #expect(host.windows == ["count.txt •"])
    #expect(try String(contentsOf: url, encoding: .utf8) == "12")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["count.txt"])
    host.click("Value 13")
    host.perform(command: "Save")
    #expect(try String(contentsOf: url, encoding: .utf8) == "14")
    #expect(!host.screen.contains("Not saved"))
  }

  @Test func closingOrQuittingWithUnsavedChangesWarnsFirst() throws {
    let host = TestHost(app: DocumentApp(), workingDirectory: directory)
    host.click("Note")
    host.type("draft")
    host.perform(command: "Close")
    #expect(host.windows == ["Untitled •"])
    #expect(host.screen.contains("Unsaved changes"))
    host.perform(command: "Close")
    #expect(host.windows.isEmpty)
  }

  // MARK: - Scene values

  struct SceneCounter: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Text("count \(count)")
        Button("Elsewhere") {}
      }
      .focusedSceneValue(\.sceneCount, $count)
    }
  }

  struct SceneApp: App {
    @FocusedBinding(\.sceneCount) var count
    var body: some Scene {
      WindowGroup("Counter") { SceneCounter() }
      WindowGroup("Other") { Text("nothing here") }
        .commands {
          CommandMenu("Count") {
            Button("Add") { count? += 1 }.disabled(count == nil)
          }
        }
    }
  }

  @Test func aSceneValueIsVisibleInItsSelectedSceneOnly() {
    let host = TestHost(app: SceneApp())
    #expect(host.focusedElement == nil)
    #expect(host.command("Add", in: "Count")?.isEnabled == true)
    host.perform(command: "Add")
    #expect(host.element("count 1") != nil)
    host.selectWindow(1)
    #expect(host.command("Add")?.isEnabled == false)
    host.selectWindow(0)
    host.click("Elsewhere")
    #expect(host.command("Add")?.isEnabled == true)
  }
}

extension FocusedValues {
  @Entry var sceneCount: Binding<Int>?
}
