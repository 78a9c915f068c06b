import FocusUI
import Foundation
import Testing
// Xcode's document-app template imports it; with FocusUI it compiles unchanged.
import UniformTypeIdentifiers

#if canImport(Glibc)
  import Glibc
#endif

// The Xcode template's own type, declared the template's way.
extension UTType {
  fileprivate static var exampleText: UTType {
    UTType(importedAs: "com.example.plain-text")
  }
}

@Suite struct DocumentFileTests {
  // MARK: Documents under test

  /// The document every SwiftUI text-editor sample declares, unchanged.
  struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
      guard let data = configuration.file.regularFileContents,
        let text = String(data: data, encoding: .utf8)
      else { throw CocoaError(.fileReadCorruptFile) }
      self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  struct InvalidContents: Error, CustomStringConvertible {
    var description: String { "line 3 is not a valid entry" }
  }

  /// The Xcode document-app template's document.
  struct ExampleTextDocument: FileDocument {
    var text: String
    init(text: String = "Hello, world!") { self.text = text }
    static var readableContentTypes: [UTType] { [.exampleText] }
    init(configuration: ReadConfiguration) throws {
      guard let data = configuration.file.regularFileContents, let string = String(data: data, encoding: .utf8)
      else { throw CocoaError(.fileReadCorruptFile) }
      text = string
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      .init(regularFileWithContents: text.data(using: .utf8)!)
    }
  }

