import FocusUI
import Foundation
import Testing
// Xcode's document-app template imports it; with FocusUI it compiles unchanged.
import UniformTypeIdentifiers

// The Xcode template's own type, declared the template's way.
extension UTType {
  fileprivate static var exampleText: UTType {
    UTType(importedAs: "com.example.plain-text")
  }
}

/// `FileDocument`s through `DocumentFile`: what a document's own code sees
/// and throws. The file handling itself is tested in FocusDocumentsTests.
@Suite struct FileDocumentTests {
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

  /// A fresh folder, removed when `body` returns.
  func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileDocumentTests-\(UUID().uuidString)")
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

  // MARK: Opening

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

  // MARK: Saving

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
}
