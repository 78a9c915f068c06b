import FocusDocuments
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Reading and saving files, without documents or views: what a save keeps,
/// what a failed save leaves, and which temporaries are cleaned up.
@Suite struct DocumentFileTests {
  // MARK: Files under test

  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the encoder ran out of room" }
  }

  /// Saves `text` as a plain-text file, as a text document would.
  func save(_ text: String, to url: URL, as type: UTType = .plainText) throws {
    try DocumentFile.write(to: url, contentType: type, writableContentTypes: [.plainText]) {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  /// The text of the plain-text file at `url`.
  func text(at url: URL) throws -> String {
    let (file, _) = try DocumentFile.read(from: url, readableContentTypes: [.plainText])
    return String(decoding: file.regularFileContents ?? Data(), as: UTF8.self)
  }

  /// A folder of text files keyed by path ("src/main.swift"), subfolders
  /// made as needed.
  func folder(_ files: [String: String]) -> FileWrapper {
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

  /// The text files under `wrapper`, keyed by path.
  func files(in wrapper: FileWrapper) -> [String: String] {
    var files: [String: String] = [:]
    func collect(_ wrapper: FileWrapper, prefix: String) {
      for (name, child) in wrapper.fileWrappers ?? [:] {
        if let data = child.regularFileContents {
          files[prefix + name] = String(decoding: data, as: UTF8.self)
        } else {
          collect(child, prefix: prefix + name + "/")
        }
      }
    }
    collect(wrapper, prefix: "")
    return files
  }

  func saveFolder(_ wrapper: FileWrapper, to url: URL) throws {
    try DocumentFile.write(to: url, contentType: .folder, writableContentTypes: [.folder]) { wrapper }
  }

  func filesOfFolder(at url: URL) throws -> [String: String] {
    try files(in: DocumentFile.read(from: url, readableContentTypes: [.folder]).file)
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

  @Test func aTextFileSurvivesASaveAndReopen() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      try save("Hello,\nLinux — ünïcode", to: url)
      #expect(try Data(contentsOf: url) == Data("Hello,\nLinux — ünïcode".utf8))

      let (file, type) = try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      #expect(file.regularFileContents == Data("Hello,\nLinux — ünïcode".utf8))
      #expect(file.filename == "notes.txt")
      #expect(type == .plainText)

      // Saving again replaces the contents and leaves only the file.
      try save("Second", to: url)
      #expect(try text(at: url) == "Second")
      #expect(try listing(folder) == ["notes.txt"])
    }
  }

  @Test func savingOrOpeningRemovesTemporariesThatKilledSavesLeftBehind() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      try save("kept", to: url)
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
      try leave(".notes.txt.writing-\(gone)-2b3c")
      try leave(".notes.txt.saving-5e6f", modified: old)
      // Left alone: a save of another live process in progress, a fresh
      // name without a process, another document's temporary.
      try leave(".notes.txt.saving-1-7a8b")
      try leave(".notes.txt.saving-9c0d")
      try leave(".other.txt.saving-\(gone)-1a2b")
      try save("saved", to: url)
      let expected = [
        ".notes.txt.saving-1-7a8b", ".notes.txt.saving-9c0d", ".other.txt.saving-\(gone)-1a2b", "notes.txt",
      ]
      #expect(try listing(folder) == expected)

      try leave(".notes.txt.saving-\(gone)-ffff")
      #expect(try text(at: url) == "saved")
      #expect(try listing(folder) == expected)
    }
  }

  @Test func aFolderSurvivesASaveAndReopenAndASecondSaveReplacesIt() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("Project")
      let first = ["README.md": "# Hi", "src/main.swift": "print(1)", "src/util/a.txt": "a"]
      try saveFolder(self.folder(first), to: url)

      let (reopened, type) = try DocumentFile.read(from: url, readableContentTypes: [.folder])
      #expect(files(in: reopened) == first)
      #expect(type == .folder)

      let second = ["README.md": "# Changed"]
      try saveFolder(self.folder(second), to: url)
      #expect(try filesOfFolder(at: url) == second)
      #expect(try listing(url) == ["README.md"])
      #expect(try listing(folder) == ["Project"])
    }
  }

  @Test func everyKindOfTemporaryAKilledWriteLeavesIsRemovedByTheNextOpenSaveOrAtomicWrite() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      try save("kept", to: url)
      let gone = Int32.max - 1
      let kinds = ["saving", "replaced", "writing"]
      func leaveOneOfEachKind() throws {
        for kind in kinds {
          try Data("partial".utf8).write(to: folder.appendingPathComponent(".notes.txt.\(kind)-\(gone)-1a2b"))
        }
        #expect(try listing(folder).count == 1 + kinds.count)
      }

      try leaveOneOfEachKind()
      _ = try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      #expect(try listing(folder) == ["notes.txt"])

      try leaveOneOfEachKind()
      try save("saved", to: url)
      #expect(try listing(folder) == ["notes.txt"])

      try leaveOneOfEachKind()
      try FileWrapper(regularFileWithContents: Data("written".utf8))
        .write(to: url, options: .atomic, originalContentsURL: nil)
      #expect(try listing(folder) == ["notes.txt"])
      #expect(try text(at: url) == "written")
    }
  }

  // MARK: Reading errors

  @Test func readingAMissingFileSaysTheFileDoesNotExist() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      }
      #expect(error.reason == .fileNotFound)
      #expect(error.description == "The file “notes.txt” doesn’t exist (\(url.path)).")
    }
  }

  // MARK: Paths where nothing exists yet

  @Test func aMissingFileInAMissingFolderSaysTheFolderIsMissing() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("drafts/notes.txt")
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      }
      #expect(error.reason == .folderNotFound)
      #expect(
        error.description
          == "“notes.txt” couldn’t be opened because the folder “drafts” doesn’t exist (\(folder.path)/drafts).")
    }
  }

  @Test func aMissingFileUnderAFileSaysThatIsNotAFolder() throws {
    try withTemporaryFolder { folder in
      try save("text", to: folder.appendingPathComponent("notes.txt"))
      let url = folder.appendingPathComponent("notes.txt/inside.txt")
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      }
      #expect(error.reason == .folderNotFound)
      #expect(error.description.contains("because “notes.txt” isn’t a folder"))
    }
  }

  /// A name made of `bytes`, created raw, and the URL Swift makes of it:
  /// command-line arguments are decoded the same way, each bad byte
  /// becoming U+FFFD.
  func createRaw(_ bytes: [UInt8], in folder: URL) throws -> URL {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    }
    try #require(descriptor >= 0)
    close(descriptor)
    return folder.appendingPathComponent(String(decoding: bytes, as: UTF8.self))
  }

  @Test func aFileWhoseNameIsNotUTF8IsReportedAsSuchNotAsMissing() throws {
    try withTemporaryFolder { folder in
      let url = try createRaw(Array("caf".utf8) + [0xE9, 0xFF] + Array(".txt".utf8), in: folder)
      #expect(url.lastPathComponent == "caf\u{FFFD}\u{FFFD}.txt")
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      }
      #expect(error.reason == .nameNotUTF8)
      #expect(
        error.description
          == "“caf\u{FFFD}\u{FFFD}.txt” couldn’t be opened because its name isn’t valid UTF-8 (“\u{FFFD}” marks the bytes that aren’t) (\(url.path))."
      )
    }
  }

  @Test func aFolderWhoseNameIsNotUTF8IsReportedAsSuch() throws {
    try withTemporaryFolder { folder in
      let bytes = Array("dir".utf8) + [0xFF]
      let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
      let made = path.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
      }
      try #require(made == 0)
      let url = folder.appendingPathComponent("dir\u{FFFD}/notes.txt")
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      }
      #expect(error.reason == .nameNotUTF8)
      #expect(error.description.hasPrefix("“dir\u{FFFD}” couldn’t be opened because its name isn’t valid UTF-8"))
    }
  }

  @Test func aMissingNameWithTheReplacementCharacterIsNotTakenForANewFile() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("new\u{FFFD}.txt")
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      }
      #expect(error.reason == .nameNotUTF8)
      #expect(error.description.contains("doesn’t exist, and isn’t created"))
    }
  }

  @Test func aLinkToAFileNotYetCreatedIsANewFileThatASaveCreatesBehindTheLink() throws {
    try withTemporaryFolder { folder in
      let link = folder.appendingPathComponent("link.txt")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.txt")
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: link, readableContentTypes: [.plainText])
      }
      #expect(error.reason == .fileNotFound)
      try save("created", to: link)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.txt")
      #expect(try text(at: folder.appendingPathComponent("real.txt")) == "created")
    }
  }

  @Test func aNewFileIsSavedAsTheTypeItsExtensionNamesWhenTheDocumentCanSaveIt() throws {
    let folder = URL(fileURLWithPath: "/tmp")
    func type(_ name: String, _ writable: [UTType]) throws -> UTType {
      try DocumentFile.contentTypeForNewFile(at: folder.appendingPathComponent(name), writableContentTypes: writable)
    }
    #expect(try type("ideas.md", [.plainText]) == UTType(filenameExtension: "md"))
    #expect(try type("ideas.txt", [.plainText]) == .plainText)
    // No extension, or one no type claims: the first writable type.
    #expect(try type("ideas", [.json, .plainText]) == .json)
    #expect(try type("ideas.zzz-unknown", [.json]) == .json)
    #expect(try type("Project", [.folder]) == .folder)

    let error = try #require(throws: DocumentError.self) { try type("picture.png", [.json]) }
    #expect(error.reason == .unsupportedSaveType(.png))
    #expect(error.description.hasPrefix("“picture.png” can’t be created because this document can’t be saved as PNG"))
  }

  @Test func readingAFolderAsTextSaysItIsAFolder() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      }
      #expect(error.reason == .isFolder)
      #expect(error.description.contains("“notes.txt” couldn’t be opened because it is a folder"))
      #expect(error.description.contains(url.path))
    }
  }

  @Test func readingAFileWhereOnlyFoldersAreReadableSaysItIsAFile() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("Project")
      try Data("not a folder".utf8).write(to: url)
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.folder])
      }
      #expect(error.reason == .isFile)
      #expect(error.description.contains("because it is a file, and this document opens only folders"))
    }
  }

  @Test func readingAFileOfAnotherKnownTypeNamesBothTypes() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("photo.png")
      try Data([0x89, 0x50, 0x4E, 0x47]).write(to: url)
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.read(from: url, readableContentTypes: [.plainText])
      }
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
        #expect(try DocumentFile.read(from: url, readableContentTypes: [.plainText]).contentType == .plainText)
      }
      let markdown = folder.appendingPathComponent("notes.md")
      try Data("# Title".utf8).write(to: markdown)
      let type = try DocumentFile.read(from: markdown, readableContentTypes: [.plainText]).contentType
      #expect(type == UTType(filenameExtension: "md"))
    }
  }

  // MARK: Failed saves lose nothing

  @Test func contentsThatFailToSerializeLeaveTheOldFileIntact() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.txt")
      let original = Data("precious\u{0}bytes".utf8)
      try original.write(to: url)

      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.write(to: url, contentType: .plainText, writableContentTypes: [.plainText]) {
          throw DiskFull()
        }
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

      let error = try #require(throws: DocumentError.self) { try save("new", to: url) }
      #expect(error.reason == .folderNotFound)
      #expect(error.description.contains("the folder “missing” doesn’t exist"))
      #expect(try Data(contentsOf: existing) == original)
      #expect(try listing(folder) == ["notes.txt"])
    }
  }

  @Test func aFolderSaveThatFailsHalfwayLeavesTheOldFolderAndNoTemporaryFolder() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("Project")
      let original = ["a.txt": "old a", "sub/b.txt": "old b"]
      try saveFolder(self.folder(original), to: url)

      // A child name that cannot be written fails the save after the
      // temporary folder was created.
      let broken = FileWrapper(directoryWithFileWrappers: [
        "fine.txt": FileWrapper(regularFileWithContents: Data("ok".utf8)),
        "../escape.txt": FileWrapper(regularFileWithContents: Data("no".utf8)),
      ])
      let error = try #require(throws: DocumentError.self) { try saveFolder(broken, to: url) }
      #expect(error.reason == .writeFailed)
      #expect(error.description.contains("“../escape.txt” can’t be the name of a file in a folder"))
      #expect(try filesOfFolder(at: url) == original)
      #expect(try listing(folder) == ["Project"])
    }
  }

  @Test func savingAsATypeThatIsNotWritableIsRefusedBeforeSerializing() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.json")
      var serialized = false
      let error = try #require(throws: DocumentError.self) {
        try DocumentFile.write(to: url, contentType: .json, writableContentTypes: [.plainText]) {
          serialized = true
          return FileWrapper(regularFileWithContents: Data("{}".utf8))
        }
      }
      #expect(error.reason == .unsupportedSaveType(.json))
      #expect(!serialized)
      #expect(try listing(folder) == [])
    }
  }

  // MARK: What a save keeps

  @Test func savingKeepsTheFilesPermissions() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("secret.txt")
      try Data("old".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
      try save("new", to: url)
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

      try save("new", to: link)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.txt")
      #expect(try Data(contentsOf: target) == Data("new".utf8))
      let (file, _) = try DocumentFile.read(from: link, readableContentTypes: [.plainText])
      #expect(file.regularFileContents == Data("new".utf8))
      #expect(file.filename == "link.txt")
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