  /// Refuses every file it is given.
  struct PickyDocument: FileDocument {
    static let readableContentTypes: [UTType] = [.plainText]
    init(configuration: ReadConfiguration) throws { throw InvalidContents() }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data())
    }
  }

  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the encoder ran out of room" }
  }

  /// Opens anything but cannot be saved.
  struct UnsavableDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { throw DiskFull() }
  }

  /// A folder of named text files, possibly in subfolders.
  struct ProjectDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.folder] }

    var files: [String: String]

    init(files: [String: String]) { self.files = files }

    init(configuration: ReadConfiguration) throws {
      files = [:]
      func collect(_ wrapper: FileWrapper, prefix: String) {
        for (name, child) in wrapper.fileWrappers ?? [:] {
          if let data = child.regularFileContents {
            files[prefix + name] = String(decoding: data, as: UTF8.self)
          } else {
            collect(child, prefix: prefix + name + "/")
          }
        }
      }
      collect(configuration.file, prefix: "")
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      let root = FileWrapper(directoryWithFileWrappers: [:])
      for (path, text) in files {
        var folder = root
        let parts = path.split(separator: "/").map(String.init)
        for part in parts.dropLast() {
          if let existing = folder.fileWrappers?[part] {
            folder = existing
          } else {
            let child = FileWrapper(directoryWithFileWrappers: [:])
            child.preferredFilename = part
            folder.addFileWrapper(child)
            folder = child
          }
        }
        // Not `addRegularFile`: a name it cannot write (`a/b`) must reach the disk step.
        let file = FileWrapper(regularFileWithContents: Data(text.utf8))
        file.preferredFilename = parts.last!
        folder.addFileWrapper(file)
      }
      return root
    }
  }

  /// A folder document whose child name cannot be written, so the save fails
  /// after the temporary folder was created.
  struct BrokenProjectDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.folder] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(directoryWithFileWrappers: [
        "fine.txt": FileWrapper(regularFileWithContents: Data("ok".utf8)),
        "../escape.txt": FileWrapper(regularFileWithContents: Data("no".utf8)),
      ])
    }
  }

  /// A fresh folder, removed when `body` returns.
  func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  func listing(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  // MARK: Round trips

  @Test func aTextDocumentSurvivesASaveAndReopen() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      try DocumentFile.write(TextDocument(text: "Hello,\nLinux — ünïcode"), to: url, contentType: .plainText)
      #expect(try Data(contentsOf: url) == Data("Hello,\nLinux — ünïcode".utf8))

      let (document, type) = try DocumentFile.read(TextDocument.self, from: url)
      #expect(document.text == "Hello,\nLinux — ünïcode")
      #expect(type == .plainText)

      // Saving again replaces the contents and leaves only the file.
      try DocumentFile.write(TextDocument(text: "Second"), to: url, contentType: .plainText)
      #expect(try DocumentFile.read(TextDocument.self, from: url).document.text == "Second")
      #expect(try listing(folder) == ["notes.txt"])
    }
  }

  @Test func savingOrOpeningRemovesTemporariesThatKilledSavesLeftBehind() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      try DocumentFile.write(TextDocument(text: "kept"), to: url, contentType: .plainText)
      func leave(_ name: String, modified: Date = Date()) throws {
        let path = folder.appendingPathComponent(name).path
        try Data("partial".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
      }
      let gone = Int32.max - 1  // above any process id: no such process
      let old = Date().addingTimeInterval(-3_600)
      // Killed saves of this document: by a process that is gone, by this
      // process, and an old one from before names held the process.
      try leave(".notes.txt.saving-\(gone)-1a2b")
      try leave(".notes.txt.replaced-\(getpid())-3c4d")
      try leave(".notes.txt.saving-5e6f", modified: old)
      // Left alone: a save of another live process in progress, a fresh
      // name without a process, another document's temporary.
      try leave(".notes.txt.saving-1-7a8b")
      try leave(".notes.txt.saving-9c0d")
      try leave(".other.txt.saving-\(gone)-1a2b")
      try DocumentFile.write(TextDocument(text: "saved"), to: url, contentType: .plainText)
      let expected = [
        ".notes.txt.saving-1-7a8b", ".notes.txt.saving-9c0d", ".other.txt.saving-\(gone)-1a2b", "notes.txt",
      ]
      #expect(try listing(folder) == expected)

      try leave(".notes.txt.saving-\(gone)-ffff")
      #expect(try DocumentFile.read(TextDocument.self, from: url).document.text == "saved")
      #expect(try listing(folder) == expected)
    }
  }

  @Test func aFolderDocumentSurvivesASaveAndReopenAndASecondSaveReplacesTheFolder() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("Project")
      let first = ProjectDocument(files: ["README.md": "# Hi", "src/main.swift": "print(1)", "src/util/a.txt": "a"])
      try DocumentFile.write(first, to: url, contentType: .folder)

      let (reopened, type) = try DocumentFile.read(ProjectDocument.self, from: url)
      #expect(reopened.files == first.files)
      #expect(type == .folder)

      let second = ProjectDocument(files: ["README.md": "# Changed"])
      try DocumentFile.write(second, to: url, contentType: .folder)
      #expect(try DocumentFile.read(ProjectDocument.self, from: url).document.files == second.files)
      #expect(try listing(url) == ["README.md"])
      #expect(try listing(folder) == ["Project"])
    }
  }

  @Test func aDirectoryFileWrapperWritesAndReadsBackItsTree() throws {
    try withTemporaryFolder { folder in
      let root = FileWrapper(directoryWithFileWrappers: [:])
      #expect(root.addRegularFile(withContents: Data("one".utf8), preferredFilename: "a.txt") == "a.txt")
      #expect(root.addRegularFile(withContents: Data("two".utf8), preferredFilename: "a.txt") == "a 2.txt")
      let sub = FileWrapper(directoryWithFileWrappers: ["b.json": FileWrapper(regularFileWithContents: Data("{}".utf8))]
      )
      sub.preferredFilename = "sub"
      #expect(root.addFileWrapper(sub) == "sub")

      let url = folder.appendingPathComponent("Tree")
      try root.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: nil)
      #expect(sub.filename == "sub")

      let read = try FileWrapper(url: url)
      #expect(read.isDirectory && !read.isRegularFile)
      #expect(read.filename == "Tree")
      #expect(read.fileWrappers?.keys.sorted() == ["a 2.txt", "a.txt", "sub"])
      #expect(read.fileWrappers?["a 2.txt"]?.regularFileContents == Data("two".utf8))
      #expect(read.fileWrappers?["sub"]?.fileWrappers?["b.json"]?.regularFileContents == Data("{}".utf8))
      #expect(read.fileWrappers?["a.txt"]?.fileWrappers == nil)

      root.removeFileWrapper(sub)
      #expect(root.fileWrappers?.keys.sorted() == ["a 2.txt", "a.txt"])
    }
  }

  @MainActor @Test func fileDocumentConfigurationHandsOutABindingToTheDocument() {
    var stored = TextDocument(text: "draft")
    let file = FileDocumentConfiguration(
      document: Binding(get: { stored }, set: { stored = $0 }), fileURL: nil, isEditable: true)
    let text: Binding<String> = file.$document.text
    text.wrappedValue = "edited"
    #expect(stored.text == "edited")
    #expect(file.document.text == "edited")
  }

  // MARK: Types

  @Test func filenameExtensionsNameTheirPublicTypes() {
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(filenameExtension: "TXT") == .plainText)
    #expect(UTType(filenameExtension: "text") == .plainText)
    #expect(UTType(filenameExtension: "json") == .json)
    #expect(UTType(filenameExtension: "swift") == .swiftSource)
    #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
    #expect(UTType(filenameExtension: "xml") == .xml)
    #expect(UTType(filenameExtension: "html") == .html)
    #expect(UTType(filenameExtension: "png") == .png)
    let markdown = UTType(filenameExtension: "md")
    #expect(markdown?.identifier == "net.daringfireball.markdown")
    #expect(markdown?.conforms(to: .plainText) == true)
    #expect(UTType.plainText.preferredFilenameExtension == "txt")
    #expect(UTType.text.preferredFilenameExtension == nil)
    #expect(UTType.json.description == "public.json")
  }

  @Test func anUnknownExtensionGivesADynamicTypeThatConformsToData() throws {
    let type = try #require(UTType(filenameExtension: "xyz"))
    #expect(type.isDynamic)
    #expect(type.identifier.hasPrefix("dyn."))
    #expect(type.conforms(to: .data))
    #expect(!type.conforms(to: .text))
    #expect(type.preferredFilenameExtension == "xyz")
    #expect(UTType(type.identifier) == type)

    let asText = try #require(UTType(filenameExtension: "png", conformingTo: .text))
    #expect(asText.isDynamic && asText.conforms(to: .text))
    #expect(UTType(filenameExtension: "") == nil)
  }

  @Test func typesConformAlongTheirSupertypeChains() {
    #expect(UTType.utf8PlainText.conforms(to: .plainText))
    #expect(UTType.plainText.conforms(to: .text))
    #expect(UTType.text.conforms(to: .data))
    #expect(UTType.data.conforms(to: .item))
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.swiftSource.conforms(to: .sourceCode))
    #expect(UTType.png.conforms(to: .image) && UTType.image.conforms(to: .content))
    #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
    #expect(UTType.json.conforms(to: .json))
    #expect(!UTType.text.conforms(to: .json))
    #expect(!UTType.json.conforms(to: .plainText))
    #expect(UTType.text.isSupertype(of: .json) && UTType.json.isSubtype(of: .text))
  }

  @Test func identifiersFindKnownAndDeclaredTypesOnly() {
    #expect(UTType("public.json") == .json)
    #expect(UTType("com.example.focusui-tests.undeclared") == nil)
    let notes = UTType(exportedAs: "com.example.focusui-tests.notes", conformingTo: .plainText)
    #expect(notes.conforms(to: .text))
    #expect(UTType("com.example.focusui-tests.notes") == notes)
    #expect(UTType(importedAs: "com.example.focusui-tests.blob").conforms(to: .data))
  }

  // MARK: Reading errors

  @Test func readingAMissingFileSaysTheFileDoesNotExist() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      let error = try #require(throws: DocumentError.self) { try DocumentFile.read(TextDocument.self, from: url) }
      #expect(error.reason == .fileNotFound)
      #expect(error.description == "The file “notes.txt” doesn’t exist (\(url.path)).")
    }
  }

  @Test func readingAFolderAsATextDocumentSaysItIsAFolder() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      let error = try #require(throws: DocumentError.self) { try DocumentFile.read(TextDocument.self, from: url) }
      #expect(error.reason == .isFolder)
      #expect(error.description.contains("“notes.txt” couldn’t be opened because it is a folder"))
      #expect(error.description.contains(url.path))
    }
  }

  @Test func readingAFileOfAnotherKnownTypeNamesBothTypes() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("photo.png")
      try Data([0x89, 0x50, 0x4E, 0x47]).write(to: url)
      let error = try #require(throws: DocumentError.self) { try DocumentFile.read(TextDocument.self, from: url) }
      #expect(error.reason == .unsupportedType(.png))
      #expect(error.description.contains("PNG image (public.png)"))
      #expect(error.description.contains("plain text (public.plain-text)"))
    }
  }

  @Test func filesWithoutAKnownExtensionOpenAsTheFirstReadableType() throws {
    try withTemporaryFolder { folder in
      for name in ["README", "notes.xyz"] {
        let url = folder.appendingPathComponent(name)
        try Data("text".utf8).write(to: url)
        #expect(try DocumentFile.read(TextDocument.self, from: url).contentType == .plainText)
      }
      let markdown = folder.appendingPathComponent("notes.md")
      try Data("# Title".utf8).write(to: markdown)
      #expect(try DocumentFile.read(TextDocument.self, from: markdown).contentType == UTType(filenameExtension: "md"))
    }
  }

  @Test func theTemplatesAppDeclaredTypeOpensFilesWithItsOwnExtension() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("hello.exampletext")
      try DocumentFile.write(ExampleTextDocument(), to: url, contentType: .exampleText)
      let (document, type) = try DocumentFile.read(ExampleTextDocument.self, from: url)
      #expect(document.text == "Hello, world!")
      #expect(type == .exampleText)
      #expect(UTType.exampleText.conforms(to: .data))
    }
  }

  @Test func aDocumentThatRejectsItsFileReportsTheDocumentsOwnMessage() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("list.txt")
      try Data("a\nb\n???".utf8).write(to: url)
      let error = try #require(throws: DocumentError.self) { try DocumentFile.read(PickyDocument.self, from: url) }
      #expect(error.reason == .documentRejected)
      #expect(error.description == "The file “list.txt” couldn’t be opened: line 3 is not a valid entry (\(url.path)).")
    }
  }

  // MARK: Failed saves lose nothing

  @Test func aDocumentThatFailsToSerializeLeavesTheOldFileIntact() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      let original = Data("precious\u{0}bytes".utf8)
      try original.write(to: url)

      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.write(UnsavableDocument(), to: url, contentType: .plainText)
      }
      #expect(error.reason == .documentNotSerialized)
      #expect(error.description.contains("the encoder ran out of room"))
      #expect(error.description.contains("The file on disk is unchanged"))
      #expect(try Data(contentsOf: url) == original)
      #expect(try listing(folder) == ["notes.txt"])
    }
  }

  @Test func savingIntoAMissingFolderFailsAndTouchesNothing() throws {
    try withTemporaryFolder { folder in
      let existing = folder.appendingPathComponent("notes.txt")
      let original = Data("keep me".utf8)
      try original.write(to: existing)
      let url = folder.appendingPathComponent("missing/notes.txt")

      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.write(TextDocument(text: "new"), to: url, contentType: .plainText)
      }
      #expect(error.reason == .folderNotFound)
      #expect(error.description.contains("the folder “missing” doesn’t exist"))
      #expect(try Data(contentsOf: existing) == original)
      #expect(try listing(folder) == ["notes.txt"])
    }
  }

  @Test func aFolderSaveThatFailsHalfwayLeavesTheOldFolderAndNoTemporaryFolder() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("Project")
      let original = ProjectDocument(files: ["a.txt": "old a", "sub/b.txt": "old b"])
      try DocumentFile.write(original, to: url, contentType: .folder)

      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.write(BrokenProjectDocument(), to: url, contentType: .folder)
      }
      #expect(error.reason == .writeFailed)
      #expect(error.description.contains("“../escape.txt” can’t be the name of a file in a folder"))
      #expect(try DocumentFile.read(ProjectDocument.self, from: url).document.files == original.files)
      #expect(try listing(folder) == ["Project"])
    }
  }

  @Test func savingAsATypeTheDocumentCannotWriteIsRefused() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.json")
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.write(TextDocument(text: "{}"), to: url, contentType: .json)
      }
      #expect(error.reason == .unsupportedSaveType(.json))
      #expect(try listing(folder) == [])
    }
  }

  // MARK: What a save keeps

  @Test func savingKeepsTheFilesPermissions() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("secret.txt")
      try Data("old".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
      try DocumentFile.write(TextDocument(text: "new"), to: url, contentType: .plainText)
      let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
      #expect(permissions == 0o600)
    }
  }

  @Test func savingThroughASymbolicLinkReplacesTheTargetAndKeepsTheLink() throws {
    try withTemporaryFolder { folder in
      let target = folder.appendingPathComponent("real.txt")
      let link = folder.appendingPathComponent("link.txt")
      try Data("old".utf8).write(to: target)
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.txt")

      try DocumentFile.write(TextDocument(text: "new"), to: link, contentType: .plainText)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.txt")
      #expect(try Data(contentsOf: target) == Data("new".utf8))
      #expect(try DocumentFile.read(TextDocument.self, from: link).document.text == "new")
    }
  }

  // MARK: Naming

  @Test func untitledURLsCountUpFromUntitledToUntitled2AndOn() throws {
    try withTemporaryFolder { folder in
      #expect(DocumentFile.untitledURL(in: folder, contentType: .plainText).lastPathComponent == "Untitled.txt")
      try Data().write(to: folder.appendingPathComponent("Untitled.txt"))
      #expect(DocumentFile.untitledURL(in: folder, contentType: .plainText).lastPathComponent == "Untitled 2.txt")
      try Data().write(to: folder.appendingPathComponent("Untitled 2.txt"))
      #expect(DocumentFile.untitledURL(in: folder, contentType: .plainText).lastPathComponent == "Untitled 3.txt")

      // A type without its own extension borrows its nearest supertype's.
      #expect(DocumentFile.untitledURL(in: folder, contentType: .utf8PlainText).lastPathComponent == "Untitled 3.txt")
      #expect(DocumentFile.untitledURL(in: folder, contentType: .json).lastPathComponent == "Untitled.json")
      #expect(DocumentFile.untitledURL(in: folder, contentType: .folder).lastPathComponent == "Untitled")
    }
  }
}
