import FocusDocuments
import Foundation
import Testing

/// `FileWrapper` on its own: building a tree, writing it, reading it back.
@Suite struct FileWrapperTests {
  /// A fresh folder, removed when `body` returns.
  func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileWrapperTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
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
}
